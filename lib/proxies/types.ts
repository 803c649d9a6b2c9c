import type { CatalogExtras, GameSlug } from "../games/types";
import type { ProxyLabels } from "./labels";

export type { GameSlug };

export type Paper = "a4" | "letter";

/**
 * A catalog card as the proxy faces read it: the common fields (CONTRACTS §1) plus the
 * game's own fields. Faces read every game field defensively, so a card with unknown
 * (absent) stats still prints, showing "—" where a value is missing.
 */
export interface ProxyCardData {
  code: string;
  name: string;
  names?: Record<string, string>;
  text?: string;
  /** The set code the card came from. */
  set?: string;
  [field: string]: unknown;
}

/** Card art as stored (lib/sets/art-image.ts): the two formats a PDF embeds as they are. */
export interface ProxyArt {
  mime: "image/png" | "image/jpeg";
  bytes: Uint8Array;
}

/** One deck line to print: `copies` prints the card that many times, in deck order. */
export interface ProxyCard {
  game: GameSlug;
  card: ProxyCardData;
  copies: number;
  /** The card's art, drawn under its header band. */
  art?: ProxyArt;
}

/** How the cuts are shown: short marks in the margins, lines across the whole sheet, or nothing. */
export type CutStyle = "marks" | "lines" | "none";

/** A file carried inside the PDF (a set's JSON, so the sheet can be imported back). */
export interface ProxyAttachment {
  name: string;
  mimeType: string;
  description: string;
  bytes: Uint8Array;
}

export interface ProxySheetOptions {
  cards: readonly ProxyCard[];
  paper: Paper;
  /** Short marks in the margins aligned with every card edge (default true); `cuts` overrides it. */
  cutMarks?: boolean;
  /** Marks, lines or nothing at the card edges (default: marks, or none when `cutMarks` is false). */
  cuts?: CutStyle;
  /**
   * Print-and-play: each face gets a coloured edge running this far (points) past the card
   * into a bleed, cards sit this far apart twice over, and no outline is drawn. Unset: deck
   * proxies, butted edge to edge and outlined.
   */
  bleed?: number;
  /** The document's title (default "Edenkeep proxy sheet"). */
  title?: string;
  /** A file to embed in the PDF. */
  attachment?: ProxyAttachment;
  /** File-level catalog data, e.g. battle-for-eden civilization names and colours. */
  extras?: CatalogExtras;
  /** Called after each card is drawn (done counts copies, 1…total). */
  onProgress?: (done: number, total: number) => void;
  /** The words printed on the faces, in the reader's language (default English, lib/proxies/labels.ts). */
  labels?: ProxyLabels;
}

export type ProxySheetErrorCode = "PROXY_BAD_PAPER" | "PROXY_NO_CARDS" | "PROXY_TOO_MANY_CARDS" | "PROXY_BAD_COPIES" | "PROXY_UNKNOWN_GAME";

/** A request the generator refuses; `code` is for programs, `message` for people. */
export class ProxySheetError extends Error {
  constructor(
    readonly code: ProxySheetErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ProxySheetError";
  }
}
