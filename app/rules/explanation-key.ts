import type { RuleInfo } from "@/lib/games/types";

/**
 * Each rule's key in messages/<locale>/rulesExplained.json, per game: its codes joined by "+",
 * a colon and its level ("DE_DECK_TOO_SMALL:error"); a second rule with the same codes and level
 * gets "#2", and so on, in the order of the game's rules list.
 */
export function explanationKeys(rules: readonly Pick<RuleInfo, "codes" | "level">[]): string[] {
  const seen = new Map<string, number>();
  return rules.map((rule) => {
    const key = `${rule.codes.join("+")}:${rule.level}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? key : `${key}#${n}`;
  });
}
