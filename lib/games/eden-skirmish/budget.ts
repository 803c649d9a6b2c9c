import { finding } from "../types";
import { ADVISED_MAX_BUDGET } from "./budget-header";
import { cardsOf, codeOf, quantityOf, pointValueOf, type Roster, type Rule } from "./roster";

/** The warband's total value: the sum of the known values, and the combatants whose value we do not know. */
export function warbandPoints(roster: Roster): { points: number; unpriced: string[] } {
  let points = 0;
  const unpriced: string[] = [];
  for (const entry of roster.combatants) {
    const value = pointValueOf(entry.card);
    if (value === undefined) unpriced.push(codeOf(entry.card));
    else points += value * quantityOf(entry);
  }
  return { points, unpriced };
}

/** Own code EDEN_BAD_BUDGET: a `budget` header that is not a whole number of points. */
export const budgetReadable: Rule = (roster) => (roster.budget.ok ? [] : [finding("EDEN_BAD_BUDGET", [], roster.budget.params)]);

/** EDEN rules, "3. Formar la banda": the values may not exceed the budget, not even by 1 point. */
export const withinBudget: Rule = (roster) => {
  if (!roster.budget.ok) return [];
  const budget = roster.budget.budget;
  const { points } = warbandPoints(roster);
  if (points <= budget) return [];
  const cards = roster.combatants.filter((e) => pointValueOf(e.card) !== undefined).map((e) => codeOf(e.card));
  return [
    finding("EDEN_OVER_BUDGET", cards, {
      points,
      over: points - budget,
      budget,
    }),
  ];
};

/** EDEN rules, "3. Formar la banda": players may agree on a larger budget; above 200 is advised against. */
export const advisedBudget: Rule = (roster) =>
  roster.budget.ok && roster.budget.budget > ADVISED_MAX_BUDGET
    ? [
        finding("EDEN_BUDGET_HIGH", [], {
          budget: roster.budget.budget,
          max: ADVISED_MAX_BUDGET,
        }),
      ]
    : [];

/**
 * EDEN rules, "3. Formar la banda": the sum of the combatants' values may not exceed the
 * budget, and "1. D ▶ Las cartas de Perfil, 9. Valor": every combatant has a value. Without
 * it the sum, and so the budget, cannot be checked (EDEN_UNKNOWN_VALUE).
 */
export const valuesKnown: Rule = (roster) => {
  const unpriced = roster.combatants.filter((e) => pointValueOf(e.card) === undefined);
  if (unpriced.length === 0) return [];
  return [
    finding(
      "EDEN_UNKNOWN_VALUE",
      unpriced.map((e) => codeOf(e.card)),
      { cards: cardsOf(unpriced, "comma") },
    ),
  ];
};
