import { factionName, stigmaName } from "./warband";
import { cardsOf, codeOf, factionOf, kindOf, nameKey, quantityOf, stigmaOf, type EdenEntry, type Roster, type Rule } from "./roster";
import { finding } from "../types";

/** EDEN rules, "3. Formar la banda": before recruiting, each player chooses the warband's type (Facción or Estigma). */
export const warbandTypeChosen: Rule = (roster) => {
  if (roster.warband === null) {
    return [finding("EDEN_NO_WARBAND_TYPE", [], {})];
  }
  // Own code EDEN_BAD_WARBAND: a `warband` header we cannot read.
  return roster.warband.ok ? [] : [finding("EDEN_BAD_WARBAND", [], roster.warband.params)];
};

/** EDEN rules, "3. Formar la banda": a warband is made of the combatants the player recruits; it needs at least one. */
export const hasCombatants: Rule = (roster) => (roster.combatants.length === 0 ? [finding("EDEN_EMPTY_WARBAND", [], {})] : []);

/**
 * EDEN rules, "1. D - Las cartas" (profile cards are the combatants; missions and tactics are
 * other cards) and "Reglas opcionales, 2. Infestación" (a CNJ cannot be recruited).
 */
export const onlyCombatantsRecruited: Rule = (roster) => {
  const others = roster.main.filter((e) => kindOf(e.card) !== "combatant");
  if (others.length === 0) return [];
  // Each card with its kind: "X (mission), Y (npc)" (validation.json EDEN_parts.cardOfKind).
  const cards = others.map((e) => [{ key: "EDEN_parts.cardOfKind", values: { card: cardsOf([e]), kind: kindOf(e.card) ?? "none" } }]);
  return [
    finding(
      "EDEN_NOT_RECRUITABLE",
      others.map((e) => codeOf(e.card)),
      { cards: { phrases: cards, join: "comma" } },
    ),
  ];
};

function warbandSymbol(roster: Roster) {
  if (!roster.warband?.ok) return undefined;
  const { type, slug, name } = roster.warband.warband;
  return { type, slug, name, symbolOf: type === "faction" ? factionOf : stigmaOf, label: type === "faction" ? factionName : stigmaName };
}

/** EDEN rules, "3. Formar la banda": every combatant shares the warband's faction (Facción) or stigma (Estigma) symbol. */
export const sharedSymbol: Rule = (roster) => {
  const w = warbandSymbol(roster);
  if (!w) return [];
  const mismatched = roster.combatants.filter((e) => w.symbolOf(e.card) !== undefined && w.symbolOf(e.card) !== w.slug);
  if (mismatched.length === 0) return [];
  // Each card with its own symbol: "X (Bamaka), Y (Bamaka)" (validation.json EDEN_parts.cardOfSymbol).
  const cards = mismatched.map((e) => {
    const own = w.symbolOf(e.card) as string;
    return [{ key: "EDEN_parts.cardOfSymbol", values: { card: cardsOf([e]), symbol: { term: own, text: w.label(own) } } }];
  });
  return [
    finding(
      w.type === "faction" ? "EDEN_FACTION_MISMATCH" : "EDEN_STIGMA_MISMATCH",
      mismatched.map((e) => codeOf(e.card)),
      {
        cards: { phrases: cards, join: "comma" },
        symbol: { term: w.slug, text: w.name },
      },
    ),
  ];
};

/** Own codes EDEN_UNKNOWN_FACTION / EDEN_UNKNOWN_STIGMA ("3. Formar la banda"): our catalog lacks the symbol, so the rule above cannot be checked. */
export const symbolKnown: Rule = (roster) => {
  const w = warbandSymbol(roster);
  if (!w) return [];
  const unknown = roster.combatants.filter((e) => w.symbolOf(e.card) === undefined);
  if (unknown.length === 0) return [];
  return [
    finding(
      w.type === "faction" ? "EDEN_UNKNOWN_FACTION" : "EDEN_UNKNOWN_STIGMA",
      unknown.map((e) => codeOf(e.card)),
      {
        cards: cardsOf(unknown, "comma"),
        count: unknown.length,
        symbol: { term: w.slug, text: w.name },
      },
    ),
  ];
};

/** EDEN rules, "3. Formar la banda": a combatant with a proper name is recruited once at most. */
export const uniqueCombatants: Rule = (roster) => {
  const byName = new Map<string, EdenEntry[]>();
  for (const e of roster.combatants) byName.set(nameKey(e.card), [...(byName.get(nameKey(e.card)) ?? []), e]);
  const twice = [...byName.values()].filter((group) => group.reduce((n, e) => n + quantityOf(e), 0) > 1);
  return twice.map((group) => {
    const copies = group.reduce((n, e) => n + quantityOf(e), 0);
    return finding(
      "EDEN_DUPLICATE_COMBATANT",
      group.map((e) => codeOf(e.card)),
      { card: cardsOf([group[0]]), copies },
    );
  });
};
