import { factionName, stigmaName } from "./warband";
import { cardsOf, codeOf, factionOf, kindOf, nameKey, nameOf, quantityOf, stigmaOf, type EdenEntry, type Roster, type Rule } from "./roster";
import { issue, finding } from "../types";

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
  const what = (e: EdenEntry) => `${nameOf(e.card)} (${kindOf(e.card) ?? "no kind"})`;
  return [
    issue(
      "EDEN_NOT_RECRUITABLE",
      `Only combatants can be recruited: ${others.map(what).join(", ")}. Missions go in [missions], tactics in [tactics]; npcs are never recruited.`,
      others.map((e) => codeOf(e.card)),
      { cards: cardsOf(others) },
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
  return [
    issue(
      w.type === "faction" ? "EDEN_FACTION_MISMATCH" : "EDEN_STIGMA_MISMATCH",
      `A ${w.type} warband of ${w.name} recruits only ${w.name} combatants: ${mismatched.map((e) => `${nameOf(e.card)} (${w.label(w.symbolOf(e.card)!)})`).join(", ")}.`,
      mismatched.map((e) => codeOf(e.card)),
      { cards: cardsOf(mismatched), symbol: { term: w.slug, text: w.name } },
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
