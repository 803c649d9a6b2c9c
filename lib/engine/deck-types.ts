/**
 * The types every layer shares about cards and resolved decks. A leaf module: it imports
 * nothing from the project, so lib/engine, lib/games and lib/goldfish can all read it
 * without importing one another in a circle (tests/unit/architecture/imports.test.ts).
 */

/** Fields every catalog card has, whatever the game (CONTRACTS §1). */
export interface BaseCard {
  code: string;
  name: string;
  names?: Record<string, string>;
  text?: string;
}

/** A card as the engine sees it: the game's own fields plus the set it came from. */
export type CatalogCard<C extends BaseCard = BaseCard> = C & {
  set: string /** The player-made set's id (CONTRACTS §6); absent for catalog cards. */;
  source?: string;
};

/** Extra file-level data a game's catalog file may carry (e.g. battle-for-eden civilizations). */
export interface CatalogExtras {
  civilizations?: { code: string; name: string; color?: string }[];
}

/** The cards of one game as the rules read them: every card, and a card by code or name (CardIndex). */
export interface CardLookup<C extends BaseCard = BaseCard> {
  readonly all: readonly CatalogCard<C>[];
  readonly size: number;
  byCodeOrUndefined(code: string): CatalogCard<C> | undefined;
  byNameOrUndefined(name: string): CatalogCard<C> | undefined;
  /** A header value such as `commander: Kommendant Leitheusser` or `leader: [yuri]`. */
  find(text: string): CatalogCard<C> | undefined;
  /** True when `name` reads back as the card with `code` (the serializer writes it by name then). */
  nameResolvesTo(name: string, code: string): boolean;
  /** Up to `limit` known names nearest to `text` (for "did you mean …"). */
  suggest(text: string, limit?: number): string[];
}

export interface DeckEntry<C extends BaseCard = BaseCard> {
  card: CatalogCard<C>;
  quantity: number;
  section: string;
  /** The list line the entry was first read from (absent for decks built in code). */
  line?: number;
}

/** A deck list whose card lines are resolved to catalog cards; headers stay text. */
export interface ResolvedDeck<C extends BaseCard = BaseCard> {
  headers: Record<string, string>;
  entries: DeckEntry<C>[];
  /** The catalog the deck was resolved against, for header references (commander, leader). */
  cards: CardLookup<C>;
  /** File-level catalog data such as battle-for-eden civilizations. */
  extras: CatalogExtras;
}
