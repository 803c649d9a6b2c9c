import { qualifiedCode, resolveList, type ResolvedDeck } from "../engine/card-index";
import { parseDeckList, saying, serializeDeckList, type ListError, type ParsedList, type Result } from "../engine/deck-list";
import { isGameSlug, rulesetFor } from "../games";
import type { BaseCard, GameSlug, Validation } from "../games/types";
import type { GameCatalog } from "../catalog/game-catalog";

/**
 * The one deck pipeline (docs/builder.md, "One deck pipeline"): a list's text is parsed once,
 * its game found, its catalog loaded, its cards resolved once against that catalog, the game's
 * rules run once, and the text written is that result serialized once. Saving a deck
 * (decks.ts), the builder's draft check (builder.ts), `POST /api/v1/validate`, `cli validate`
 * and the saved deck's view all take their result from here, each step once.
 */

/** A player-made set a deck draws on (CONTRACTS §6), at the version read. */
export interface DeckSet {
  id: string;
  name: string;
  version: number;
}

/** A list read: parsed, its game found, its cards resolved against `catalog` (with the `sets:` it drew on). */
export interface ReadList {
  ok: true;
  game: GameSlug;
  list: ParsedList;
  deck: ResolvedDeck<BaseCard>;
  catalog: GameCatalog;
  sets: DeckSet[];
}

/** A list read and checked: the game's own validation of its deck. */
export interface CheckedList extends ReadList {
  validation: Validation;
}

export type Failed = { ok: false; error: ListError; list?: ParsedList };

/** Where a read list's cards come from: the game's catalog, and the player-made sets its headers name that may be used. */
export type CatalogFor = (game: GameSlug, list: ParsedList) => Promise<{ ok: true; catalog: GameCatalog; sets: DeckSet[] } | { ok: false; error: ListError }>;

/** Step 1: the text parsed (CONTRACTS §2). */
export function parse(text: string): Result<ParsedList> {
  return parseDeckList(text);
}

/** Which game a list is for: the `--game`/API value, else its `game:` header. */
export function listGame(list: ParsedList, requested?: string): { ok: true; game: GameSlug } | { ok: false; error: ListError } {
  const header = list.headers.game?.trim().toLowerCase();
  const wanted = requested?.trim().toLowerCase() || header;
  if (!wanted)
    return {
      ok: false,
      error: saying(
        { code: "UNKNOWN_GAME", message: "No game: add a `game:` header (dark-eden, battle-for-eden, got-cgs, eden-skirmish) or pass --game." },
        "noGame",
      ),
    };
  if (!isGameSlug(wanted))
    return {
      ok: false,
      error: saying(
        {
          code: "UNKNOWN_GAME",
          message: `Unknown game "${wanted}"; the games are dark-eden, battle-for-eden, got-cgs, eden-skirmish.`,
          ...(list.headerLines.game && !requested ? { line: list.headerLines.game } : {}),
        },
        "unknownGame",
        { wanted },
      ),
    };
  if (requested && header && header !== wanted) {
    return {
      ok: false,
      error: saying(
        { code: "GAME_MISMATCH", message: `The list says game: ${header}, but ${wanted} was asked for.`, line: list.headerLines.game },
        "gameMismatch",
        { header, wanted },
      ),
    };
  }
  return { ok: true, game: wanted };
}

/** Step 2: a parsed list's cards resolved against the catalog (repeated lines add up). */
export function resolve(game: GameSlug, list: ParsedList, catalog: GameCatalog, sets: DeckSet[]): ReadList | Failed {
  const resolved = resolveList(list, catalog.index, rulesetFor(game).sections, catalog.extras);
  if (!resolved.ok) return { ok: false, error: resolved.error, list };
  return { ok: true, game, list, deck: resolved.value, catalog, sets };
}

/** Step 3: the game's own rules, once. */
export function validate(read: ReadList): CheckedList {
  return { ...read, validation: rulesetFor(read.game).validate(read.deck) };
}

/** Steps 1 and 2 in their usual order: parse, find the game, load its catalog, resolve. */
export async function readText(text: string, catalogFor: CatalogFor, requestedGame?: string): Promise<ReadList | Failed> {
  const parsed = parse(text);
  if (!parsed.ok) return parsed;
  const game = listGame(parsed.value, requestedGame);
  if (!game.ok) return { ...game, list: parsed.value };
  const loaded = await catalogFor(game.game, parsed.value);
  if (!loaded.ok) return { ok: false, error: loaded.error, list: parsed.value };
  return resolve(game.game, parsed.value, loaded.catalog, loaded.sets);
}

/** Steps 1 to 3: the whole check behind `cli validate`, `POST /api/v1/validate` and a save. */
export async function checkText(text: string, catalogFor: CatalogFor, requestedGame?: string): Promise<CheckedList | Failed> {
  const read = await readText(text, catalogFor, requestedGame);
  return read.ok ? validate(read) : read;
}

/** A stored deck's lines (by code) as a parsed list: nothing to parse, its line numbers its rows'. */
export function storedList(headers: Record<string, string>, rows: readonly { section: string; cardCode: string; quantity: number }[]): ParsedList {
  return {
    headers: { ...headers },
    headerLines: {},
    entries: rows.map((r, i) => ({ quantity: r.quantity, ref: { kind: "code", code: r.cardCode }, section: r.section, line: i + 1 })),
    sections: [...new Set(rows.map((r) => r.section))],
  };
}

/** Step 4: a resolved deck written as deck-list text (CONTRACTS §2); reading it back gives the same deck. */
export function serialize(game: GameSlug, deck: ResolvedDeck<BaseCard>, name?: string): string {
  const ruleset = rulesetFor(game);
  const headers: Record<string, string> = { game };
  if (name) headers.name = name;
  for (const [k, v] of Object.entries(deck.headers)) if (k !== "game" && k !== "name") headers[k] = v;
  return serializeDeckList(
    headers,
    deck.entries.map((e) => ({ quantity: e.quantity, code: qualifiedCode(e.card), name: e.card.name, section: e.section })),
    { headerOrder: ruleset.headers, sectionOrder: ruleset.sections, nameResolvesTo: (n, c) => deck.cards.nameResolvesTo(n, c) },
  );
}
