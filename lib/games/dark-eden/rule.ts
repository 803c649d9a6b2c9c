import type { RuleCheck } from "../types";
import type { Affiliation, WarriorClass } from "./card";
import type { CardFacts } from "./card-facts";
import type { ForbidEntry, Selector } from "./card-text";
import type { Card, DarkEdenDeck, Slot } from "./deck";
import type { ModeHeader } from "./first-few-games";

/** A qualified `allows` entry of a card, e.g. Samir's Templar VEHICLES. */
export interface QualifiedAccess {
  selector: Selector;
  /** The card whose text lets them in (the Commander, or a card of the deck). */
  by: Card;
}

/** Which cards this deck can play by affiliation, and through which cards (Dark Eden rules, "AFFILIATION"). */
export interface AffiliationAccess {
  /** False when there is no Commander to judge by: affiliation is then not checked. */
  known: boolean;
  /** Playable from the start: General, the Commander's own and what the Commander allows. */
  native: ReadonlySet<Affiliation>;
  /** The same, a bit each (affiliations.ts affiliationBits): what each card is asked. */
  nativeBits: number;
  /** Playable once one of these cards from the deck is in play. */
  viaCards: ReadonlyMap<Affiliation, readonly Card[]>;
  /** Narrower allows ("VEHICLES of the Templars", "ISLAND TEAM MEMBERS"): the Commander's and playable cards'. */
  qualified: readonly QualifiedAccess[];
}

/** How a card may enter play by affiliation: at once, once one of `via` is in play, or not at all. */
export type Access = { native: true } | { native: false; via: readonly Card[] } | null;

/** One card of the play deck, its copies and what this deck makes of it, worked out once per deck. */
export interface PlaySlot extends Slot {
  /** The card's own text as the checks read it (card-facts.ts). */
  facts: CardFacts;
  /** How the card's affiliation lets it in (null: nothing in the deck does). */
  access: Access;
  /** The Commander's `forbids` entry that names the card, the NEVER one first. */
  forbidden: ForbidEntry | undefined;
  /** True when the card can ever be played from this deck: its affiliation lets it in, the Commander never forbids it and its needs allow this Commander. */
  canPlay: boolean;
}

/** Everything the rules read, worked out once per deck. */
export interface DeckContext {
  deck: DarkEdenDeck;
  mode: ModeHeader;
  /** The card the `commander` header names, whatever its type. */
  commanderHeader?: Card;
  /** The Commander, when the header names a Commander card; it is in play from the start. */
  commander?: Card;
  /** The play deck, one slot per card, in list order. */
  slots: PlaySlot[];
  /** Cards in the play deck; a Commander card never counts (deck-size.ts deckSize). */
  deckSize: number;
  affiliations: AffiliationAccess;
  /** The play-deck cards designated `designation` (EQUIPMENT, RITUAL …), in list order. */
  designated(designation: string): readonly Card[];
  /**
   * The Commander and the playable cards of the deck that allow `what` (CAVALRY, VEHICLES,
   * EQUIPMENT); given `card`, also those whose qualified allow (`vehicle:submarine`) covers it.
   */
  enablers(what: WarriorClass | "equipment", card?: Card): Card[];
}

/** One Dark Eden deck-building check (lib/games/types.ts RuleCheck). */
export type DeckCheck = RuleCheck<DeckContext>;
