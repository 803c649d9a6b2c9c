import { qualifiedCode, type ResolvedDeck } from "../engine/card-index";
import { listErrorSays, parseDeckList, type ListError } from "../engine/deck-list";
import { rulesetFor } from "../games";
import type { BaseCard, GameSlug, Validation } from "../games/types";
import { DomainError, refusal } from "../errors";
import { gameCatalog, type GameCatalog } from "../catalog/game-catalog";
import { catalogForReader, deckCatalog, rememberFor, setIdsOf, type DeckSet } from "./deck-catalog";
import { checkText, resolve, serialize, storedList, validate, type CheckedList } from "./pipeline";
import { MAX_CARD_LINES, MAX_LIST_BYTES } from "./input";
import { cockatriceHash } from "../game-clients/deck-hash";
import { deckZones } from "../game-clients/zones";

/** A deck list read, resolved and validated, ready to be stored. */
export interface PreparedList {
  game: GameSlug;
  deck: ResolvedDeck<BaseCard>;
  validation: Validation;
  /** Headers to store: the list's own, without `game` and `name`. */
  headers: Record<string, string>;
  rows: { section: string; cardCode: string; quantity: number }[];
  /** The list's `name:` header, if any. */
  listName?: string;
  /** The player-made sets of its `sets:` header, at the versions read (CONTRACTS §6). */
  sets: DeckSet[];
  /** A stored deck's: its text as written under a deck name, kept with its resolution (`listText`). */
  texts?: Map<string, string>;
  /** A stored deck's: its Cockatrice deck hash (CONTRACTS §10), worked out once with its resolution. */
  cockatriceHash?: string;
}

/** The deck's Cockatrice hash (CONTRACTS §10): a stored deck's as kept, another's worked out. */
export function cockatriceHashOf(prepared: PreparedList): string {
  return prepared.cockatriceHash ?? cockatriceHash(deckZones(prepared.game, prepared.deck, "en"));
}

export function listErrorToHttp(error: ListError): DomainError {
  const detail =
    error.line === undefined
      ? undefined
      : [{ line: error.line, message: error.message, ...(error.suggestions?.length ? { suggestions: error.suggestions } : {}) }];
  const refusal = new DomainError("invalid", error.code, error.message, detail);
  const says = listErrorSays(error);
  return says ? refusal.saying(`listProblems.${says.key}`, says.values) : refusal;
}

/**
 * Reads a deck list for storing, through the one pipeline (deck-pipeline.ts): size limits, then
 * parsed and resolved once against the catalog and the `sets:` the reader may see (400 naming
 * the line), then validated once.
 */
export async function prepareList(text: string, game: GameSlug | undefined, readerId: string | null): Promise<PreparedList> {
  if (Buffer.byteLength(text, "utf8") > MAX_LIST_BYTES) {
    throw refusal("invalid", "LIST_TOO_LARGE", {
      bytes: MAX_LIST_BYTES,
    });
  }
  const checked = await checkText(text, catalogForReader(readerId), game);
  if (!checked.ok) throw listErrorToHttp(checked.error);
  if (checked.list.entries.length > MAX_CARD_LINES) {
    throw refusal("invalid", "LIST_TOO_LONG", { count: checked.list.entries.length, max: MAX_CARD_LINES });
  }
  return preparedOf(checked, checked.list.headers.name?.trim() || undefined);
}

function preparedOf(checked: CheckedList, listName?: string): PreparedList {
  const { game, deck, validation, sets } = checked;
  return {
    game,
    deck,
    validation,
    headers: storedHeaders(deck.headers),
    rows: deck.entries.map((e) => ({ section: e.section, cardCode: qualifiedCode(e.card), quantity: e.quantity })),
    listName,
    sets,
  };
}

export function storedHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (k !== "game" && k !== "name") out[k] = v;
  return out;
}

export type StoredResolution = { ok: true; prepared: PreparedList } | { ok: false; error: ListError };

/** Resolves a stored deck (headers + entries by code, nothing to parse) against today's catalog and the `sets:` the reader may see, and validates it. */
export async function resolveStoredDeck(
  game: GameSlug,
  headers: Record<string, string>,
  rows: { section: string; cardCode: string; quantity: number }[],
  readerId: string | null,
): Promise<StoredResolution> {
  const loaded = await deckCatalog(game, readerId, setIdsOf(headers));
  if (!loaded.ok) return { ok: false, error: loaded.error };
  // Resolution and validation depend only on the catalog object and the stored lines: remembered per catalog.
  const stored = rememberFor(loaded.catalog, JSON.stringify([game, headers, rows]), () => resolveStored(game, headers, rows, loaded.catalog));
  return stored.ok ? { ok: true, prepared: { ...stored.prepared, sets: loaded.sets } } : stored;
}

