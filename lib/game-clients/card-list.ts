import "server-only";
/**
 * One game's cards as the game clients list them (CONTRACTS §10): the catalog, plus the
 * player-made sets named that the reader may see, each card with its client name
 * (names.ts), its set, its number in that set, a UUID stable per card and language, its face
 * PNG's path, its type and its game fields as text. What the Cockatrice card database and the
 * Card Game Simulator card and set lists are written from.
 */
import { createHash } from "node:crypto";
import { db } from "../db/client";
import { rulesetFor } from "../games";
import type { BaseCard, CatalogCard, GameSlug } from "../games/types";
import { deckCatalog } from "../decks/deck-catalog";
import { DomainError, englishRefusal, refusal } from "../errors";
import type { Locale } from "../../i18n/locales";
import { catalogNamesOf, clientName } from "./names";

/** At most this many player-made sets in one card list (as a deck may draw on: MAX_DECK_SETS). */
export const MAX_LIST_SETS = 20;

export interface ClientSet {
  /** The short name the cards refer to (the catalog set's code; a player-made set's code). */
  key: string;
  name: string;
  kind: "catalog" | "player-made";
  /** YYYY-MM-DD, when known. */
  releaseDate?: string;
  /** A player-made set's id. */
  setId?: string;
}

export interface ClientCard {
  card: CatalogCard<BaseCard>;
  /** The card's id in the game clients: its code, or `set-id/code` for a player-made card. */
  id: string;
  name: string;
  set: string;
  /** Its place in its set, from 1. */
  num: number;
  uuid: string;
  /** Path of its face PNG (without origin and query). */
  facePath: string;
  type: string;
  text: string;
  /** The card's game fields, as text, in the catalog file's order. */
  props: [string, string][];
}

const SKIPPED = new Set(["code", "name", "names", "text", "set", "source"]);

/** A field's value as one line of text ("gold 2, food 2"; "land, air"). */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map((v) => (v === null ? "–" : fieldText(v))).join(", ");
  if (typeof value === "object")
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k} ${fieldText(v)}`.trim())
      .join(", ");
  return String(value);
}

/** A UUID (version 5 layout) from the card's identity and the language: the same on every server, every time. */
export function cardUuid(game: GameSlug, id: string, locale: Locale): string {
  const h = createHash("sha1").update(`edenkeep\u0000${game}\u0000${id}\u0000${locale}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString("hex");
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

/** The `sets` query: set ids, comma-separated, at most MAX_LIST_SETS (400 otherwise). */
export function parseSetIds(value: string | undefined | null): string[] {
  const ids = [
    ...new Set(
      (value ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter((s) => s !== ""),
    ),
  ];
  if (ids.length > MAX_LIST_SETS || ids.some((id) => id.length > 64))
    throw refusal(
      "invalid",
      "BAD_SETS",
      { max: MAX_LIST_SETS },
      {
        key: "apiErrors.BAD_SETS_MAX",
        issues: [{ path: "sets", message: englishRefusal("apiErrors.SET_IDS_MAX", { max: MAX_LIST_SETS }) }],
      },
    );
  return ids;
}

export async function clientCardList(
  game: GameSlug,
  readerId: string | null,
  setIds: readonly string[],
  locale: Locale,
): Promise<{ sets: ClientSet[]; cards: ClientCard[] }> {
  const loaded = await deckCatalog(game, readerId, setIds);
  if (!loaded.ok) {
    const missing = /"([^"]+)"/.exec(loaded.error.message)?.[1] ?? "";
    throw new DomainError("not-found", "SET_NOT_FOUND", loaded.error.message, [
      { path: "sets", message: englishRefusal("apiErrors.NO_SUCH_SET_ID", { id: missing }) },
    ]).saying("apiErrors.NOT_FOUND", { thing: "set" });
  }
  const client = await db();
  const [catalogSets, playerSets] = await Promise.all([
    client.cardSet.findMany({ where: { gameSlug: game }, orderBy: { id: "asc" }, select: { code: true, name: true, year: true } }),
    setIds.length === 0
      ? Promise.resolve([])
      : client.playerSet.findMany({ where: { id: { in: [...setIds] } }, select: { id: true, code: true, name: true, year: true, createdAt: true } }),
  ]);
  const sets: ClientSet[] = catalogSets.map((s) => ({
    key: s.code,
    name: s.name,
    kind: "catalog" as const,
    ...(s.year ? { releaseDate: `${s.year}-01-01` } : {}),
  }));
  const keyOfSet = new Map<string, string>();
  for (const id of setIds) {
    const s = playerSets.find((p) => p.id === id);
    if (!s) continue;
    // A player-made set's code may repeat a catalog set's (or another's): the client merges sets by name.
    const key = sets.some((o) => o.key.toLowerCase() === s.code.toLowerCase()) ? `${s.code}-${s.id.slice(-6)}` : s.code;
    keyOfSet.set(s.id, key);
    sets.push({ key, name: s.name, kind: "player-made", releaseDate: s.year ? `${s.year}-01-01` : s.createdAt.toISOString().slice(0, 10), setId: s.id });
  }
  const ruleset = rulesetFor(game);
  const all = loaded.catalog.index.all;
  const taken = catalogNamesOf(all, locale);
  const numbers = new Map<string, number>();
  const cards = all.map((card): ClientCard => {
    const set = card.source ? (keyOfSet.get(card.source) ?? card.set) : card.set;
    const num = (numbers.get(set) ?? 0) + 1;
    numbers.set(set, num);
    const id = card.source ? `${card.source}/${card.code}` : card.code;
    const facePath = card.source
      ? `/api/v1/sets/${encodeURIComponent(card.source)}/cards/${encodeURIComponent(card.code)}/face.png`
      : `/api/v1/cards/${game}/${encodeURIComponent(card.code)}/face.png`;
    const props = Object.entries(card as unknown as Record<string, unknown>)
      .filter(([k, v]) => !SKIPPED.has(k) && v !== null && v !== undefined)
      .map(([k, v]): [string, string] => [k, fieldText(v)])
      .filter(([, v]) => v !== "");
    return {
      card,
      id,
      name: clientName(card, locale, taken),
      set,
      num,
      uuid: cardUuid(game, id, locale),
      facePath,
      type: ruleset.cardType(card),
      text: typeof card.text === "string" ? card.text : "",
      props,
    };
  });
  return { sets, cards };
}
