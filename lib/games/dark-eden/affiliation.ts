import { issue } from "../types";
import { AFFILIATIONS, AFFILIATION_NAMES, type Affiliation } from "./card";
import { listNames, type Card, type Slot } from "./deck";
import { isBeginner, type ModeHeader } from "./first-few-games";
import { NOTHING, type AffiliationAccess, type Findings, type Rule } from "./rule";

function allowedAffiliations(card: Card): Affiliation[] {
  return (card.allows ?? []).filter((a) => a.startsWith("affiliation:")).map((a) => a.slice("affiliation:".length) as Affiliation);
}

/**
 * Dark Eden rules, "AFFILIATION": a card is playable when it is General or of the Commander's
 * affiliation; other affiliations only "by playing other cards first" (an Embassy, the Citadel …).
 * An enabler counts only if it can itself be played, so cards are followed until nothing changes.
 * "YOUR FIRST FEW GAMES": every affiliation is playable.
 */
export function affiliationAccess(mode: ModeHeader, commander: Card | undefined, slots: readonly Slot[]): AffiliationAccess {
  if (isBeginner(mode)) return { known: true, native: new Set(AFFILIATIONS), viaCards: new Map() };
  if (!commander) return { known: false, native: new Set(AFFILIATIONS), viaCards: new Map() };
  const native = new Set<Affiliation>(["general", commander.affiliation, ...allowedAffiliations(commander)]);
  const viaCards = new Map<Affiliation, Card[]>();
  const playable = (a: Affiliation) => native.has(a) || viaCards.has(a);
  for (let changed = true; changed; ) {
    changed = false;
    for (const { card } of slots) {
      if (card.type === "commander" || !playable(card.affiliation)) continue;
      for (const allowed of allowedAffiliations(card)) {
        if (native.has(allowed)) continue;
        const via = viaCards.get(allowed) ?? [];
        if (!via.includes(card)) {
          viaCards.set(allowed, [...via, card]);
          changed = true;
        }
      }
    }
  }
  return { known: true, native, viaCards };
}

// Dark Eden rules, "AFFILIATION": every card of another affiliation needs a card that allows it.
export const affiliation: Rule = (ctx) => {
  const { commander, affiliations } = ctx;
  if (!commander || isBeginner(ctx.mode)) return NOTHING;
  const found: Findings = { errors: [], warnings: [] };
  const theirs = `${commander.name} (${AFFILIATION_NAMES[commander.affiliation]})`;
  for (const { card } of ctx.slots) {
    if (card.type === "commander" || affiliations.native.has(card.affiliation)) continue;
    const side = AFFILIATION_NAMES[card.affiliation];
    const via = affiliations.viaCards.get(card.affiliation);
    if (via) {
      found.warnings.push(
        issue(
          "DE_AFFILIATION_ENABLER",
          `${card.name} (${side}) is playable for ${theirs} only once ${listNames(via, "or")} is in play.`,
          [card.code, ...via.map((c) => c.code)],
        ),
      );
    } else {
      found.errors.push(
        issue("DE_AFFILIATION", `${card.name} (${side}) cannot be played by ${theirs}: no card in the deck allows ${side} cards.`, [card.code]),
      );
    }
  }
  return found;
};
