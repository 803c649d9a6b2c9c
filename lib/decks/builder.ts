import { qualifiedCode, type ResolvedDeck } from "../engine/card-index";
import { listErrorSays, type ListError, type ParsedList } from "../engine/deck-list";
import { LIMITS } from "../engine/limits";
import { rulesetFor } from "../games";
import type { BaseCard, CatalogFilter, GameSlug, HeaderChoice, Validation } from "../games/types";
import { cardInfoOf, type CardInfo } from "./card-info";
import { DomainError } from "../errors";
import { gameCatalog, type GameCatalog } from "../catalog/game-catalog";
import { MAX_CARD_LINES, MAX_LIST_BYTES } from "./input";
import { listGame, parse, resolve, serialize, validate } from "./pipeline";
import { resolveStoredDeck, storedHeaders } from "./stored-lists";
import { deckCatalog, setIdsOf } from "./deck-catalog";
import { getDeck, listDeckVersions, type DeckView, type VersionSummary } from "./service";

/**
 * The use cases behind the deck builder pages that the decks service does not have:
 * the live check of an unsaved draft (as text or as card lines), the choices the builder's
 * selectors offer (commanders, warbands, civilizations), and the data one deck page needs.
 * Validation is always the game's own (`lib/games` through `checkDeckList` / the ruleset).
 */

export type { CardInfo } from "./card-info";

export interface DraftLine {
  section: string;
  code: string;
  quantity: number;
}

/** An unsaved list: typed or pasted text, or the builder's headers and card lines. */
export type DraftInput = { game: GameSlug; text: string } | { game: GameSlug; headers: Record<string, string>; lines: DraftLine[] };

/** A reason a list cannot be read (line numbers count from 1; suggestions for unknown cards). */
export interface ListProblem {
  code: string;
  message: string;
  line?: number;
  /** What the line asked for, for "did you mean" replacements. */
  wanted?: string;
  suggestions: string[];
  /** The message key and values that say it in the reader's language (messages listProblems.json). */
  key?: string;
  values?: Record<string, string | number>;
}

export type DraftCheck =
  | {
      ok: true;
      /** The list as the export writes it (without `name:`), for the text view. */
      text: string;
      headers: Record<string, string>;
      lines: DraftLine[];
      cards: CardInfo[];
      validation: Validation;
      /** The list's own `name:` header, if it has one. */
      listName?: string;
    }
  | { ok: false; problems: ListProblem[] };

export type Choice = HeaderChoice;

/** What a builder for one game needs besides the deck: filters, sections, headers, selector choices. */
export interface BuilderSetup {
  game: GameSlug;
  title: string;
  filters: CatalogFilter[];
  sections: string[];
  headers: string[];
  /** Choices for header selectors, by header key. */
  choices: Record<string, Choice[]>;
}

/**
 * The builder's set-up for one game: catalog filters, sections, headers and selector choices,
 * the choices read from the catalog and, when given, the player-made sets the reader may see
 * (a Battle for Eden World's civilization, a set's commanders).
 */
export async function builderSetup(
  game: GameSlug,
  sets: { readerId: string | null; ids: readonly string[] } = { readerId: null, ids: [] },
): Promise<BuilderSetup> {
  const ruleset = rulesetFor(game);
  const loaded = await deckCatalog(game, sets.readerId, sets.ids);
  const catalog = loaded.ok ? loaded.catalog : await gameCatalog(game);
  return {
    game,
    title: ruleset.title,
    filters: [...(ruleset.catalogFilters ?? [])],
    sections: [...ruleset.sections],
    headers: [...ruleset.headers],
    choices: ruleset.headerChoices?.(catalog.index, catalog.extras) ?? {},
  };
}

// ---------------------------------------------------------------- the live check of a draft

/** A list error as the builder shows it, with its message key and values when the error has them. */
export function problemOf(error: ListError): ListProblem {
  const says = listErrorSays(error);
  return {
    code: error.code,
    message: error.message,
    ...(error.line !== undefined ? { line: error.line } : {}),
    suggestions: error.suggestions ?? [],
    ...(says ? { key: says.key, ...(says.values ? { values: says.values } : {}) } : {}),
  };
}

