import { tacticHandSize } from "./stats";
import { cardsOf, codeOf, kindOf, nameKey, quantityOf, type EdenEntry, type Rule } from "./roster";
import { finding } from "../types";

function tacticCards(entries: readonly EdenEntry[]): EdenEntry[] {
  return entries.filter((e) => kindOf(e.card) === "tactic");
}

/** Own code EDEN_WRONG_SECTION: the [tactics] section holds tactic cards only ("1. D - Las cartas de Táctica"). */
export const onlyTactics: Rule = (roster) => {
  const others = roster.tactics.filter((e) => kindOf(e.card) !== "tactic");
  return others.length === 0
    ? []
    : [
        finding(
          "EDEN_WRONG_SECTION",
          others.map((e) => codeOf(e.card)),
          { section: "tactics", cards: cardsOf(others, "comma") },
        ),
      ];
};

/**
 * EDEN rules, "4. A - La Fase de Preparación", Etapa 8: the tactic hand holds one card of a
 * name at most (and "1. D - Las cartas de Táctica", 2: no two tactics of one name in a game).
 */
export const uniqueTactics: Rule = (roster) => {
  const byName = new Map<string, EdenEntry[]>();
  for (const e of tacticCards(roster.tactics)) byName.set(nameKey(e.card), [...(byName.get(nameKey(e.card)) ?? []), e]);
  return [...byName.values()]
    .filter((group) => group.reduce((n, e) => n + quantityOf(e), 0) > 1)
    .map((group) =>
      finding(
        "EDEN_DUPLICATE_TACTIC",
        group.map((e) => codeOf(e.card)),
        { count: group.reduce((n, e) => n + quantityOf(e), 0), card: cardsOf([group[0]]) },
      ),
    );
};

/** EDEN rules, "4. A - La Fase de Preparación", Etapa 8: the player picks as many tactic cards as the leader's PSI. */
export const tacticsFitHand: Rule = (roster) => {
  const hand = tacticHandSize(roster);
  const tactics = tacticCards(roster.tactics);
  const count = tactics.reduce((n, e) => n + quantityOf(e), 0);
  if (hand === null || count <= hand) return [];
  return [
    finding(
      "EDEN_TACTIC_HAND_SIZE",
      tactics.map((e) => codeOf(e.card)),
      { count, hand },
    ),
  ];
};
