import "server-only";
/**
 * Cards as pictures (docs/faces.md): a card's proxy face as an SVG document, in the reader's
 * language, for catalog cards and for player-made cards the reader may see (with their art).
 *
 * Each face carries an ETag made from everything it is drawn from (the card's data, its
 * civilization, the printed words, the art's hash and the renderer's version), so a reader
 * that has it is answered 304 without drawing. Drawn faces of catalog cards are remembered
 * in a small memo keyed by that same content hash: a pure function of its key, correct in any
 * number of processes (ARCHITECTURE, "Many servers, one database").
 */
import { createHash } from "node:crypto";
import { db } from "../db/client";
import type { BaseCard, CatalogExtras, GameSlug } from "../games/types";
import { previewFace, type PreviewFace } from "./preview/draw";
import { catalogArtHash, catalogArtImage } from "../game-clients/catalog-art";
import { faceSvgDocument } from "./preview/svg-document";
import type { Locale } from "../../i18n/locales";
import { artOfSet } from "../sets/art";
import { getCard } from "../catalog/service";
import { gameCatalog, mergeExtras } from "../catalog/game-catalog";
import { mayRead, refusal } from "../errors";
import { proxyLabels } from "./localized-labels";
import { setNotFound } from "../sets/service";

/** Bump when the drawing changes, so readers' cached faces are drawn again. */
const RENDERER_VERSION = "3";

/** How many drawn catalog faces the memo keeps (about 3 KB each). */
const MEMO_SIZE = 2_000;

export interface CardFace {
  svg: string;
  /** A strong ETag, quoted. */
  etag: string;
}

const cardNotFound = (code: string) =>
  refusal("not-found", "NOT_FOUND", { code }, { key: "apiErrors.NO_SUCH_CARD_CODE" }).saying("apiErrors.NOT_FOUND", { thing: "card" });

/**
 * The card as printed in `locale`: its name in that language where it has one, the English
 * name then among its other names (printed under the title as the faces print other names).
 */
export function localizedCard(card: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const names = typeof card.names === "object" && card.names !== null ? (card.names as Record<string, unknown>) : {};
  const local = names[locale];
  if (locale === "en" || typeof local !== "string" || local.trim() === "" || local === card.name) return card;
  return { ...card, name: local, names: { en: card.name, ...names } };
}

/** Only the civilization the card names (the one thing of the file's extras a face reads). */
function extrasFor(card: Record<string, unknown>, extras: CatalogExtras): CatalogExtras {
  const civ = extras.civilizations?.find((c) => c.code === card.civilization);
  return civ ? { civilizations: [civ] } : {};
}

/** The printed words of `locale` (labels and vocabulary) as part of a face's key: a changed word is a new face. */
const wordsByLocale = new Map<Locale, string>();
function printedWords(locale: Locale): string {
  let words = wordsByLocale.get(locale);
  if (words === undefined) {
    words = JSON.stringify(proxyLabels(locale));
    wordsByLocale.set(locale, words);
  }
  return words;
}

function contentHash(parts: readonly string[]): string {
  const hash = createHash("sha256");
  for (const p of parts) hash.update(p).update("\u0000");
  return hash.digest("base64url").slice(0, 27);
}

/** The memo: insertion-ordered, the oldest forgotten first; a hit moves to the end. */
const drawn = new Map<string, string>();

function remembered(key: string, draw: () => string): string {
  const hit = drawn.get(key);
  if (hit !== undefined) {
    drawn.delete(key);
    drawn.set(key, hit);
    return hit;
  }
  const svg = draw();
  drawn.set(key, svg);
  if (drawn.size > MEMO_SIZE) drawn.delete(drawn.keys().next().value as string);
  return svg;
}

function drawFace(game: GameSlug, card: Record<string, unknown>, extras: CatalogExtras, locale: Locale, art?: string): string {
  return faceSvgDocument(facePicture(game, card, extras, locale, art), { lang: locale });
}

/** The face's shapes (for the SVG document, or rasterized: lib/game-clients/face-png.ts). */
export function facePicture(game: GameSlug, card: Record<string, unknown>, extras: CatalogExtras, locale: Locale, art?: string): PreviewFace {
  return previewFace(game, card, { extras, labels: proxyLabels(locale), art });
}

/**
 * Everything a card's face is drawn from, checked for the reader, without drawing it: its
 * content hash (`key`, the ETag's body) and a way to read its art only when it is drawn.
 */
