/**
 * The share picture of a deck (docs/faces.md): a 1200 × 630 PNG for Open Graph and Twitter
 * cards, with the face of the card that leads the deck (the Dark Eden commander, the EDEN
 * leader, else its most numerous card), the deck's name, its game, its legality and its size (its
 * cards; an EDEN warband's points).
 *
 * Drawn as SVG with every word as glyph outlines from the PDF's own font (lib/proxies/outline.ts)
 * and rasterized by sharp, so it needs no system font and reads the same on every server.
 * Only a public or unlisted deck has one: a private deck's is 404 for everyone, its owner too
 * (a private deck is never shared, so its page names no picture).
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { qualifiedCode } from "../engine/card-index";
import { rulesetFor } from "../games";
import type { BaseCard, CatalogCard, GameSlug } from "../games/types";
import { previewFace } from "../proxies/preview/draw";
import { faceElements } from "../proxies/preview/svg-document";
import { Outliner } from "../proxies/outline";
import type { Locale } from "../../i18n/locales";
import { serverTranslator } from "../../i18n/server-translator";
import { localizedCard } from "../proxies/card-faces";
import { getDeck } from "./service";
import { readDeckListFor } from "./deck-catalog";
import { notFound } from "../errors";
import { proxyLabels } from "../proxies/localized-labels";

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/** Bump when the picture's drawing changes. */
const DRAWING_VERSION = "2";

export interface SharePicture {
  png?: Uint8Array;
  etag: string;
}

/** The card a deck is known by: a header's card (commander, leader), else the one with the most copies. */
function leadCard(game: GameSlug, deck: Awaited<ReturnType<typeof readDeckListFor>>): CatalogCard<BaseCard> | undefined {
  if (!deck.ok) return undefined;
  const resolved = deck.deck;
  const named = rulesetFor(game).headerCards?.(resolved)[0];
  if (named) return named;
  for (const key of ["commander", "leader"]) {
    const value = resolved.headers[key];
    const card = value ? resolved.cards.find(value) : undefined;
    if (card) return card;
  }
  return [...resolved.entries].sort((a, b) => b.quantity - a.quantity)[0]?.card;
}

/** Words to lines of at most `max` width; the last line ends with … when more would not fit. */
function wrap(text: string, measure: (s: string) => number, max: number, lines: number): string[] {
  const words = text.split(/\s+/).filter((w) => w !== "");
  const out: string[] = [];
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) <= max || line === "") line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out.map((l) => clip(l, measure, max));
  const kept = out.slice(0, lines);
  kept[lines - 1] = clip(`${kept[lines - 1]}…`, measure, max);
  return kept;
}

/** A line cut (with …) to `max` width. */
function clip(line: string, measure: (s: string) => number, max: number): string {
  if (measure(line) <= max) return line;
  let s = line.replace(/…$/, "");
  while (s.length > 1 && measure(`${s}…`) > max) s = s.slice(0, -1);
  return `${s.trimEnd()}…`;
}

/** The words of a deck's share picture beside its name and game, in the reader's language. */
export interface ShareWords {
  /** Legal or not. */
  verdict: string;
  /** What the deck amounts to: a game whose check counts points (an EDEN warband's value) says its points, others their cards. */
  size: string;
}

function shareWords(deck: Pick<Awaited<ReturnType<typeof getDeck>>, "validation" | "cardCount">, locale: Locale): ShareWords {
  const t = serverTranslator(locale, undefined, () => {});
  const legal = deck.validation?.legal ?? false;
  const points = deck.validation?.stats.points;
  return {
    verdict: legal ? t("faces.legal") : t("faces.notLegal"),
    size: typeof points === "number" ? t("faces.sharePoints", { count: points }) : t("faces.shareCards", { count: deck.cardCount }),
  };
}

/** A public or unlisted deck the reader may see; 404 for a private deck or one the reader may not see. */
async function sharedDeck(actorId: string | null, deckId: string) {
  const deck = await getDeck(actorId, deckId);
  if (deck.visibility === "private") throw notFound("deck");
  return deck;
}

