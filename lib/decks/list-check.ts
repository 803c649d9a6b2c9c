import type { ResolvedDeck } from "../engine/card-index";
import type { ListError, ParsedList } from "../engine/deck-list";
import type { BaseCard, GameSlug, Validation } from "../games/types";
import type { GameCatalog } from "../catalog/game-catalog";
import { checkText, readText, serialize, type CatalogFor } from "./pipeline";

export { listGame } from "./pipeline";

/** Where a deck's cards come from: the database, bundled files, or `--catalog` files. */
export type CatalogSource = (game: GameSlug) => Promise<GameCatalog>;

export type ListOutcome = { ok: true; game: GameSlug; deck: ResolvedDeck<BaseCard>; list: ParsedList } | { ok: false; error: ListError };

/** The game's catalog from a source, without player-made sets (the CLI's `--catalog` files, the bundled files). */
const fromSource =
  (source: CatalogSource): CatalogFor =>
  async (game) => ({ ok: true, catalog: await source(game), sets: [] });

/** Parses a deck list once and resolves its cards against the game's catalog (lib/decks/pipeline.ts). */
export async function readDeckList(text: string, source: CatalogSource, requestedGame?: string): Promise<ListOutcome> {
  const read = await readText(text, fromSource(source), requestedGame);
  return read.ok ? { ok: true, game: read.game, deck: read.deck, list: read.list } : { ok: false, error: read.error };
}

export type CheckOutcome = { ok: true; validation: Validation; deck: ResolvedDeck<BaseCard> } | { ok: false; error: ListError };

/** The whole check behind `cli validate`: parsed, resolved and validated once each. */
export async function checkDeckList(text: string, source: CatalogSource, requestedGame?: string): Promise<CheckOutcome> {
  const checked = await checkText(text, fromSource(source), requestedGame);
  return checked.ok ? { ok: true, validation: checked.validation, deck: checked.deck } : { ok: false, error: checked.error };
}

/** Writes a resolved deck back as deck-list text (CONTRACTS §2); reading it back gives the same deck. */
export function exportDeckList(game: GameSlug, deck: ResolvedDeck<BaseCard>, name?: string): string {
  return serialize(game, deck, name);
}
