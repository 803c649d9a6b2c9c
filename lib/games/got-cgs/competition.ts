/**
 * Which costs of each adventure the era deck's support cards could cover, and the
 * warning for Battle and Competition adventures that fewer than 2 players could cover
 * (GOT CGS rules, "Card packs ▶ Customize a session pack": "An era deck should have at
 * least 2 similar support cards, so that 2 players could compete for the same adventure").
 * "Cover" is defined in cover.ts; support cards whose own playground conditions no card of
 * the deck can meet are left out (playground.ts).
 */
import { type Issue, finding } from "../types";
import type { AdventureCoverage, CostCoverage } from "../stats";
import { conditionHolds, type CardModel, type ParsedAttributes } from "./attributes";
import { costsAndResources, type CostsAndResources } from "./costs";
import { DECK_NODE_BUDGET, playersCovering, type CoverAdventure, type CoverCard, type SearchBudget } from "./cover";
import type { EraDeckCard } from "./era-deck";
import { identityKey } from "./identifier";
import { hasPlaygroundConditions, playableSupports } from "./playground";

export type { AdventureCoverage, CostCoverage };

// GOT CGS rules, "Cards ▶ Predefined attribute categories ▶ Conditional play ▶ AllowSupportIf1" and "▶ DenySupportIf1".
export function supportAllowed(adventure: CardModel, support: CardModel): boolean {
  for (const c of adventure.conditions.get("AllowSupportIf1") ?? []) if (conditionHolds(c, support) === false) return false;
  for (const c of adventure.conditions.get("DenySupportIf1") ?? []) if (conditionHolds(c, support) === true) return false;
  return true;
}

/** A support card as the search reads it (cover.ts): its identity and the costs and resources its attributes give. */
function coverCard(c: EraDeckCard, cr: CostsAndResources): CoverCard {
  const m = c.parsed.model;
  return {
    code: c.card.code,
    copies: c.quantity,
    identity: identityKey(c.card),
    ...(m.unique !== undefined ? { unique: m.unique } : {}),
    ...(m.uniqueAny !== undefined ? { uniqueAny: m.uniqueAny } : {}),
    adventureResources: cr.adventureResources,
    adventureCosts: cr.adventureCosts,
    adventureCommonCosts: cr.adventureCommonCosts,
  };
}

/** The support cards a search may use, and a number for them (the same cards, the same number) for the questions' keys. */
interface Usable {
  cover: CoverCard[];
  id: number;
}

/**
 * What one coverage reading remembers while it runs, and nothing after it: it is made for
 * one call of adventureCoverage and dropped with it. Adventures with the same attributes text
 * (one parsed object: era-deck.ts reads each text once a deck) and the same usable cards ask
 * the same questions, and many adventures use every support card, so each question is searched
 * once a deck (cover.ts: the search is exact, a pure function of its inputs).
 */
class CoverageReading {
  private readonly costs = new Map<CardModel, CostsAndResources>();
  private readonly covers = new Map<EraDeckCard, CoverCard>();
  private readonly usables = new Map<string, Usable>();
  private readonly parsedIds = new Map<ParsedAttributes, number>();
  private readonly answers = new Map<string, 0 | 1 | 2>();
  readonly budget: SearchBudget = { left: DECK_NODE_BUDGET };

  constructor(private readonly supports: readonly EraDeckCard[]) {}

  /** A card's costs and resources, read once per parsed attributes text. */
  costsOf(model: CardModel): CostsAndResources {
    let found = this.costs.get(model);
    if (!found) {
      found = costsAndResources(model);
      this.costs.set(model, found);
    }
    return found;
  }

  /** The search's cards for these support cards (a subset of the deck's, in deck order): one object per set of cards. */
  usable(cards: readonly EraDeckCard[]): Usable {
    const key = cards.length === this.supports.length ? "all" : cards.map((c) => this.supports.indexOf(c)).join(",");
    let found = this.usables.get(key);
    if (!found) {
      found = { cover: cards.map((c) => this.coverOf(c)), id: this.usables.size };
      this.usables.set(key, found);
    }
    return found;
  }

