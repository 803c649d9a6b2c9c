import { foldName } from "../../engine/fold";
import { cardsOf, codeOf, nameOf, type EdenEntry, type Roster, type Rule } from "./roster";
import { finding } from "../types";

/** True when `text` (a name in any language, or `[code]`) names this card. */
function names(card: unknown, text: string): boolean {
  const code = /^\[\s*([a-z0-9-]+)\s*\]$/.exec(text.trim());
  if (code) return codeOf(card) === code[1];
  if (codeOf(card) === text.trim()) return true;
  const key = foldName(text);
  const record = card as { names?: unknown };
  const translated = typeof record.names === "object" && record.names !== null ? Object.values(record.names) : [];
  return [nameOf(card), ...translated].some((n) => typeof n === "string" && foldName(n) === key);
}

/** The combatant the `leader` header names, if it is one of the warband's combatants. */
export function findLeader(roster: Roster): EdenEntry | undefined {
  const text = roster.leaderText;
  if (text === null) return undefined;
  return roster.combatants.find((e) => names(e.card, text));
}

/** EDEN rules, "4. A - La Fase de Preparación", Etapa 4: the leader is one of the player's own combatants. */
export const leaderInWarband: Rule = (roster) => {
  const text = roster.leaderText;
  if (text === null || findLeader(roster)) return [];
  const known = roster.catalog.find((card) => names(card, text));
  const params = known ? { kind: "known", leader: cardsOf([{ card: known }]), text } : { kind: "unknown", leader: "", text };
  return [finding("EDEN_LEADER_NOT_IN_WARBAND", known ? [codeOf(known)] : [], params)];
};
