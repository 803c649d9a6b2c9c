/**
 * What one card does to the era deck of its set, for the card designer: an adventure card
 * — how many players could cover its costs with the set's support cards, cost by cost, and
 * which support cards bring each resource; a support card — the adventures of the set whose
 * costs it brings resources for, and how many players could cover each with and without it.
 * The counting is the engine's own (competition.ts, cover.ts), over an era deck holding the
 * same number of copies of every card of the set (1 unless told: "Cards ▶ Identifier": an era
 * deck may contain several copies of the same card; "Card packs ▶ Customize a session pack": it
 * should hold at least 2 similar support cards, so 2 players could compete).
 */
import type { AdventureCoverage } from "../stats";
import type { CatalogCard } from "../types";
import type { GotCard } from "./card";
import { cardAttributes, cardTypeOfCard } from "./card-attributes";
import { adventureCoverage, supportAllowed } from "./competition";
import { costsAndResources } from "./costs";
import type { EraDeckCard } from "./era-deck";
import { playableSupports } from "./playground";

export type Players = 0 | 1 | 2 | null;

export interface CardRef {
  code: string;
  name: string;
}

export interface CostReach {
  name: string;
  required: number;
  /** Players (0–2) who could each cover this cost; null when the search gave up. */
  players: Players;
  /** The set's (silver) support cards that may be played in this adventure and bring this resource. */
  supports: CardRef[];
}

export interface AdventureReach {
  kind: "adventure";
  roleplay: string | null;
  /** Players (0–2) who could each cover all its costs at once; null when unknown. */
  players: Players;
  costs: CostReach[];
  /** Battle and Competition adventures should be coverable by 2 players ("Card packs ▶ Customize a session pack"). */
  competitive: boolean;
}

export interface SupportHelp extends CardRef {
  roleplay: string | null;
  /** The adventure's cost names this card brings resources for. */
  costs: string[];
  /** False when the adventure's AllowSupportIf1 / DenySupportIf1 keep this card out (or its playground conditions cannot be met). */
  playable: boolean;
  /** Players who could cover the adventure's costs with this card in the deck, and without it. */
  playersWith: Players;
  playersWithout: Players;
}

export interface SupportReach {
  kind: "support";
  /** Gold cards are not dealt ("Playing ▶ Session ▶ Era ▶ Dealing cards"), so they cover nothing in the deck's counting. */
  gold: boolean;
  /** The resources it brings to an adventure, by name ("Cards ▶ Predefined attribute categories ▶ Resources"). */
  resources: Record<string, number>;
  adventures: SupportHelp[];
}

export type CardCoverage = AdventureReach | SupportReach | { kind: "unknown" };

/** The most copies of each card the designer's era deck may hold. */
export const MAX_DESIGN_COPIES = 10;

/** A card of a designed set as the era-deck rules read it, in `copies` copies (1 unless told). */
export function deckCard(card: GotCard, set: string, copies = 1): EraDeckCard {
  const catalogCard: CatalogCard<GotCard> = { ...card, set };
  return { card: catalogCard, quantity: copies, gold: card.gold === true, type: cardTypeOfCard(card), parsed: cardAttributes(card) };
}

/** A copies count the designer's era deck may hold: a whole number from 1 to MAX_DESIGN_COPIES (else 1). */
export function designCopies(copies: number): number {
  return Number.isInteger(copies) && copies >= 1 ? Math.min(copies, MAX_DESIGN_COPIES) : 1;
}

const byCode = (coverage: readonly AdventureCoverage[]) => new Map(coverage.map((a) => [a.code, a]));

/**
 * The card's reach in the era deck made of it and `others` (the set's other cards; one
 * with the card's own code is the card's saved self and is left out), `copies` copies of each.
 * For a support card, "without it" takes out every copy of it.
 */
export function cardCoverage(card: GotCard, others: readonly GotCard[], set = "design", copies = 1): CardCoverage {
  const n = designCopies(copies);
  const self = deckCard(card, set, n);
  const rest = others.filter((c) => c.code !== card.code).map((c) => deckCard(c, set, n));
  if (self.type === "adventure") return adventureReach(self, rest);
  if (self.type === "support") return supportReach(self, rest);
  return { kind: "unknown" };
}

// GOT CGS rules, "▶ End of adventure ▶ Winning conditions": the costs are covered by the resources of the support cards a player plays.
function adventureReach(self: EraDeckCard, rest: readonly EraDeckCard[]): AdventureReach {
  const found = byCode(adventureCoverage([self, ...rest])).get(self.card.code);
  const model = self.parsed.model;
  // GOT CGS rules, "▶ Conditional play ▶ AllowSupportIf1 / DenySupportIf1" and "▶ AllowPlayIfPlayground": only those may be played in it.
  const usable = playableSupports(
    self,
    rest.filter((s) => s.type === "support" && !s.gold && supportAllowed(model, s.parsed.model)),
  );
  const costs = (found?.costs ?? []).map((c) => ({
    ...c,
    supports: usable
      .filter((s) => (costsAndResources(s.parsed.model).adventureResources[c.name] ?? 0) > 0)
      .map((s) => ({ code: s.card.code, name: s.card.name })),
  }));
  const roleplay = model.roleplay ?? null;
  return { kind: "adventure", roleplay, players: found?.players ?? null, costs, competitive: roleplay === "Battle" || roleplay === "Competition" };
}

function supportReach(self: EraDeckCard, rest: readonly EraDeckCard[]): SupportReach {
  const resources = costsAndResources(self.parsed.model).adventureResources;
  const adventures = rest.filter((c) => c.type === "adventure");
  const helped = adventures
    .map((a) => ({ a, costs: Object.keys(costsAndResources(a.parsed.model).adventureCommonCosts).filter((n) => (resources[n] ?? 0) > 0) }))
    .filter((h) => h.costs.length > 0);
  if (helped.length === 0 || self.gold) return { kind: "support", gold: self.gold, resources, adventures: [] };
  const supportsOf = (a: EraDeckCard) =>
    playableSupports(
      a,
      [self, ...rest].filter((s) => s.type === "support" && !s.gold && supportAllowed(a.parsed.model, s.parsed.model)),
    );
  const withCard = byCode(adventureCoverage([self, ...rest]));
  const withoutCard = byCode(adventureCoverage(rest));
  return {
    kind: "support",
    gold: false,
    resources,
    adventures: helped.map(({ a, costs }) => ({
      code: a.card.code,
      name: a.card.name,
      roleplay: a.parsed.model.roleplay ?? null,
      costs,
      playable: supportsOf(a).includes(self),
      playersWith: withCard.get(a.card.code)?.players ?? null,
      playersWithout: withoutCard.get(a.card.code)?.players ?? null,
    })),
  };
}
