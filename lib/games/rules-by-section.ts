import type { RuleInfo } from "./types";

/** A game's checks grouped by rulebook section, sections in the order their first check runs. */
export function rulesBySection(rules: readonly RuleInfo[]): { section: string; rules: RuleInfo[] }[] {
  const groups = new Map<string, RuleInfo[]>();
  for (const rule of rules) groups.set(rule.section, [...(groups.get(rule.section) ?? []), rule]);
  return [...groups].map(([section, list]) => ({ section, rules: list }));
}
