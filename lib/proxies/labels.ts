/**
 * The words printed on proxy faces besides the card's own data, in one language. English is
 * the default (the CLI and the API without `locale`); the web passes the reader's language
 * (messages/<locale>/proxyLabels.json, lib/proxies/localized-labels.ts).
 */
export interface ProxyLabels {
  /** First word of every footer. */
  proxy: string;
  // Gardener of Thoughts
  identifier: string;
  directive: string;
  attributes: string;
  lore: string;
  highPlayers: string;
  // Dark Eden
  tactics: string;
  provides: string;
  requires: string;
  allows: string;
  afterPlay: string;
  neighbours: string;
  initialCost: string;
  // Battle for Eden
  bfeCard: string;
  bfeUnit: string;
  bfeCommon: string;
  bfeTechnology: string;
  bfeCost: string;
  bfeStrength: string;
  bfeEnergy: string;
  bfeAbilities: string;
  bfeAbility: string;
  bfeImmediate: string;
  bfeDelayed: string;
  bfePostCombat: string;
  bfeReaction: string;
  bfePermanent: string;
  // EDEN
  edenMember: string;
  edenConstitution: string;
  edenStat: string;
  edenHead: string;
  edenArms: string;
  edenTorso: string;
  edenLegs: string;
  edenTypes: string;
  edenEquipment: string;
  edenAbilities: string;
  edenAbilityCost: string;
  edenMission: string;
  edenOnlyFor: string;
  edenFaction: string;
  edenStigma: string;
  edenTactic: string;
  edenFirstTurn: string;
  edenCancels: string;
  edenLevel: string;
  edenValue: string;
  /** The games' vocabulary (card types, affiliations, resources …) in the sheet's language; a value not given prints in English. */
  terms?: FaceTerms;
}

/** Groups of vocabulary a face prints: the value as the catalog writes it (a slug) → its word. */
export type TermGroup =
  | "deType"
  | "deAffiliation"
  | "deClass"
  | "deTactic"
  | "deResource"
  | "edenKind"
  | "edenFaction"
  | "edenStigma"
  | "edenType"
  | "edenMissionType"
  | "edenDeployment";

export type FaceTerms = Partial<Record<TermGroup, Readonly<Record<string, string>>>>;

/** A vocabulary value in the sheet's language, else `english` (the face's own English word for it). */
export function term(words: ProxyLabels, group: TermGroup, value: string, english: string): string {
  const given = words.terms?.[group];
  return given && Object.hasOwn(given, value) ? given[value] : english;
}

export const ENGLISH_PROXY_LABELS: ProxyLabels = {
  proxy: "Proxy",
  identifier: "Identifier",
  directive: "Directive",
  attributes: "Attributes",
  lore: "Lore",
  highPlayers: "High number of players",
  tactics: "Tactics",
  provides: "Provides",
  requires: "Requires",
  allows: "Allows",
  afterPlay: "After play",
  neighbours: "Neighbours",
  initialCost: "Initial cost",
  bfeCard: "Card",
  bfeUnit: "Unit",
  bfeCommon: "Common",
  bfeTechnology: "Technology",
  bfeCost: "Cost",
  bfeStrength: "Strength",
  bfeEnergy: "Energy",
  bfeAbilities: "Abilities",
  bfeAbility: "Ability",
  bfeImmediate: "Immediate",
  bfeDelayed: "Delayed",
  bfePostCombat: "Post-combat",
  bfeReaction: "Reaction",
  bfePermanent: "Permanent",
  edenMember: "Member",
  edenConstitution: "Constitution",
  edenStat: "Stat",
  edenHead: "Head",
  edenArms: "Arms",
  edenTorso: "Torso",
  edenLegs: "Legs",
  edenTypes: "Types: ",
  edenEquipment: "Equipment",
  edenAbilities: "Abilities",
  edenAbilityCost: "cost",
  edenMission: "Mission",
  edenOnlyFor: "Only for",
  edenFaction: "faction",
  edenStigma: "stigma",
  edenTactic: "Tactic",
  edenFirstTurn: "First turn",
  edenCancels: "Cancels",
  edenLevel: "Level",
  edenValue: "Value",
};
