import { issue } from "../types";
import { ADVISED_MAX_BUDGET } from "./budget-header";
import { cardsOf, codeOf, names, quantityOf, pointValueOf, type Roster, type Rule } from "./roster";

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
export const budgetReadable: Rule = (roster) => (roster.budget.ok ? [] : [issue("EDEN_BAD_BUDGET", roster.budget.message, [], roster.budget.params)]);

/** EDEN rules, "3. Formar la banda": the values may not exceed the budget, not even by 1 point. */
export const withinBudget: Rule = (roster) => {
  if (!roster.budget.ok) return [];
  const budget = roster.budget.budget;
  const { points } = warbandPoints(roster);
  if (points <= budget) return [];
  const cards = roster.combatants.filter((e) => pointValueOf(e.card) !== undefined).map((e) => codeOf(e.card));
  return [
    issue("EDEN_OVER_BUDGET", `The warband is worth ${points} points, ${points - budget} over the budget of ${budget}.`, cards, {
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
        issue("EDEN_BUDGET_HIGH", `A budget of ${roster.budget.budget} points is above the ${ADVISED_MAX_BUDGET} the rules advise.`, [], {
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
    issue(
      "EDEN_UNKNOWN_VALUE",
      `No value (points) is known for ${names(unpriced)}: the warband's total, and so the budget, cannot be checked; add the value from the profile card.`,
      unpriced.map((e) => codeOf(e.card)),
      { cards: cardsOf(unpriced) },
    ),
  ];
};
