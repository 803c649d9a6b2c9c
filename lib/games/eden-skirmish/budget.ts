import { codeOf, error, names, quantityOf, valueOf, warning, type Roster, type Rule } from "./roster";

/** EDEN rules, "3. Formar la banda": 100 points unless the players agree on another budget. */
export const DEFAULT_BUDGET = 100;
/** EDEN rules, "3. Formar la banda": it is advised not to go above 200 points. */
export const ADVISED_MAX_BUDGET = 200;

export type BudgetHeader = { ok: true; budget: number } | { ok: false; message: string };

/** Reads the `budget` header: a whole number of points ≥ 1 (`150`, `150 pts`, `150 puntos`); absent = 100. */
export function parseBudgetHeader(text: string): BudgetHeader {
  if (text === "") return { ok: true, budget: DEFAULT_BUDGET };
  const m = /^(\d{1,9})\s*(p|pts?|points?|puntos?)?\.?$/i.exec(text.trim());
  const budget = m ? Number(m[1]) : NaN;
  if (!Number.isSafeInteger(budget) || budget < 1) {
    return { ok: false, message: `"budget: ${text}" is not a number of points; write a whole number such as "budget: 150" (the default is ${DEFAULT_BUDGET}).` };
  }
  return { ok: true, budget };
}

/** The warband's total value: the sum of the known values, and the combatants whose value we do not know. */
export function warbandPoints(roster: Roster): { points: number; unpriced: string[] } {
  let points = 0;
  const unpriced: string[] = [];
  for (const entry of roster.combatants) {
    const value = valueOf(entry.card);
    if (value === undefined) unpriced.push(codeOf(entry.card));
    else points += value * quantityOf(entry);
  }
  return { points, unpriced };
}

/** Own code EDEN_BAD_BUDGET: a `budget` header that is not a whole number of points. */
export const budgetReadable: Rule = (roster) => (roster.budget.ok ? [] : [error("EDEN_BAD_BUDGET", roster.budget.message)]);

/** EDEN rules, "3. Formar la banda": the values may not exceed the budget, not even by 1 point. */
export const withinBudget: Rule = (roster) => {
  if (!roster.budget.ok) return [];
  const budget = roster.budget.budget;
  const { points } = warbandPoints(roster);
  if (points <= budget) return [];
  const cards = roster.combatants.filter((e) => valueOf(e.card) !== undefined).map((e) => codeOf(e.card));
  return [error("EDEN_OVER_BUDGET", `The warband is worth ${points} points, ${points - budget} over the budget of ${budget}.`, cards)];
};

/** EDEN rules, "3. Formar la banda": players may agree on a larger budget; above 200 is advised against. */
export const advisedBudget: Rule = (roster) =>
  roster.budget.ok && roster.budget.budget > ADVISED_MAX_BUDGET
    ? [warning("EDEN_BUDGET_HIGH", `A budget of ${roster.budget.budget} points is above the ${ADVISED_MAX_BUDGET} the rules advise.`)]
    : [];

/** Own code EDEN_UNKNOWN_VALUE: a combatant whose value our catalog lacks, so the budget check counts it as 0. */
export const valuesKnown: Rule = (roster) => {
  const unpriced = roster.combatants.filter((e) => valueOf(e.card) === undefined);
  if (unpriced.length === 0) return [];
  return [
    warning(
      "EDEN_UNKNOWN_VALUE",
      `No value is known for ${names(unpriced)}: the budget check counts ${unpriced.length === 1 ? "it" : "them"} as 0 points; check the profile card.`,
      unpriced.map((e) => codeOf(e.card)),
    ),
  ];
};
