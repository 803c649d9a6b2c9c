/**
 * Print-and-play of a player-made set (docs/proxies.md): every card once (or one card), at
 * true size on A4 or Letter, with a bleed and cut marks or cut lines, each card's art on its
 * face, and the set's §1 file (what GET /sets/:id/export returns) attached to the PDF as
 * `<set-code>.json`, so POST /sets/import takes the PDF back (lib/sets/pdf-import.ts).
 */
import type { CatalogExtras, GameSlug } from "../games/types";
import { type CutStyle, type Paper, type ProxyCard, ProxySheetError, mm, renderProxySheet } from "../proxies";
import type { ProxyLabels } from "../proxies/labels";
import { artOfSet } from "./art";
import { refusal } from "../errors";
import { proxyRefusal } from "../proxies/refusal";
import { exportSet } from "./service";

/** Bleed widths: none, 1.5 mm (enough for a careful cut with a trimmer) and 3 mm (the print trade's usual bleed). */
export const BLEEDS = { none: 0, narrow: mm(1.5), wide: mm(3) } as const;
export type Bleed = keyof typeof BLEEDS;

export interface SetPrintChoice {
  paper: Paper;
  bleed: Bleed;
  cuts: CutStyle;
  /** One card's code; absent: every card of the set. */
  card?: string;
  /** The printed words in the reader's language (default English). */
  labels?: ProxyLabels;
}

/** The attachment's description, which set-pdf.ts also reads it by. */
export const SET_ATTACHMENT_DESCRIPTION = "Edenkeep set file (CONTRACTS §1), as GET /api/v1/sets/:id/export writes it";

interface SetFile {
  game: GameSlug;
  set: { code: string; name: string };
  civilizations?: CatalogExtras["civilizations"];
  cards: ProxyCard["card"][];
}

/** The print-and-play PDF of a set the actor may read (404 otherwise), and its file name. */
export async function printSet(actorId: string | null, setId: string, choice: SetPrintChoice): Promise<{ filename: string; pdf: Uint8Array }> {
  const exported = await exportSet(actorId, setId);
  const file = exported.file as unknown as SetFile;
  const cards = choice.card === undefined ? file.cards : file.cards.filter((c) => c.code === choice.card);
  if (cards.length === 0 && choice.card !== undefined)
    throw refusal("not-found", "CARD_NOT_FOUND", { code: choice.card }, { key: "apiErrors.SET_HAS_NO_CARD" }).saying("apiErrors.NO_CARD", {
      code: choice.card,
    });
  const art = await artOfSet(setId);
  const json = new TextEncoder().encode(`${JSON.stringify(exported.file, null, 2)}\n`);
  try {
    const pdf = await renderProxySheet({
      cards: cards.map((card) => ({ game: file.game, card: { ...card, set: file.set.code }, copies: 1, art: art.get(card.code) })),
      paper: choice.paper,
      cuts: choice.cuts,
      bleed: BLEEDS[choice.bleed],
      extras: file.civilizations ? { civilizations: file.civilizations } : {},
      title: `${file.set.name}: print and play`,
      labels: choice.labels,
      attachment: { name: `${file.set.code}.json`, mimeType: "application/json", description: SET_ATTACHMENT_DESCRIPTION, bytes: json },
    });
    const suffix = choice.card === undefined ? "" : `-${choice.card}`;
    return { filename: `${file.set.code}${suffix}.pdf`, pdf };
  } catch (err) {
    if (err instanceof ProxySheetError) throw proxyRefusal(err);
    throw err;
  }
}
