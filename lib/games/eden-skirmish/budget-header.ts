/**
 * The warband's points budget as the `budget` header states it (CONTRACTS §2), read the
 * same way by the rules and by the builder's budget meter.
 */

/** EDEN rules, "3. Formar la banda": 100 points unless the players agree on another budget. */
export const DEFAULT_BUDGET = 100;
/** EDEN rules, "3. Formar la banda": it is advised not to go above 200 points. */
export const ADVISED_MAX_BUDGET = 200;

/** A header that does not read: the values of its message (validation.EDEN_BAD_BUDGET, worded by the rule that reports it). */
export type BudgetHeader = { ok: true; budget: number } | { ok: false; params: { text: string; default: number } };

/** Reads the `budget` header: a whole number of points ≥ 1 (`150`, `150 pts`, `150 puntos`); absent = 100. */
export function parseBudgetHeader(text: string): BudgetHeader {
  if (text.trim() === "") return { ok: true, budget: DEFAULT_BUDGET };
  const m = /^(\d{1,9})\s*(p|pts?|points?|puntos?)?\.?$/i.exec(text.trim());
  const budget = m ? Number(m[1]) : NaN;
  if (!Number.isSafeInteger(budget) || budget < 1) {
    return { ok: false, params: { text, default: DEFAULT_BUDGET } };
  }
  return { ok: true, budget };
}
