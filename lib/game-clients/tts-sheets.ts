import "server-only";
/**
 * Tabletop Simulator exports on the server (CONTRACTS §10; docs/play-online.md): the saved
 * object of a deck (tts.ts) with absolute sheet and back URLs (signed for a private deck), and
 * the sheet PNGs: the faces of face.png (the same drawing, art included), CELL_WIDTH ×
 * CELL_HEIGHT each, in a grid of the size the saved object's NumWidth/NumHeight say. A sheet
 * takes one render slot (render-slots.ts).
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { db } from "../db/client";
import { rulesetFor } from "../games";
import type { BaseCard, CatalogCard } from "../games/types";
import { n } from "../proxies";
import { facePicture, localizedCard } from "../proxies/card-faces";
import { refusal } from "../errors";
import { artOfSet } from "../sets";
import type { Locale } from "../../i18n/locales";
import { catalogArtOf } from "./catalog-art";
import { fieldText } from "./card-list";
import type { ClientDeck } from "./deck-access";
import { faceOutlines, PNG_COMPRESSION } from "./face-png";
import { GlyphDefs } from "./glyph-defs";
import { withRenderSlot } from "./render-slots";
import { signatureQuery } from "./signing";
import { CELL_HEIGHT, CELL_WIDTH, sheetLayout, ttsSavedObject } from "./tts";
import { deckZones } from "./zones";

/** Bump when the sheets' drawing changes. */
const SHEET_VERSION = "3";

const SKIPPED = new Set(["code", "name", "names", "text", "set", "source"]);

/** A card's description in TTS: its type, its text, then its fields (an EDEN combatant's whole profile). */
function describe(game: ClientDeck["deck"]["game"], card: CatalogCard<BaseCard>): string {
  const lines = [rulesetFor(game).cardType(card)];
  if (typeof card.text === "string" && card.text !== "") lines.push(card.text);
  for (const [key, value] of Object.entries(card as unknown as Record<string, unknown>)) {
    if (SKIPPED.has(key)) continue;
    const text = fieldText(value);
    if (text !== "") lines.push(`${key}: ${text}`);
  }
  return lines.join("\n");
}

export function ttsExport(client: ClientDeck, origin: string, locale: Locale): Record<string, unknown> {
  const { deck } = client;
  const signed = client.signature ? `&${signatureQuery(client.signature)}` : "";
  const { json } = ttsSavedObject({
    name: deck.name,
    description: `${rulesetFor(deck.game).title} — ${origin}/decks/${deck.id} (version ${deck.version})`,
    cards: deckZones(deck.game, client.resolved, locale),
    describe: (zoned) => describe(deck.game, zoned.card),
    sheetUrl: (key) => `${origin}/api/v1/decks/${encodeURIComponent(deck.id)}/tts/${deck.version}/${key}.png?locale=${locale}${signed}`,
    backUrl: `${origin}/api/v1/cards/${deck.game}/back.png`,
  });
  return json;
}

const sheetNotFound = (sheet: number, count: number) =>
  refusal("not-found", "NOT_FOUND", { count, sheet }, { key: "apiErrors.NO_SHEET" }).saying("apiErrors.NOT_FOUND", { thing: "sheet" });

export interface SheetPng {
  etag: string;
  png?: Uint8Array;
  width: number;
  height: number;
}

/** Sheet `key` (from 1) of the deck, or only its ETag when `ifNoneMatch` has it; 404 past the last sheet. */
export async function ttsSheet(client: ClientDeck, key: number, locale: Locale, ifNoneMatch?: string | null): Promise<SheetPng> {
  const { deck, resolved } = client;
  const layout = sheetLayout(deckZones(deck.game, resolved, locale));
  const sheet = layout.sheets[key - 1];
  if (!sheet) throw sheetNotFound(key, layout.sheets.length);
  const cards = layout.faces.slice((key - 1) * 70, (key - 1) * 70 + sheet.count);
  const catalogCodes = cards.filter((c) => !c.source).map((c) => c.code);
  const dbc = await db();
  const [catalogHashes, setHashes] = await Promise.all([
    catalogCodes.length
      ? dbc.catalogArt.findMany({ where: { gameSlug: deck.game, cardCode: { in: catalogCodes } }, select: { cardCode: true, hash: true } })
      : [],
    dbc.cardArt.findMany({
      where: { OR: cards.filter((c) => c.source).map((c) => ({ setId: c.source as string, cardCode: c.code })) },
      select: { setId: true, cardCode: true, hash: true },
    }),
  ]);
  const width = sheet.columns * CELL_WIDTH;
  const height = sheet.rows * CELL_HEIGHT;
  const etag = `"${createHash("sha256")
    .update(JSON.stringify([SHEET_VERSION, locale, deck.id, key, cards, resolved.extras, catalogHashes, setHashes]))
    .digest("base64url")
    .slice(0, 27)}"`;
  if (ifNoneMatch === etag) return { etag, width, height };
  const png = await withRenderSlot(async () => {
    const art = await catalogArtOf(deck.game, catalogCodes);
    const setArt = new Map<string, string>();
    for (const setId of new Set(cards.filter((c) => c.source).map((c) => c.source as string))) {
      for (const [code, image] of await artOfSet(
        setId,
        cards.filter((c) => c.source === setId).map((c) => c.code),
      ))
        setArt.set(`${setId}/${code}`, `data:${image.mime};base64,${Buffer.from(image.bytes).toString("base64")}`);
    }
    const defs = new GlyphDefs();
    // One face at a time, yielding between them: laying out 70 faces is CPU work on the event loop,
    // and other requests (health checks, pages) must keep being answered meanwhile.
    const cells: string[] = [];
    for (const [i, card] of cards.entries()) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      const image = card.source ? setArt.get(`${card.source}/${card.code}`) : art.get(card.code);
      const uri = typeof image === "string" ? image : image ? `data:${image.mime};base64,${Buffer.from(image.bytes).toString("base64")}` : undefined;
      const face = facePicture(deck.game, localizedCard(card as unknown as Record<string, unknown>, locale), resolved.extras, locale, uri);
      const scale = Math.min(CELL_WIDTH / face.width, CELL_HEIGHT / face.height);
      const x = (i % sheet.columns) * CELL_WIDTH + (CELL_WIDTH - face.width * scale) / 2;
      const y = Math.floor(i / sheet.columns) * CELL_HEIGHT + (CELL_HEIGHT - face.height * scale) / 2;
      cells.push(`<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})">${faceOutlines(face, defs)}</g>`);
    }
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#1c1917"/>${defs.defs()}${cells.join("")}</svg>`;
    return new Uint8Array(
      await sharp(Buffer.from(svg), { limitInputPixels: width * height * 2 })
        .png({ compressionLevel: PNG_COMPRESSION })
        .toBuffer(),
    );
  });
  return { etag, png, width, height };
}
