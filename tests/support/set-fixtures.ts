import type { GameSlug } from "@/lib/games";

/**
 * Small player-made sets of the four games, as §1 catalog files (CONTRACTS §1 and §6),
 * written for these tests (our own words; no printed card text).
 */

/** Battle for Eden: a civilization's World typed in by a player (rules, "Conquest ▶ Setup"). */
export const BFE_WORLD = {
  game: "battle-for-eden",
  set: { code: "verdant-world", name: "The Verdant Reach World" },
  status: "beta",
  civilizations: [{ code: "verdant-reach", name: "Verdant Reach", color: "green" }],
  cards: [
    { code: "thornling", name: "Thornling", kind: "unit", civilization: "verdant-reach", cost: 1, strength: 1 },
    {
      code: "moss-scout",
      name: "Moss Scout",
      kind: "unit",
      civilization: "verdant-reach",
      cost: 1,
      strength: 1,
      abilities: [{ timing: "immediate", text: "Look at the top card of your deck." }],
    },
    { code: "bramble-guard", name: "Bramble Guard", kind: "unit", civilization: "verdant-reach", cost: 1, strength: 2 },
    {
      code: "oak-titan",
      name: "Oak Titan",
      kind: "unit",
      civilization: "verdant-reach",
      cost: 4,
      strength: 6,
      permanent: "Cannot be moved by enemy abilities.",
    },
  ],
};

/** Dark Eden: a commander and twelve general establishments a player added. */
export const DARK_EDEN_SET = {
  game: "dark-eden",
  set: { code: "homebrew-outposts", name: "Homebrew Outposts" },
  cards: [
    {
      code: "marshal-vey",
      name: "Marshal Vey",
      type: "commander",
      affiliation: "general",
      cv: 8,
      tactics: ["land"],
      provides: { gold: 1, food: 1, rawMaterials: 1, fuel: 1 },
    },
    ...Array.from({ length: 12 }, (_, i) => ({
      code: `outpost-${i + 1}`,
      name: `Frontier Outpost ${i + 1}`,
      type: "establishment",
      affiliation: "general",
      cv: 3,
      tactics: ["land"],
      neighborAllowance: 4,
      initialCost: 1,
    })),
  ],
};

/** EDEN: combatants with points, a faction of the player's own. */
export const EDEN_SET = {
  game: "eden-skirmish",
  set: { code: "ash-wardens", name: "Ash Wardens" },
  cards: [
    {
      code: "warden-kess",
      name: "Warden Kess",
      kind: "combatant",
      faction: "ash-wardens",
      stigma: "order",
      value: 30,
      types: ["human"],
      psi: [3, 2],
      cbt: [4, 3],
      vig: [3, 2],
      rap: [4, 3],
    },
    { code: "warden-orro", name: "Warden Orro", kind: "combatant", faction: "ash-wardens", stigma: "order", value: 25, types: ["human"], psi: [2, 1] },
    { code: "ember-oath", name: "Ember Oath", kind: "mission", missionType: "secret", restriction: { faction: "ash-wardens" } },
  ],
};

/** Gardener of Thoughts: a designed adventure, a support card, and a draft whose attributes do not parse. */
export const GOT_SET = {
  game: "got-cgs",
  set: { code: "tidewater-era", name: "Tidewater Era" },
  status: "draft",
  cards: [
    {
      code: "tidewater-regatta",
      name: "Tidewater Regatta",
      identifier: "TDW 001",
      attributes: 'Type "Adventure"\nSubtype "Exploration"\nRoleplay "Competition"\nAdventureCommonCosts\n    StarshipCapacity 1\nEraResources\n    Sway 5',
    },
    {
      code: "harbor-pilot",
      name: "Harbor Pilot",
      identifier: "TDW 002",
      attributes: 'Type "Support"\nSubtype "Crew"\nAdventureResources\n    StarshipCapacity 2',
    },
    { code: "half-made-idea", name: "Half-made Idea", identifier: "TDW 003", attributes: 'Type "Adventure"\n  ((( not an attribute' },
  ],
};

export const SETS: Record<GameSlug, { game: string; set: { code: string; name: string }; cards: Record<string, unknown>[] }> = {
  "battle-for-eden": BFE_WORLD,
  "dark-eden": DARK_EDEN_SET,
  "eden-skirmish": EDEN_SET,
  "got-cgs": GOT_SET,
};

/** A fresh deep copy (tests change their copies). */
export function copyOf<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A set file as these tests hold it. */
export type SetFile = { game: string; set: { code: string; name: string }; cards: readonly unknown[]; civilizations?: unknown };

/** The §6 create body (POST /api/v1/sets) of a set file. */
export function setBody(file: SetFile, visibility = "private") {
  return {
    game: file.game,
    name: file.set.name,
    code: file.set.code,
    visibility,
    cards: file.cards,
    ...(file.civilizations ? { civilizations: file.civilizations } : {}),
  };
}