export interface FaceSource {
  game: GameSlug;
  locale: Locale;
  card: Record<string, unknown>;
  extras: CatalogExtras;
  key: string;
  /** The art as a data URI (read from the database on call), or undefined. */
  art(): Promise<string | undefined>;
  hasArt: boolean;
}

const dataUri = (image: { mime: string; bytes: Uint8Array } | undefined) =>
  image ? `data:${image.mime};base64,${Buffer.from(image.bytes).toString("base64")}` : undefined;

/** A catalog card's face source; 404 for a card the game's catalog lacks. */
export async function catalogFaceSource(game: GameSlug, code: string, locale: Locale): Promise<FaceSource> {
  const summary = await getCard(game, code);
  if (!summary) throw cardNotFound(code);
  const card = localizedCard({ ...summary.data, code: summary.code, name: summary.name, names: summary.names }, locale);
  const extras = extrasFor(card, (await gameCatalog(game)).extras);
  const artHash = await catalogArtHash(game, summary.code);
  const parts = [RENDERER_VERSION, game, locale, printedWords(locale), JSON.stringify(card), JSON.stringify(extras)];
  if (artHash) parts.push(artHash);
  return {
    game,
    locale,
    card,
    extras,
    key: contentHash(parts),
    hasArt: artHash !== undefined,
    art: async () => (artHash ? dataUri(await catalogArtImage(game, summary.code)) : undefined),
  };
}

/** A player-made card's face source, for whoever may read its set (someone else's private set, or a card the set lacks: 404). */
export async function setFaceSource(actorId: string | null, setId: string, code: string, locale: Locale): Promise<FaceSource> {
  const client = await db();
  const set = await client.playerSet.findUnique({ where: { id: setId }, select: { ownerId: true, visibility: true, gameSlug: true, extras: true } });
  if (!set || !mayRead(set, actorId)) throw setNotFound();
  const [row, art] = await Promise.all([
    client.playerCard.findUnique({ where: { setId_code: { setId, code } }, select: { data: true } }),
    client.cardArt.findUnique({ where: { setId_cardCode: { setId, cardCode: code } }, select: { hash: true } }),
  ]);
  if (!row) throw cardNotFound(code);
  const game = set.gameSlug as GameSlug;
  const card = localizedCard(JSON.parse(row.data) as BaseCard & Record<string, unknown>, locale);
  const own = JSON.parse(set.extras) as CatalogExtras;
  const extras = extrasFor(card, mergeExtras([(await gameCatalog(game)).extras, own]));
  return {
    game,
    locale,
    card,
    extras,
    key: contentHash([RENDERER_VERSION, game, locale, printedWords(locale), JSON.stringify(card), JSON.stringify(extras), art?.hash ?? ""]),
    hasArt: art !== null,
    art: async () => (art ? dataUri((await artOfSet(setId, [code])).get(code)) : undefined),
  };
}

/** A catalog card's face; 404 for a card the game's catalog lacks. `ifNoneMatch`: answered with the ETag only when it matches. */
export async function catalogCardFace(
  game: GameSlug,
  code: string,
  locale: Locale,
  ifNoneMatch?: string | null,
): Promise<CardFace | { etag: string; notModified: true }> {
  const source = await catalogFaceSource(game, code, locale);
  const etag = `"${source.key}"`;
  if (ifNoneMatch === etag) return { etag, notModified: true };
  // A face with art is not remembered (its picture is large); one without is a few KB.
  if (source.hasArt) return { etag, svg: drawFace(game, source.card, source.extras, locale, await source.art()) };
  return { etag, svg: remembered(source.key, () => drawFace(game, source.card, source.extras, locale)) };
}

/**
 * A player-made card's face with its art, for whoever may read its set (someone else's
 * private set, or a card the set lacks: 404). The art's bytes are read only when the
 * reader's copy is stale.
 */
export async function setCardFace(
  actorId: string | null,
  setId: string,
  code: string,
  locale: Locale,
  ifNoneMatch?: string | null,
): Promise<CardFace | { etag: string; notModified: true }> {
  const source = await setFaceSource(actorId, setId, code, locale);
  const etag = `"${source.key}"`;
  if (ifNoneMatch === etag) return { etag, notModified: true };
  return { etag, svg: drawFace(source.game, source.card, source.extras, locale, await source.art()) };
}
