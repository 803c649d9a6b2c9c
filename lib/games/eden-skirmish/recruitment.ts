import { factionName, stigmaName } from "./warband";
import { codeOf, error, factionOf, kindOf, nameKey, nameOf, names, quantityOf, stigmaOf, warning, type EdenEntry, type Rule } from "./roster";

/** EDEN rules, "3. Formar la banda": before recruiting, each player chooses the warband's type (Facción or Estigma). */
export const warbandTypeChosen: Rule = (roster) => {
  if (roster.warband === null) {
    return [error("EDEN_NO_WARBAND_TYPE", 'No warband type: add "warband: faction <name>" or "warband: stigma <name>".')];
  }
  // Own code EDEN_BAD_WARBAND: a `warband` header we cannot read.
  return roster.warband.ok ? [] : [error("EDEN_BAD_WARBAND", roster.warband.message)];
};

/** EDEN rules, "3. Formar la banda": a warband is made of the combatants the player recruits; it needs at least one. */
export const hasCombatants: Rule = (roster) =>
  roster.combatants.length === 0 ? [error("EDEN_EMPTY_WARBAND", "The warband recruits no combatant.")] : [];

/**
 * EDEN rules, "1. D - Las cartas" (profile cards are the combatants; missions and tactics are
 * other cards) and "Reglas opcionales, 2. Infestación" (a CNJ cannot be recruited).
 */
export const onlyCombatantsRecruited: Rule = (roster) => {
  const others = roster.main.filter((e) => kindOf(e.card) !== "combatant");
  if (others.length === 0) return [];
  const what = (e: EdenEntry) => `${nameOf(e.card)} (${kindOf(e.card) ?? "no kind"})`;
  return [
    error(
      "EDEN_NOT_RECRUITABLE",
      `Only combatants can be recruited: ${others.map(what).join(", ")}. Missions go in [missions], tactics in [tactics]; npcs are never recruited.`,
      others.map((e) => codeOf(e.card)),
    ),
  ];
};

/** EDEN rules, "3. Formar la banda": every combatant shares the warband's faction (Facción) or stigma (Estigma) symbol. */
export const sharedSymbol: Rule = (roster) => {
  if (!roster.warband?.ok) return [];
  const { type, slug, name } = roster.warband.warband;
  const symbolOf = type === "faction" ? factionOf : stigmaOf;
  const label = type === "faction" ? factionName : stigmaName;
  const mismatched = roster.combatants.filter((e) => symbolOf(e.card) !== undefined && symbolOf(e.card) !== slug);
  const unknown = roster.combatants.filter((e) => symbolOf(e.card) === undefined);
  const findings = [];
  if (mismatched.length > 0) {
    findings.push(
      error(
        type === "faction" ? "EDEN_FACTION_MISMATCH" : "EDEN_STIGMA_MISMATCH",
        `A ${type} warband of ${name} recruits only ${name} combatants: ${mismatched.map((e) => `${nameOf(e.card)} (${label(symbolOf(e.card)!)})`).join(", ")}.`,
        mismatched.map((e) => codeOf(e.card)),
      ),
    );
  }
  if (unknown.length > 0) {
    // Own codes EDEN_UNKNOWN_FACTION / EDEN_UNKNOWN_STIGMA: our catalog lacks the symbol, so the rule cannot be checked.
    findings.push(
      warning(
        type === "faction" ? "EDEN_UNKNOWN_FACTION" : "EDEN_UNKNOWN_STIGMA",
        `No ${type} is known for ${names(unknown)}: check on the profile card that ${unknown.length === 1 ? "it shares" : "they share"} the ${name} symbol.`,
        unknown.map((e) => codeOf(e.card)),
      ),
    );
  }
  return findings;
};

/** EDEN rules, "3. Formar la banda": a combatant with a proper name is recruited once at most. */
export const uniqueCombatants: Rule = (roster) => {
  const byName = new Map<string, EdenEntry[]>();
  for (const e of roster.combatants) byName.set(nameKey(e.card), [...(byName.get(nameKey(e.card)) ?? []), e]);
  const twice = [...byName.values()].filter((group) => group.reduce((n, e) => n + quantityOf(e), 0) > 1);
  return twice.map((group) => {
    const copies = group.reduce((n, e) => n + quantityOf(e), 0);
    return error("EDEN_DUPLICATE_COMBATANT", `${nameOf(group[0].card)} is recruited ${copies} times; each named combatant joins a warband once.`, group.map((e) => codeOf(e.card)));
  });
};
