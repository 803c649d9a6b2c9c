/** Printable proxy sheets: PDFs of deck cards at true size. See docs/proxies.md. */
export { renderProxySheet, MAX_PROXY_CARDS } from "./sheet";
export {
  ProxySheetError,
  type CutStyle,
  type ProxyArt,
  type ProxyAttachment,
  type ProxyCard,
  type ProxyCardData,
  type ProxySheetOptions,
  type ProxySheetErrorCode,
  type Paper,
} from "./types";
export { CARD_SIZES, PAPER_SIZES, PT_PER_MM, mm } from "./geometry";
export { escapeXml, faceElements, n } from "./preview/svg-document";
export { type FontKind, fontBytes } from "./fonts";
export { Outliner } from "./outline";
