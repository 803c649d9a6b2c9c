/**
 * Card fixtures for the proxy tests, shaped like catalog entries (CONTRACTS §1). Texts are
 * short summaries in our own words, as the catalog holds them.
 */
import type { ProxyCard, ProxyCardData } from "@/lib/proxies";

export const COMMANDER: ProxyCardData = {
  code: "kommendant-leitheusser",
  name: "Kommendant Leitheusser",
  set: "base",
  type: "commander",
  affiliation: "sons-of-rasputin",
  cv: 6,
  tactics: ["land", "sea"],
  neighborAllowance: 4,
  provides: { gold: 2, food: 1, rawMaterials: 1, fuel: 1 },
  designations: ["UNIQUE"],
  allows: ["affiliation:sons-of-rasputin", "cavalry"],
  text: "Your infantry warriors get +1 CV while defending your Turf.",
};

const de = (card: ProxyCardData): ProxyCardData => ({ set: "base", ...card });

/** Twelve Dark Eden cards whose copies add up to 60. */
export const DARK_EDEN_MAIN: { card: ProxyCardData; copies: number }[] = [
  {
    copies: 7,
    card: de({
      code: "boot-camp",
      name: "Boot Camp",
      names: { pl: "Obóz Szkoleniowy" },
      type: "establishment",
      affiliation: "general",
      tactics: ["land"],
      neighborAllowance: 3,
      provides: { gold: 1 },
      requires: { food: 1 },
      text: "Once per turn, a warrior you play this turn may join a Group at once.",
    }),
  },
  {
    copies: 4,
    card: de({
      code: "livery",
      name: "Livery",
      names: { pl: "Stajnia" },
      type: "establishment",
      affiliation: "general",
      tactics: ["land"],
      neighborAllowance: 2,
      provides: { food: 1 },
      allows: ["cavalry"],
      initialCost: 2,
      text: "Lets you play cavalry warriors.",
    }),
  },
  {
    copies: 7,
    card: de({
      code: "zolnierz",
      name: "Żołnierz",
      names: { en: "Soldier" },
      type: "warrior",
      affiliation: "sons-of-rasputin",
      warriorClass: "infantry",
      cv: 3,
      tactics: ["land"],
      requires: { gold: 1 },
      text: "A rank-and-file trooper of the Sons of Rasputin.",
    }),
  },
  {
    copies: 4,
    card: de({
      code: "cossack-rider",
      name: "Cossack Rider",
      names: { pl: "Jeździec Kozacki" },
      type: "warrior",
      affiliation: "sons-of-rasputin",
      warriorClass: "cavalry",
      cv: 5,
      tactics: ["land"],
      requires: { food: 1, gold: 1 },
      initialCost: 1,
      text: "May attack on the turn it is played.",
    }),
  },
  {
    copies: 7,
    card: de({
      code: "gold-mine",
      name: "Gold Mine",
      names: { pl: "Kopalnia Złota" },
      type: "establishment",
      affiliation: "general",
      tactics: ["land", "air"],
      neighborAllowance: 2,
      provides: { gold: 2 },
      requires: { rawMaterials: 1 },
      initialCost: 1,
    }),
  },
  {
    copies: 6,
    card: de({
      code: "farmstead",
      name: "Farmstead",
      names: { pl: "Gospodarstwo" },
      type: "establishment",
      affiliation: "general",
      tactics: ["land", "sea", "air"],
      neighborAllowance: 4,
      provides: { food: 2 },
    }),
  },
  {
    copies: 5,
    card: de({
      code: "oil-derrick",
      name: "Oil Derrick",
      names: { pl: "Szyb Naftowy" },
      type: "establishment",
      affiliation: "general",
      tactics: ["sea"],
      neighborAllowance: 1,
      provides: { fuel: 2 },
      requires: { gold: 1 },
    }),
  },
  {
    copies: 4,
    card: de({
      code: "steel-dragon",
      name: "Steel Dragon",
      names: { pl: "Stalowy Smok" },
      type: "warrior",
      affiliation: "sons-of-rasputin",
      warriorClass: "vehicle",
      cv: 8,
      tactics: ["land", "air"],
      requires: { fuel: 2, rawMaterials: 1 },
      initialCost: 3,
      designations: ["SOLITARY"],
      text: "Cannot join a Group. When it is destroyed, its owner loses 1 Gold from the Gold Reserves.",
    }),
  },
  {
    copies: 6,
    card: de({
      code: "ambush",
      name: "Ambush",
      names: { pl: "Zasadzka" },
      type: "intrigue",
      affiliation: "general",
      cv: 2,
      afterPlay: "discard",
      text: "Play during an attack: one of your defenders gets the modifier until the end of the attack.",
    }),
  },
  {
    copies: 5,
    card: de({
      code: "sabotage",
      name: "Sabotage",
      names: { pl: "Sabotaż" },
      type: "intrigue",
      affiliation: "general",
      cv: -1,
      afterPlay: "annihilate",
      requires: { gold: 1 },
      text: "Target Establishment provides no resources until your next turn.",
    }),
  },
  {
    copies: 3,
    card: de({
      code: "kalashnikov",
      name: "Kalashnikov",
      names: { pl: "Kałasznikow" },
      type: "intrigue",
      affiliation: "sons-of-rasputin",
      cv: 2,
      afterPlay: "attach",
      designations: ["EQUIPMENT", "WEAPON"],
      requires: { rawMaterials: 1 },
      text: "Attach to an infantry warrior. That warrior gets the modifier while it attacks.",
    }),
  },
  {
    copies: 2,
    card: de({
      code: "holy-relic",
      name: "Holy Relic",
      names: { pl: "Święta Relikwia" },
      type: "intrigue",
      affiliation: "templars",
      cv: 1,
      afterPlay: "attach",
      designations: ["UNIQUE", "EQUIPMENT", "PROPHECY", "WORTHY OF DARK SYMMETRY"],
      text: "Attach to a warrior: it cannot be targeted by Dark Symmetry cards. While it defends your Turf, each attacker loses 1 CV. At the start of your turn you may move it to another warrior you control.",
    }),
  },
];