function resolveStored(
  game: GameSlug,
  headers: Record<string, string>,
  rows: { section: string; cardCode: string; quantity: number }[],
  catalog: GameCatalog,
): StoredResolution {
  const read = resolve(game, storedList(headers, rows), catalog, []);
  if (!read.ok) {
    const row = read.error.line === undefined ? undefined : rows[read.error.line - 1];
    const message =
      read.error.code === "UNKNOWN_CARD" && row
        ? `The card [${row.cardCode}] is no longer in the ${game} catalog.`
        : read.error.message.replace(/^Line \d+: /, "");
    return { ok: false, error: { code: read.error.code, message } };
  }
  const prepared = preparedOf(validate(read));
  return { ok: true, prepared: { ...prepared, texts: new Map(), cockatriceHash: cockatriceHashOf(prepared) } };
}

/**
 * The deck's list text (CONTRACTS §2) under `name`: the pipeline's result serialized, once per
 * save; a stored deck's, once per resolution and name (the saved view's reads write nothing again).
 */
export function listText(prepared: PreparedList, name: string): string {
  const kept = prepared.texts?.get(name);
  if (kept !== undefined) return kept;
  const text = serialize(prepared.game, prepared.deck, name);
  if (prepared.texts) {
    if (prepared.texts.size >= 4) prepared.texts.clear();
    prepared.texts.set(name, text);
  }
  return text;
}

// ---------------------------------------------------------------- version diffs

export interface CardChange {
  section: string;
  code: string;
  name: string;
  from: number;
  to: number;
  delta: number;
}

export interface HeaderChange {
  key: string;
  from: string | null;
  to: string | null;
}

interface Counted {
  section: string;
  code: string;
  name: string;
  quantity: number;
}

/**
 * A saved list's quantities per section and card, read with the catalog and the list's `sets:`
 * the reader may see; cards gone from them keep their written reference.
 */
async function quantities(game: GameSlug, text: string, readerId: string | null): Promise<{ headers: Record<string, string>; cards: Map<string, Counted> }> {
  const parsed = parseDeckList(text);
  const cards = new Map<string, Counted>();
  if (!parsed.ok) return { headers: {}, cards };
  const loaded = await deckCatalog(game, readerId, setIdsOf(parsed.value.headers));
  const { index } = loaded.ok ? loaded.catalog : await gameCatalog(game);
  for (const e of parsed.value.entries) {
    const card = index.resolve(e.ref);
    const code = card ? qualifiedCode(card) : e.ref.kind === "code" ? e.ref.code : e.ref.name;
    const key = `${e.section}\u0000${code}`;
    const prev = cards.get(key);
    if (prev) prev.quantity += e.quantity;
    else cards.set(key, { section: e.section, code, name: card?.name ?? code, quantity: e.quantity });
  }
  return { headers: parsed.value.headers, cards };
}

/** Per-card quantity changes (and header changes) from one saved list to another. */
export async function diffLists(
  game: GameSlug,
  fromText: string,
  toText: string,
  readerId: string | null,
): Promise<{ cards: CardChange[]; headers: HeaderChange[] }> {
  const [a, b] = await Promise.all([quantities(game, fromText, readerId), quantities(game, toText, readerId)]);
  const sectionOrder = rulesetFor(game).sections;
  const changes: CardChange[] = [];
  for (const key of new Set([...a.cards.keys(), ...b.cards.keys()])) {
    const before = a.cards.get(key);
    const after = b.cards.get(key);
    const from = before?.quantity ?? 0;
    const to = after?.quantity ?? 0;
    if (from === to) continue;
    const card = (after ?? before)!;
    changes.push({ section: card.section, code: card.code, name: card.name, from, to, delta: to - from });
  }
  const rank = (s: string) => {
    const i = sectionOrder.indexOf(s);
    return i === -1 ? sectionOrder.length : i;
  };
  changes.sort((x, y) => rank(x.section) - rank(y.section) || x.name.localeCompare(y.name) || x.code.localeCompare(y.code));
  const headers: HeaderChange[] = [];
  for (const key of new Set([...Object.keys(a.headers), ...Object.keys(b.headers)])) {
    if (key === "game") continue;
    const from = a.headers[key] ?? null;
    const to = b.headers[key] ?? null;
    if (from !== to) headers.push({ key, from, to });
  }
  return { cards: changes, headers };
}
