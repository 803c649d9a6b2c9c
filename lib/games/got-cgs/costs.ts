/**
 * Costs, resources and feats of a card by attribute name (GOT CGS rules, "Cards ▶
 * Predefined attribute categories ▶ Costs", "▶ Resources", "▶ Feats").
 */
import { numbersIn, type CardModel } from "./attributes";

export interface CostsAndResources {
  adventureCosts: Record<string, number>;
  adventureCommonCosts: Record<string, number>;
  eraCosts: Record<string, number>;
  adventureResources: Record<string, number>;
  eraResources: Record<string, number>;
  /** The numerical feats only; text feats serve conditions, not costs. */
  feats: Record<string, number>;
}

export function costsAndResources(model: CardModel): CostsAndResources {
  return {
    adventureCosts: numbersIn(model, "AdventureCosts"),
    adventureCommonCosts: numbersIn(model, "AdventureCommonCosts"),
    eraCosts: numbersIn(model, "EraCosts"),
    adventureResources: numbersIn(model, "AdventureResources"),
    eraResources: numbersIn(model, "EraResources"),
    feats: numbersIn(model, "Feats"),
  };
}