/** Every unknown card line of a parsed list (resolving stops at the first), each with its nearest names. */
function unknownCards(list: ParsedList, catalog: GameCatalog): ListProblem[] {
  const out: ListProblem[] = [];
  for (const entry of list.entries) {
    if (catalog.index.resolve(entry.ref)) continue;
    const wanted = entry.ref.kind === "code" ? entry.ref.code : entry.ref.name;
    const suggestions = out.length < LIMITS.suggestedNamesPerList ? catalog.index.suggest(wanted) : [];
    const hint = suggestions.length ? ` Did you mean ${suggestions.map((s) => `"${s}"`).join(", ")}?` : "";
    out.push({
      code: "UNKNOWN_CARD",
      message: `Line ${entry.line}: unknown card ${entry.ref.kind === "code" ? `[${wanted}]` : `"${wanted}"`}.${hint}`,
      line: entry.line,
      wanted: entry.ref.kind === "code" ? `[${wanted}]` : wanted,
      suggestions,
    });
  }
  return out;
}

function checked(game: GameSlug, deck: ResolvedDeck<BaseCard>, validation: Validation, catalog: GameCatalog): DraftCheck {
  const listName = deck.headers.name?.trim();
  const seen = new Map<string, CardInfo>();
  for (const e of deck.entries) if (!seen.has(qualifiedCode(e.card))) seen.set(qualifiedCode(e.card), cardInfoOf(game, e.card, catalog));
  // Cards named by headers (the commander, the leader) are shown too.
  for (const value of Object.values(deck.headers)) {
    const card = value ? catalog.index.find(value) : undefined;
    if (card && !seen.has(qualifiedCode(card))) seen.set(qualifiedCode(card), cardInfoOf(game, card, catalog));
  }
  return {
    ok: true,
    text: serialize(game, deck),
    headers: storedHeaders(deck.headers),
    lines: deck.entries.map((e) => ({ section: e.section, code: qualifiedCode(e.card), quantity: e.quantity })),
    cards: [...seen.values()],
    validation,
    ...(listName ? { listName } : {}),
  };
}

/**
 * Checks an unsaved draft with the game's own rules, as `POST /api/v1/validate` does, and
 * answers what the builder shows: the validation, the card lines resolved to cards, and the
 * list as text. A list that cannot be read answers with every problem found (all unknown
 * cards with their line numbers and "did you mean" names), never a 500. A text is parsed,
 * resolved, validated and written back once each (lib/decks/pipeline.ts).
 */
export async function checkDraft(input: DraftInput, readerId: string | null): Promise<DraftCheck> {
  const { game } = input;
  // The catalog and the player-made sets of the draft's `sets:` header that the reader may see (CONTRACTS §6).
  const parsed = "text" in input ? parse(input.text) : undefined;
  const headers = "text" in input ? (parsed?.ok ? parsed.value.headers : {}) : input.headers;
  const loaded = await deckCatalog(game, readerId, setIdsOf(headers), parsed?.ok ? parsed.value.headerLines.sets : undefined);
  if (!loaded.ok) return { ok: false, problems: [problemOf(loaded.error)] };
  const { catalog } = loaded;
  if ("text" in input) {
    if (Buffer.byteLength(input.text, "utf8") > MAX_LIST_BYTES) {
      return {
        ok: false,
        problems: [
          {
            code: "LIST_TOO_LARGE",
            message: `The list is larger than ${MAX_LIST_BYTES} bytes.`,
            suggestions: [],
            key: "tooLarge",
            values: { max: MAX_LIST_BYTES },
          },
        ],
      };
    }
    if (!parsed?.ok) return { ok: false, problems: [problemOf(parsed!.error)] };
    const forGame = listGame(parsed.value, game);
    if (!forGame.ok) return { ok: false, problems: [problemOf(forGame.error)] };
    const read = resolve(game, parsed.value, catalog, loaded.sets);
    if (!read.ok) {
      const unknown = read.error.code === "UNKNOWN_CARD" ? unknownCards(parsed.value, catalog) : [];
      return { ok: false, problems: unknown.length > 0 ? unknown : [problemOf(read.error)] };
    }
    const outcome = validate(read);
    if (outcome.deck.entries.length > MAX_CARD_LINES) {
      return {
        ok: false,
        problems: [
          {
            code: "LIST_TOO_LONG",
            message: `The list has ${outcome.deck.entries.length} card lines; at most ${MAX_CARD_LINES} are kept.`,
            suggestions: [],
            key: "tooManyCardLines",
            values: { count: outcome.deck.entries.length, max: MAX_CARD_LINES },
          },
        ],
      };
    }
    return checked(game, outcome.deck, outcome.validation, catalog);
  }
  if (input.lines.length > MAX_CARD_LINES) {
    return {
      ok: false,
      problems: [
        {
          code: "LIST_TOO_LONG",
          message: `The deck has ${input.lines.length} card lines; at most ${MAX_CARD_LINES} are kept.`,
          suggestions: [],
          key: "tooManyCardLines",
          values: { count: input.lines.length, max: MAX_CARD_LINES },
        },
      ],
    };
  }
  const resolved = await resolveStoredDeck(
    game,
    storedHeaders(input.headers),
    input.lines.map((l) => ({ section: l.section, cardCode: l.code, quantity: l.quantity })),
    readerId,
  );
  if (!resolved.ok) return { ok: false, problems: [problemOf(resolved.error)] };
  return checked(game, resolved.prepared.deck, resolved.prepared.validation, catalog);
}

