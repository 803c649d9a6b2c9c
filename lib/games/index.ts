import type { BaseCard, GameSlug, Ruleset } from "./types";
import { GAME_SLUGS } from "./types";
import { darkEden } from "./dark-eden";
import { battleForEden } from "./battle-for-eden";
import { gotCgs } from "./got-cgs";
import { edenSkirmish } from "./eden-skirmish";

/** The one place that maps a game slug to its rules. Nothing else switches on the slug. */
const RULESETS: Record<GameSlug, Ruleset<BaseCard>> = {
  "dark-eden": darkEden,
  "battle-for-eden": battleForEden,
  "got-cgs": gotCgs,
  "eden-skirmish": edenSkirmish,
};

export function isGameSlug(value: string): value is GameSlug {
  return (GAME_SLUGS as readonly string[]).includes(value);
}

export function rulesetFor(slug: GameSlug): Ruleset<BaseCard> {
  return RULESETS[slug];
}

export function allRulesets(): Ruleset<BaseCard>[] {
  return GAME_SLUGS.map((slug) => RULESETS[slug]);
}

export { GAME_SLUGS };
export type { GameSlug };