/** The 60-card deck plus its commander, as the caller hands them over (61 cards). */
export function darkEdenDeck(): ProxyCard[] {
  return [{ game: "dark-eden", card: COMMANDER, copies: 1 }, ...DARK_EDEN_MAIN.map((e) => ({ game: "dark-eden" as const, ...e }))];
}

export const YURI: ProxyCardData = {
  code: "yuri",
  name: "Yûri",
  names: { es: "Yûri" },
  set: "jokers",
  kind: "combatant",
  faction: "jokers",
  stigma: "chaos",
  value: 25,
  types: ["human"],
  psi: [4, 3],
  cbt: [4, 3],
  vig: [4, 3],
  rap: [5, 4],
  constitution: { head: [2, 2], arms: [2, 1], torso: [3, 2], legs: [2, 1] },
  location: { head: [1], arms: [2, 3], torso: [4, 5], legs: [6] },
  equipment: [
    { name: "Molotov", categories: ["Throw"], effects: "Fire 1 - Area" },
    { name: "Throwing knives", categories: ["Throw", "Melee"], effects: ["+1 CBT", "Fast"] },
  ],
  abilities: [
    { name: "Pyromaniac", kind: "permanent", text: "Ignores Fire markers placed by her own Molotovs." },
    { name: "Vanish", kind: "action", cost: 1, text: "Move up to 10 cm; enemies cannot respond to this move." },
  ],
};

export const SKIRMISH_CARDS: ProxyCard[] = [
  { game: "eden-skirmish", copies: 1, card: YURI },
  {
    game: "eden-skirmish",
    copies: 1,
    card: {
      code: "el-mutante",
      name: "Mutant Brute",
      names: { es: "Bruto Mutante" },
      set: "bamaka",
      kind: "combatant",
      faction: "bamaka",
      stigma: "destruction",
      value: 40,
      types: ["mutant", "beast"],
      psi: [2, 1],
      cbt: [5, 4],
      vig: [6, 5],
      rap: [3, 2],
      constitution: { head: [3, 0], arms: [3, 2], torso: [4, 3], legs: [3, 2] },
      location: { head: [1], arms: [2], torso: [3, 4, 5], legs: [6] },
      equipment: ["Claws", "Thick hide"],
      abilities: [{ name: "Rage", kind: "permanent", text: "Gains a Rage marker each time it is wounded." }],
    },
  },
  {
    game: "eden-skirmish",
    copies: 1,
    card: { code: "unknown-scout", name: "Unknown Scout", kind: "combatant", faction: "isc" },
  },
  {
    game: "eden-skirmish",
    copies: 1,
    card: {
      code: "retirada",
      name: "Fall Back to the Wastes",
      names: { es: "Repliegue hacia las zonas contaminadas" },
      set: "core",
      kind: "mission",
      missionType: "secret",
      deployment: "ambush",
      restriction: { stigma: "protection" },
      text: "At the end of the game, score 2 points for each of your combatants inside a contaminated zone.",
    },
  },
  {
    game: "eden-skirmish",
    copies: 1,
    card: {
      code: "contraataque",
      name: "Counterattack",
      names: { es: "Contraataque" },
      set: "core",
      kind: "tactic",
      rules: ["tactic", "first-turn", "cancel:ambush"],
      text: "One of your combatants attacked in melee may respond before the attacker rolls.",
    },
  },
  {
    game: "eden-skirmish",
    copies: 1,
    card: {
      code: "el-ermitano",
      name: "The Hermit",
      names: { es: "El Ermitaño" },
      kind: "npc",
      level: 2,
      psi: [5, 4],
      cbt: [2, 2],
      vig: [3, 2],
      rap: [3, 3],
      constitution: { head: [1, 1], arms: [1, 1], torso: [2, 1], legs: [1, 1] },
      location: { head: [1, 2], arms: [3], torso: [4, 5], legs: [6] },
    },
  },
];

