import { warbandPoints } from "./budget";
import { findLeader } from "./leader";
import { cardsOf, codeOf, kindOf, normalPsiOf, quantityOf, type Roster, type Rule } from "./roster";
import { finding } from "../types";
import type { EdenStats } from "../stats";

export type { EdenStats };

/**
 * EDEN rules, "4. A - La Fase de Preparación", Etapa 2: the pool is the sum of the combatants'
 * PSI, divided by two for a stigma warband; "2. G - Medir y redondear": rounded up. The PSI
 * is the normal (white) value: no combatant is wounded before the game starts.
 */
export function strategyPoints(roster: Roster): number | null {
  if (!roster.warband?.ok) return null;
  let sum = 0;
  for (const e of roster.combatants) {
    const psi = normalPsiOf(e.card);
    if (psi === undefined) return null;
    sum += psi * quantityOf(e);
  }
  return roster.warband.warband.type === "stigma" ? Math.ceil(sum / 2) : sum;
}

/** EDEN rules, "4. A - La Fase de Preparación", Etapa 8: the tactic hand holds as many cards as the leader's PSI. */
export function tacticHandSize(roster: Roster): number | null {
  const leader = findLeader(roster);
  return leader ? (normalPsiOf(leader.card) ?? null) : null;
}

/** Own code EDEN_UNKNOWN_PSI: a combatant whose PSI our catalog lacks, so the strategy points (and the hand size) are unknown. */
export const psiKnown: Rule = (roster) => {
  const unknown = roster.combatants.filter((e) => normalPsiOf(e.card) === undefined);
  if (unknown.length === 0) return [];
  return [
    finding(
      "EDEN_UNKNOWN_PSI",
      unknown.map((e) => codeOf(e.card)),
      { cards: cardsOf(unknown, "comma"), leader: unknown.some((e) => e === findLeader(roster)) ? "yes" : "no" },
    ),
  ];
};

export function warbandStats(roster: Roster): EdenStats {
  const count = (entries: typeof roster.main, kind: string) => entries.filter((e) => kindOf(e.card) === kind).reduce((n, e) => n + quantityOf(e), 0);
  const leader = findLeader(roster);
  return {
    points: warbandPoints(roster).points,
    budget: roster.budget.ok ? roster.budget.budget : null,
    strategyPoints: strategyPoints(roster),
    tacticHandSize: tacticHandSize(roster),
    combatants: count(roster.combatants, "combatant"),
    missions: count(roster.missions, "mission"),
    tactics: count(roster.tactics, "tactic"),
    warband: roster.warband?.ok ? { type: roster.warband.warband.type, slug: roster.warband.warband.slug } : null,
    leader: leader ? codeOf(leader.card) : null,
  };
}
