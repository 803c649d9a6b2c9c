import { qualifiedCode } from "../engine/card-index";
import { rulesetFor } from "../games";
import type { BaseCard, GameSlug } from "../games/types";
import type { GameCatalog } from "../catalog/game-catalog";

/** A card as the builder shows it: its catalog fields and how a list writes it. */
export interface CardInfo {
  code: string;
  name: string;
  /** The shared type column (commander, warrior, combatant, adventure, unit …). */
  type: string;
  /** The game's own card fields (CONTRACTS §1). */
  data: Record<string, unknown>;
  /** How a header or card line names it: its name when that reads back as this card, else `[code]`. */
  ref: string;
}

/** A catalog card as the builder shows it, on the server (lib/decks/builder.ts) and on the device (lib/offline/offline-check.ts). */
export function cardInfoOf(game: GameSlug, card: BaseCard, catalog: GameCatalog): CardInfo {
  const { set: _set, source: _source, ...data } = card as BaseCard & { set?: string; source?: string };
  const code = qualifiedCode(card);
  return {
    code,
    name: card.name,
    type: rulesetFor(game).cardType(card),
    data: data as Record<string, unknown>,
    ref: catalog.index.nameResolvesTo(card.name, code) && !card.name.startsWith("[") ? card.name : `[${code}]`,
  };
}