export const GOT_ATTRIBUTES = [
  'Type "Support"',
  'Subtype "Time weapon"',
  'Freeze "Yes"',
  "AdventureResources",
  "    TimeDistortionStrength 1",
  "AllowPlayIfBuildsite",
  '    Feats.TimeWeapons = "Yes"',
  "EraCosts",
  "    Sway 1",
].join("\n");

export const GOT_CARDS: ProxyCard[] = [
  {
    game: "got-cgs",
    copies: 2,
    card: {
      code: "time-freeze",
      name: "Time Freeze",
      set: "genesis",
      identifier: "GEN 012",
      gold: false,
      directive: "Freeze time! See the world around you stunned.",
      lore: "Nobody remembers the second that never ended.",
      attributes: GOT_ATTRIBUTES,
    },
  },
  {
    game: "got-cgs",
    copies: 1,
    card: {
      code: "temblor-sector",
      name: "The Temblor Sector",
      set: "genesis",
      identifier: "GEN HNP 031",
      directive: "Explore the Temblor sector. Destroy threatening asteroids.",
      attributes: [
        'Type "Adventure"',
        'Subtype "Exploration"',
        'Roleplay "Competition"',
        "AdventureCommonCosts",
        "    StarshipCapacity 1",
        "    StarshipFirePower 2",
        "    StarshipFlyRange 2",
        "AllowSupportIf1",
        "    AR.StarshipFlyRange > 2",
        "EraResources",
        "    Sway 7",
      ].join("\n"),
      lore: "Asteroid fields drift through the sector like slow storms.",
    },
  },
  {
    game: "got-cgs",
    copies: 1,
    card: {
      code: "gardener-of-thoughts",
      name: "The Gardener of Thoughts",
      set: "genesis",
      identifier: "GEN 001",
      gold: true,
      directive: "Tend the thoughts of every era; let none wither unread.",
      lore: "Before the first era there was a garden, and in it someone who listened.",
      attributes: ['Type "Support"', 'Subtype "Gardener"', "Unique", "StockHolding", "    Sway 3", "EraResources", "    Sway 5", "    Wisdom 2"].join("\n"),
    },
  },
];

export const BFE_EXTRAS = {
  civilizations: [
    { code: "rasputin", name: "Sons of Rasputin", color: "#8c1c13" },
    { code: "cyborgs", name: "Cyborgs", color: "#2b4c7e" },
  ],
};

export const BFE_CARDS: ProxyCard[] = [
  {
    game: "battle-for-eden",
    copies: 2,
    card: {
      code: "war-mammoth",
      name: "War Mammoth",
      set: "core",
      kind: "unit",
      civilization: "rasputin",
      cost: 4,
      strength: 5,
      abilities: [
        { timing: "immediate", text: "Destroy one cost-1 unit in the opposing army." },
        { timing: "post-combat", text: "If you won, draw a card." },
      ],
      permanent: "+1 strength if your hand is empty.",
    },
  },
  {
    game: "battle-for-eden",
    copies: 1,
    card: {
      code: "nanite-swarm",
      name: "Nanite Swarm",
      set: "core",
      kind: "unit",
      civilization: "cyborgs",
      cost: 2,
      strength: 1,
      abilities: [
        { timing: "reaction", text: "When a unit of yours is destroyed, return this card to your hand." },
        { timing: "delayed", text: "Look at the top card of your deck; you may discard it." },
      ],
    },
  },
  {
    game: "battle-for-eden",
    copies: 1,
    card: { code: "huge-energy-crystal", name: "Huge Energy Crystal", set: "core", kind: "common", energy: 3 },
  },
  {
    game: "battle-for-eden",
    copies: 1,
    card: {
      code: "fusion-reactor",
      name: "Fusion Reactor",
      set: "core",
      kind: "technology",
      cost: 5,
      permanent: "Each of your Energy Crystal cards is worth 1 more pure energy.",
    },
  },
];