// ---------------------------------------------------------------- pages

export interface OriginLink {
  id: string;
  /** Null when the origin is no longer readable (made private or deleted). */
  name: string | null;
  owner: string | null;
}

export interface DeckPageData {
  deck: DeckView;
  /** Catalog data of the deck's cards (and of the cards its headers name). */
  cards: CardInfo[];
  origin: OriginLink | null;
  setup: BuilderSetup;
}

/** Everything the page `/decks/[id]` shows: the deck (access as getDeck), its cards, where it was copied from. */
export async function deckPage(actorId: string | null, id: string): Promise<DeckPageData> {
  const deck = await getDeck(actorId, id);
  const loaded = await deckCatalog(
    deck.game,
    actorId,
    deck.sets.map((s) => s.id),
  );
  const catalog = loaded.ok ? loaded.catalog : await gameCatalog(deck.game);
  const cards = new Map<string, CardInfo>();
  for (const e of deck.entries) {
    const card = catalog.index.byCodeOrUndefined(e.code);
    if (card && !cards.has(e.code)) cards.set(e.code, cardInfoOf(deck.game, card, catalog));
  }
  for (const value of Object.values(deck.headers)) {
    const card = value ? catalog.index.find(value) : undefined;
    if (card && !cards.has(qualifiedCode(card))) cards.set(qualifiedCode(card), cardInfoOf(deck.game, card, catalog));
  }
  let origin: OriginLink | null = null;
  if (deck.forkedFromId) {
    try {
      const source = await getDeck(actorId, deck.forkedFromId);
      origin = { id: source.id, name: source.name, owner: source.owner };
    } catch (err) {
      if (!(err instanceof DomainError && err.kind === "not-found")) throw err;
      origin = { id: deck.forkedFromId, name: null, owner: null };
    }
  }
  return { deck, cards: [...cards.values()], origin, setup: await builderSetup(deck.game, { readerId: actorId, ids: deck.sets.map((s) => s.id) }) };
}

export interface DeckHistoryData {
  deck: Pick<DeckView, "id" | "game" | "name" | "owner" | "mine" | "version" | "visibility">;
  versions: VersionSummary[];
}

/** The page `/decks/[id]/history`: the deck (access as getDeck) and its saved versions, newest first. */
export async function deckHistory(actorId: string | null, id: string): Promise<DeckHistoryData> {
  const deck = await getDeck(actorId, id);
  const { versions } = await listDeckVersions(actorId, id);
  return {
    deck: { id: deck.id, game: deck.game, name: deck.name, owner: deck.owner, mine: deck.mine, version: deck.version, visibility: deck.visibility },
    versions: [...versions].reverse(),
  };
}