  private coverOf(c: EraDeckCard): CoverCard {
    let found = this.covers.get(c);
    if (!found) {
      found = coverCard(c, this.costsOf(c.parsed.model));
      this.covers.set(c, found);
    }
    return found;
  }

  /** A number for an adventure's parsed attributes (the same object, the same number). */
  parsedId(parsed: ParsedAttributes): number {
    let id = this.parsedIds.get(parsed);
    if (id === undefined) {
      id = this.parsedIds.size;
      this.parsedIds.set(parsed, id);
    }
    return id;
  }

  /**
   * How many players could cover the adventure's costs (or only its cost `only`) with these
   * cards. An unknown answer (`null`: the node budget ran out) is not kept: asked again, the
   * question is searched again with the budget then left.
   */
  answer(question: string, adventure: CoverAdventure, usable: Usable, only: string | undefined): 0 | 1 | 2 | null {
    const key = only === undefined ? question : question + only;
    const known = this.answers.get(key);
    if (known !== undefined) return known;
    const found = playersCovering(adventure, usable.cover, 2, only, this.budget);
    if (found !== null) this.answers.set(key, found);
    return found;
  }
}

const limitsSupports = (model: CardModel) => model.conditions.has("AllowSupportIf1") || model.conditions.has("DenySupportIf1");

/** Coverage of every adventure card (silver or gold) by the dealt support cards (silver: gold cards are not dealt). */
export function adventureCoverage(cards: readonly EraDeckCard[]): AdventureCoverage[] {
  const supports = cards.filter((c) => c.type === "support" && !c.gold);
  const reading = new CoverageReading(supports);
  // Most adventures limit no support card, and most decks have no support card with playground
  // conditions: then every adventure's searches use all of them.
  const anyWaiting = supports.some(hasPlaygroundConditions);
  const coverage: AdventureCoverage[] = [];
  for (const a of cards) {
    if (a.type !== "adventure") continue;
    const model = a.parsed.model;
    const usable =
      anyWaiting || limitsSupports(model)
        ? reading.usable(
            playableSupports(
              a,
              supports.filter((s) => supportAllowed(model, s.parsed.model)),
            ),
          )
        : reading.usable(supports);
    coverage.push(adventureAnswer(a, usable, reading));
  }
  return coverage;
}

/**
 * How many players could cover the adventure's costs, all together and each alone. The search
 * reads only the adventure's costs and resources (its parsed attributes) and the usable cards.
 */
function adventureAnswer(a: EraDeckCard, usable: Usable, reading: CoverageReading): AdventureCoverage {
  const model = a.parsed.model;
  const cr = reading.costsOf(model);
  const question = `${reading.parsedId(a.parsed)}|${usable.id}|`;
  const players = reading.answer(question, cr, usable, undefined);
  const costs: CostCoverage[] = [];
  for (const name of Object.keys(cr.adventureCommonCosts)) {
    costs.push({ name, required: cr.adventureCommonCosts[name], players: players === 2 ? 2 : reading.answer(question, cr, usable, name) });
  }
  return { code: a.card.code, name: a.card.name, roleplay: model.roleplay ?? null, players, costs };
}

// GOT CGS rules, "Card packs ▶ Customize a session pack": 2 players should be able to compete for each Battle or Competition adventure.
export function competitionUncovered(coverage: readonly AdventureCoverage[]): Issue[] {
  return coverage
    .filter((a) => (a.roleplay === "Battle" || a.roleplay === "Competition") && a.players !== null && a.players < 2)
    .map((a) => {
      const short = a.costs.filter((c) => c.players !== null && c.players < 2).map((c) => `${c.name} ${c.required}`);
      return finding("GOT_COMPETITION_UNCOVERED", [a.code], {
        roleplay: a.roleplay ?? "",
        adventure: `${a.name} (${a.code})`,
        players: a.players ?? 0,
        hasShort: short.length > 0 ? "yes" : "no",
        short: short.join(", "),
      });
    });
}