/** The words the share picture of a deck prints (as glyph outlines, so this is where they can be read back). */
export async function deckShareWords(actorId: string | null, deckId: string, locale: Locale): Promise<ShareWords> {
  return shareWords(await sharedDeck(actorId, deckId), locale);
}

/**
 * The share picture of a public or unlisted deck the reader may see; 404 for a private deck
 * or one the reader may not see. `ifNoneMatch`: only the ETag when the reader has it.
 */
export async function deckSharePicture(actorId: string | null, deckId: string, locale: Locale, ifNoneMatch?: string | null): Promise<SharePicture> {
  const deck = await sharedDeck(actorId, deckId);
  const read = await readDeckListFor(actorId, deck.list, deck.game);
  const lead = leadCard(deck.game, read);
  const card = lead ? localizedCard({ ...lead, code: lead.code }, locale) : undefined;
  const extras = read.ok ? read.deck.extras : {};
  const legal = deck.validation?.legal ?? false;
  const etag = `"${createHash("sha256")
    .update(
      JSON.stringify([
        DRAWING_VERSION,
        locale,
        deck.name,
        deck.game,
        legal,
        deck.cardCount,
        deck.validation?.stats.points ?? null,
        card ?? null,
        lead ? qualifiedCode(lead) : null,
      ]),
    )
    .digest("base64url")
    .slice(0, 27)}"`;
  if (ifNoneMatch === etag) return { etag };

  const words = shareWords(deck, locale);
  const out = new Outliner();
  const parts: string[] = [];
  // The background and a frame.
  parts.push(`<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="#f5f5f4"/>`);
  parts.push(`<rect x="0" y="0" width="${SHARE_WIDTH}" height="12" fill="#1c1917"/>`);
  // The lead card's face, as tall as the picture allows, on the left.
  let textX = 60;
  if (card) {
    const face = previewFace(deck.game, card, { extras, labels: proxyLabels(locale) });
    const scale = Math.min(540 / face.height, 420 / face.width);
    const w = face.width * scale;
    parts.push(
      `<rect x="${56}" y="${(SHARE_HEIGHT - face.height * scale) / 2 + 4}" width="${w + 8}" height="${face.height * scale + 8}" rx="10" fill="#a8a29e"/>`,
    );
    parts.push(
      `<g transform="translate(60 ${(SHARE_HEIGHT - face.height * scale) / 2}) scale(${scale})"><rect width="${face.width}" height="${face.height}" rx="4" fill="#ffffff"/>${faceElements(
        face,
        (run) => out.path(run),
      )}</g>`,
    );
    textX = 60 + w + 60;
  }
  const maxW = SHARE_WIDTH - textX - 60;
  let y = 170;
  const nameSize = 64;
  for (const line of wrap(deck.name, (s) => out.width(s, "bold", nameSize), maxW, 3)) {
    parts.push(out.path({ text: line, x: textX, y, font: "bold", size: nameSize, fill: "#1c1917" }));
    y += nameSize * 1.15;
  }
  y += 20;
  parts.push(
    out.path({ text: clip(rulesetFor(deck.game).title, (s) => out.width(s, "regular", 38), maxW), x: textX, y, font: "regular", size: 38, fill: "#44403c" }),
  );
  y += 60;
  const verdict = words.verdict;
  const badgeW = out.width(verdict, "bold", 32) + 40;
  parts.push(`<rect x="${textX}" y="${y - 40}" width="${badgeW}" height="56" rx="28" fill="${legal ? "#166534" : "#991b1b"}"/>`);
  parts.push(out.path({ text: verdict, x: textX + 20, y: y - 2, font: "bold", size: 32, fill: "#ffffff" }));
  const count = words.size;
  parts.push(out.path({ text: count, x: textX + badgeW + 24, y: y - 2, font: "regular", size: 32, fill: "#44403c" }));
  parts.push(
    out.path({ text: "Edenkeep", x: SHARE_WIDTH - 60 - out.width("Edenkeep", "bold", 34), y: SHARE_HEIGHT - 44, font: "bold", size: 34, fill: "#57534e" }),
  );

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">${parts.join("")}</svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 8 }).toBuffer();
  return { etag, png: new Uint8Array(png) };
}
