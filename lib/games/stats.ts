/**
 * The stats each game's validation reports (CONTRACTS §3 names the fields every client may
 * rely on; the rest serve the builder). A leaf module, imported by lib/games/types.ts to
 * type `Validation` by game, and by each game's validator to fill it in. Object types, not
 * interfaces, so a generic reader (the CLI's summary, a test) may also read them by key.
 */

type Icons = Record<"gold" | "food" | "rawMaterials" | "fuel", number>;

/** Dark Eden: `deckSize` counts the play deck, the Commander beside it. */
export type DarkEdenStats = {
  deckSize: number;
  /** The Commander's code, when the `commander` header names a Commander card. */
  commander: string | null;
  mode: string;
  byType: Record<string, number>;
  byWarriorClass: Record<string, number>;
  byAffiliation: Record<string, number>;
  cvDistribution: { warrior: Record<string, number>; establishment: Record<string, number> };
  initialCostDistribution: Record<string, number>;
  /** Blue resource icons of the play deck. */
  provided: Icons;
  /** Red resource icons of the play deck. */
  required: Icons;
  commanderProvides: Icons;
};

/** Battle for Eden: one page of a civilization's World, its units of one cost. */
export type WorldPage = {
  /** The units' cost; null for units whose cost the catalog does not give (listed last). */
  cost: number | null;
  units: { code: string; name: string; strength?: number }[];
};

export type BattleForEdenStats = {
  deckSize: number;
  units: number;
  crystals: number;
  civilization: { code: string; name: string; color?: string } | null;
  world: WorldPage[];
};

/** Gardener of Thoughts: how many players could cover one cost of an adventure. */
export type CostCoverage = {
  name: string;
  required: number;
  /** Players (0–2) who could each cover this cost alone; null when the search gave up. */
  players: 0 | 1 | 2 | null;
};

export type AdventureCoverage = {
  code: string;
  name: string;
  roleplay: string | null;
  /** Players (0–2) who could each cover all the adventure's costs at once; null when unknown. */
  players: 0 | 1 | 2 | null;
  costs: CostCoverage[];
};

export type GotStats = {
  adventures: number;
  supports: number;
  gold: number;
  untyped: number;
  eraDeckSize: number;
  shuffledCards: number;
  burnoff: number | null;
  players: number | null;
  dealtCards: number | null;
  cardsPerPlayer: number | null;
  playersWithExtraCard: number | null;
  playmode: "pap" | "epic" | null;
  hnp: boolean;
  adventureCoverage: AdventureCoverage[];
};

/** EDEN: the warband's numbers. */
export type EdenStats = {
  /** Sum of the known values of the combatants (a combatant of unknown value is EDEN_UNKNOWN_VALUE). */
  points: number;
  /** The budget in force; null when the `budget` header cannot be read. */
  budget: number | null;
  /** Strategy-point pool; null when the warband type is unknown or a combatant's PSI is. */
  strategyPoints: number | null;
  /** Tactic cards the leader lets the player hold; null without a leader or with an unknown PSI. */
  tacticHandSize: number | null;
  combatants: number;
  missions: number;
  tactics: number;
  warband: { type: "faction" | "stigma"; slug: string } | null;
  leader: string | null;
};

/** Each game's stats by slug. */
export type StatsByGame = {
  "dark-eden": DarkEdenStats;
  "battle-for-eden": BattleForEdenStats;
  "got-cgs": GotStats;
  "eden-skirmish": EdenStats;
};
