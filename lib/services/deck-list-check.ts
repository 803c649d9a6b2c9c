import { parseDeckList, saying, serializeDeckList, type ListError, type ParsedList } from "../engine/deck-list";
import { qualifiedCode, resolveList, type ResolvedDeck } from "../engine/card-index";
import { isGameSlug, rulesetFor } from "../games";
import type { BaseCard, GameSlug, Validation } from "../games/types";
import type { GameCatalog } from "./catalog-index";

/** Where a deck's cards come from: the database, bundled files, or `--catalog` files. */
export type CatalogSource = (game: GameSlug) => Promise<GameCatalog>;

export type ListOutcome = { ok: true; game: GameSlug; deck: ResolvedDeck<BaseCard>; list: ParsedList } | { ok: false; error: ListError };

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

/** Parses a deck list and resolves its cards against the game's catalog. */
export async function readDeckList(text: string, source: CatalogSource, requestedGame?: string): Promise<ListOutcome> {
  const parsed = parseDeckList(text);
  if (!parsed.ok) return parsed;
  const game = listGame(parsed.value, requestedGame);
  if (!game.ok) return game;
  const ruleset = rulesetFor(game.game);
  const catalog = await source(game.game);
  const resolved = resolveList(parsed.value, catalog.index, ruleset.sections, catalog.extras);
  if (!resolved.ok) return resolved;
  return { ok: true, game: game.game, deck: resolved.value, list: parsed.value };
}

export type CheckOutcome = { ok: true; validation: Validation; deck: ResolvedDeck<BaseCard> } | { ok: false; error: ListError };

/** The whole check behind `cli validate`, `POST /api/v1/validate` and the builder. */
export async function checkDeckList(text: string, source: CatalogSource, requestedGame?: string): Promise<CheckOutcome> {
  const read = await readDeckList(text, source, requestedGame);
  if (!read.ok) return read;
  return { ok: true, validation: rulesetFor(read.game).validate(read.deck), deck: read.deck };
}

/** Writes a resolved deck back as deck-list text (CONTRACTS §2); reading it back gives the same deck. */
export function exportDeckList(game: GameSlug, deck: ResolvedDeck<BaseCard>, name?: string): string {
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
