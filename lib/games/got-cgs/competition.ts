/**
 * Which costs of each adventure the era deck's support cards could cover, and the
 * warning for Battle and Competition adventures that fewer than 2 players could cover
 * (GOT CGS rules, "Card packs ▶ Customize a session pack": "An era deck should have at
 * least 2 similar support cards, so that 2 players could compete for the same adventure").
 * "Cover" is defined in cover.ts; support cards whose own playground conditions no card of
 * the deck can meet are left out (playground.ts).
 */
import { issue, type Issue } from "../types";
import type { AdventureCoverage, CostCoverage } from "../stats";
import { conditionHolds, type CardModel } from "./attributes";
import { costsAndResources, type CostsAndResources } from "./costs";
import { DECK_NODE_BUDGET, playersCovering, type CoverAdventure, type CoverCard, type SearchBudget } from "./cover";
import { cardSetId, coverOfCard, knownAnswer, knownCoverage, parsedId, rememberAnswer, rememberCoverage } from "./cover-memo";
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

// Whether an adventure allows a support card, read once per pair of parsed attributes texts (models are shared per text and never changed).
const allowedPairs = new WeakMap<CardModel, WeakMap<CardModel, boolean>>();
function allowedOnce(adventure: CardModel, support: CardModel): boolean {
  let bySupport = allowedPairs.get(adventure);
  if (!bySupport) {
    bySupport = new WeakMap();
    allowedPairs.set(adventure, bySupport);
  }
  let allowed = bySupport.get(support);
  if (allowed === undefined) {
    allowed = supportAllowed(adventure, support);
    bySupport.set(support, allowed);
  }
  return allowed;
}

// A card's costs and resources, read once per parsed attributes text (shared by every card with that text); never changed here.
const costsRead = new WeakMap<CardModel, CostsAndResources>();
function costsOf(model: CardModel): CostsAndResources {
  let found = costsRead.get(model);
  if (!found) {
    found = costsAndResources(model);
    costsRead.set(model, found);
  }
  return found;
}

function coverCard(c: EraDeckCard): CoverCard {
  const m = c.parsed.model;
  const cr = costsOf(m);
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

/** The support cards a search may use, and a short number for them (their card descriptions and copies) for the questions' keys. */
interface Usable {
  cover: CoverCard[];
  id: number;
}

// A support card's costs and resources are read once per card and copies (cover-memo.ts), not once per adventure.
function usableOf(supports: readonly EraDeckCard[]): Usable {
  const found = supports.map((c) => coverOfCard(c, coverCard));
  return { cover: found.map((f) => f.cover), id: cardSetId(found.map((f) => f.tag).join(",")) };
}

const limitsSupports = (model: CardModel) => model.conditions.has("AllowSupportIf1") || model.conditions.has("DenySupportIf1");

/** Coverage of every adventure card (silver or gold) by the dealt support cards (silver: gold cards are not dealt). */
export function adventureCoverage(cards: readonly EraDeckCard[]): AdventureCoverage[] {
  const supports = cards.filter((c) => c.type === "support" && !c.gold);
  const budget = { left: DECK_NODE_BUDGET };
  // Most adventures limit no support card, and most decks have no support card with playground
  // conditions: then every adventure's searches use all of them, worked out once.
  const anyWaiting = supports.some(hasPlaygroundConditions);
  let everySupport: Usable | undefined;
  const coverage: AdventureCoverage[] = [];
  for (const a of cards) {
    if (a.type !== "adventure") continue;
    const model = a.parsed.model;
    let usable: Usable;
    if (anyWaiting || limitsSupports(model)) {
      const allowed = supports.filter((s) => allowedOnce(model, s.parsed.model));
      usable = usableOf(playableSupports(a, allowed));
    } else {
      everySupport ??= usableOf(supports);
      usable = everySupport;
    }
    coverage.push(adventureAnswer(a, usable, budget));
  }
  return coverage;
}

/**
 * How many players could cover the adventure's costs, all together and each alone. The search
 * reads only the adventure's costs and resources (its parsed attributes) and the usable cards:
 * adventures often ask the same of the same cards, and decks differ by a line or two, so each
 * question is searched once (cover-memo.ts).
 */
function adventureAnswer(a: EraDeckCard, usable: Usable, budget: SearchBudget): AdventureCoverage {
  const model = a.parsed.model;
  const adventureId = parsedId(a.parsed);
  // All of the adventure's answers at once, when every one was definite; the caller gets its own objects.
  const known = knownCoverage(usable.id, adventureId);
  if (known) {
    const costs: CostCoverage[] = [];
    for (const c of known.costs) costs.push({ name: c.name, required: c.required, players: c.players });
    return { code: a.card.code, name: a.card.name, roleplay: model.roleplay ?? null, players: known.players, costs };
  }
  const cr = costsOf(model);
  const question = `${adventureId}|${usable.id}|`;
  const players = answer(question, cr, usable, undefined, budget);
  const costs: CostCoverage[] = [];
  let definite = players !== null;
  for (const name of Object.keys(cr.adventureCommonCosts)) {
    const cost: CostCoverage = { name, required: cr.adventureCommonCosts[name], players: players === 2 ? 2 : answer(question, cr, usable, name, budget) };
    if (cost.players === null) definite = false;
    costs.push(cost);
  }
  if (definite) {
    rememberCoverage(usable.id, adventureId, {
      players: players as 0 | 1 | 2,
      costs: costs.map((c) => ({ name: c.name, required: c.required, players: c.players as 0 | 1 | 2 })),
    });
  }
  return { code: a.card.code, name: a.card.name, roleplay: model.roleplay ?? null, players, costs };
}

function answer(question: string, adventure: CoverAdventure, usable: Usable, only: string | undefined, budget: SearchBudget): 0 | 1 | 2 | null {
  const key = only === undefined ? question : question + only;
  const known = knownAnswer(key);
  if (known !== undefined) return known;
  const found = playersCovering(adventure, usable.cover, 2, only, budget);
  rememberAnswer(key, found);
  return found;
}

// GOT CGS rules, "Card packs ▶ Customize a session pack": 2 players should be able to compete for each Battle or Competition adventure.
export function competitionUncovered(coverage: readonly AdventureCoverage[]): Issue[] {
  return coverage
    .filter((a) => (a.roleplay === "Battle" || a.roleplay === "Competition") && a.players !== null && a.players < 2)
    .map((a) => {
      const short = a.costs.filter((c) => c.players !== null && c.players < 2).map((c) => `${c.name} ${c.required}`);
      const who = a.players === 0 ? "no player" : "only one player";
      const which = short.length > 0 ? ` (short: ${short.join(", ")})` : "";
      return issue(
        "GOT_COMPETITION_UNCOVERED",
        `${a.roleplay} adventure ${a.name} (${a.code}): ${who} could cover its costs from the deck's support cards${which}; 2 players should be able to compete for it.`,
        [a.code],
        {
          roleplay: a.roleplay ?? "",
          adventure: `${a.name} (${a.code})`,
          players: a.players ?? 0,
          hasShort: short.length > 0 ? "yes" : "no",
          short: short.join(", "),
        },
      );
    });
}
