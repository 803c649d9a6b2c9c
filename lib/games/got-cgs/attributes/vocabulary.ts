/**
 * The predefined attributes and attribute categories of GOT CGS, with the values each
 * may take and the cards it may stand on (GOT CGS rules, "Summary ▶ Predefined
 * attributes and attribute categories": "(A)" adventure cards only, "(S)" support cards only).
 */

export type Placement = "adventure" | "support" | "any";

/** The values an attribute may take. */
export type Domain = { kind: "enum"; values: readonly string[] } | { kind: "int"; min: number } | { kind: "text" };

export interface PredefinedAttribute {
  name: string;
  placement: Placement;
  domain: Domain;
  /** The rules section that defines it. */
  section: string;
  /** Conditional play attributes take an operator (only ">"). */
  operators?: readonly (">" | "<" | "=")[];
}

/** What the attributes listed by a category may be. */
export type CategoryContents =
  /** Conditional attributes: a reference, an operator and a condition. */
  | "conditions"
  /** Custom attributes with integer values (costs and resources). */
  | "numbers"
  /** Custom attributes with integer or text values (feats). */
  | "feats";

export interface PredefinedCategory {
  name: string;
  placement: Placement;
  contents: CategoryContents;
  section: string;
}

const YES: Domain = { kind: "enum", values: ["Yes"] };
const AT_LEAST_1: Domain = { kind: "int", min: 1 };
const TEXT: Domain = { kind: "text" };

export const ROLEPLAYS = ["Battle", "Cataclysm", "Challenge", "Competition", "Cooperation", "Epic", "Obstruction", "Solo"] as const;
export type Roleplay = (typeof ROLEPLAYS)[number];
export const CARD_TYPES = ["Adventure", "Support"] as const;
export type CardTypeValue = (typeof CARD_TYPES)[number];

const P = "Cards ▶ Predefined attributes";
const attributes: PredefinedAttribute[] = [
  { name: "Affiliation", placement: "any", domain: TEXT, section: `${P} ▶ Affiliation` },
  { name: "CommonBuildsite", placement: "adventure", domain: YES, section: `${P} ▶ CommonBuildsite` },
  { name: "AllowPlayIfPreviousLevel", placement: "adventure", domain: AT_LEAST_1, section: `${P} ▶ Conditional play`, operators: [">"] },
  { name: "AllowPlayIfAnyPreviousLevel", placement: "adventure", domain: AT_LEAST_1, section: `${P} ▶ Conditional play`, operators: [">"] },
  { name: "Level", placement: "adventure", domain: AT_LEAST_1, section: `${P} ▶ Level` },
  { name: "MultiEra", placement: "adventure", domain: YES, section: `${P} ▶ MultiEra` },
  { name: "Freeze", placement: "support", domain: YES, section: `${P} ▶ Powers ▶ Freeze` },
  { name: "FreezeAdventureCommonCosts", placement: "support", domain: YES, section: `${P} ▶ Powers ▶ FreezeAdventureCommonCosts` },
  { name: "RewindAdventure", placement: "support", domain: YES, section: `${P} ▶ Powers ▶ RewindAdventure` },
  { name: "Recover1", placement: "support", domain: YES, section: `${P} ▶ Recover1` },
  { name: "Reuse", placement: "support", domain: AT_LEAST_1, section: `${P} ▶ Reuse` },
  { name: "Roleplay", placement: "adventure", domain: { kind: "enum", values: ROLEPLAYS }, section: `${P} ▶ Roleplay` },
  { name: "StockHolding", placement: "support", domain: AT_LEAST_1, section: `${P} ▶ StockHolding` },
  { name: "StockOffering", placement: "adventure", domain: AT_LEAST_1, section: `${P} ▶ StockOffering` },
  { name: "Type", placement: "any", domain: { kind: "enum", values: CARD_TYPES }, section: `${P} ▶ Type` },
  { name: "Unique", placement: "any", domain: TEXT, section: `${P} ▶ Unique` },
  { name: "UniqueAny", placement: "any", domain: TEXT, section: `${P} ▶ UniqueAny` },
];

const C = "Cards ▶ Predefined attribute categories";
const categories: PredefinedCategory[] = [
  { name: "AllowSupportIf1", placement: "adventure", contents: "conditions", section: `${C} ▶ Conditional play ▶ AllowSupportIf1` },
  { name: "AllowPlayIfAnyBuildsite", placement: "any", contents: "conditions", section: `${C} ▶ Conditional play ▶ AllowPlayIfAnyBuildsite` },
  { name: "AllowPlayIfAnyBuildsite1", placement: "any", contents: "conditions", section: `${C} ▶ Conditional play ▶ AllowPlayIfAnyBuildsite1` },
  { name: "AllowPlayIfBuildsite", placement: "any", contents: "conditions", section: `${C} ▶ Conditional play ▶ AllowPlayIfBuildsite` },
  { name: "AllowPlayIfBuildsite1", placement: "any", contents: "conditions", section: `${C} ▶ Conditional play ▶ AllowPlayIfBuildsite1` },
  { name: "AllowPlayIfPlayground", placement: "support", contents: "conditions", section: `${C} ▶ Conditional play ▶ AllowPlayIfPlayground` },
  { name: "AllowPlayIfPlayground1", placement: "support", contents: "conditions", section: `${C} ▶ Conditional play ▶ AllowPlayIfPlayground1` },
  { name: "DenySupportIf1", placement: "adventure", contents: "conditions", section: `${C} ▶ Conditional play ▶ DenySupportIf1` },
  { name: "DenyPlayIfAnyBuildsite", placement: "any", contents: "conditions", section: `${C} ▶ Conditional play ▶ DenyPlayIfAnyBuildsite` },
  { name: "DenyPlayIfAnyBuildsite1", placement: "any", contents: "conditions", section: `${C} ▶ Conditional play ▶ DenyPlayIfAnyBuildsite1` },
  { name: "DenyPlayIfBuildsite", placement: "any", contents: "conditions", section: `${C} ▶ Conditional play ▶ DenyPlayIfBuildsite` },
  { name: "DenyPlayIfBuildsite1", placement: "any", contents: "conditions", section: `${C} ▶ Conditional play ▶ DenyPlayIfBuildsite1` },
  { name: "DenyPlayIfPlayground", placement: "support", contents: "conditions", section: `${C} ▶ Conditional play ▶ DenyPlayIfPlayground` },
  { name: "DenyPlayIfPlayground1", placement: "support", contents: "conditions", section: `${C} ▶ Conditional play ▶ DenyPlayIfPlayground1` },
  { name: "DisableIf", placement: "support", contents: "conditions", section: `${C} ▶ Conditional powers ▶ DisableIf` },
  { name: "DisableIf1", placement: "support", contents: "conditions", section: `${C} ▶ Conditional powers ▶ DisableIf1` },
  { name: "DivertIf", placement: "support", contents: "conditions", section: `${C} ▶ Conditional powers ▶ DivertIf` },
  { name: "DivertIf1", placement: "support", contents: "conditions", section: `${C} ▶ Conditional powers ▶ DivertIf1` },
  { name: "WreckIf", placement: "support", contents: "conditions", section: `${C} ▶ Conditional powers ▶ WreckIf` },
  { name: "WreckIf1", placement: "support", contents: "conditions", section: `${C} ▶ Conditional powers ▶ WreckIf1` },
  { name: "AdventureCosts", placement: "support", contents: "numbers", section: `${C} ▶ Costs ▶ AdventureCosts` },
  { name: "AdventureCommonCosts", placement: "any", contents: "numbers", section: `${C} ▶ Costs ▶ AdventureCommonCosts` },
  { name: "EraCosts", placement: "any", contents: "numbers", section: `${C} ▶ Costs ▶ EraCosts` },
  { name: "Feats", placement: "adventure", contents: "feats", section: `${C} ▶ Feats` },
  { name: "ImmuneIf1", placement: "support", contents: "conditions", section: `${C} ▶ ImmuneIf1` },
  { name: "AdventureResources", placement: "any", contents: "numbers", section: `${C} ▶ Resources ▶ AdventureResources` },
  { name: "EraResources", placement: "any", contents: "numbers", section: `${C} ▶ Resources ▶ EraResources` },
  { name: "SeizeIf", placement: "support", contents: "conditions", section: `${C} ▶ SeizeIf` },
  { name: "SeizeIf1", placement: "support", contents: "conditions", section: `${C} ▶ SeizeIf1` },
];

/** GOT CGS rules, "Summary ▶ Shortcuts" and "Cards ▶ Attributes ▶ Shortcuts". */
export const SHORTCUTS: Readonly<Record<string, string>> = {
  AC: "AdventureCosts",
  ACC: "AdventureCommonCosts",
  AR: "AdventureResources",
  EC: "EraCosts",
  ER: "EraResources",
};

const attributeByName = new Map(attributes.map((a) => [a.name, a]));
const categoryByName = new Map(categories.map((c) => [c.name, c]));
const allNames = [...attributes.map((a) => a.name), ...categories.map((c) => c.name), ...Object.keys(SHORTCUTS)];
const byFoldedName = new Map(allNames.map((n) => [n.toLowerCase(), n]));

export const PREDEFINED_ATTRIBUTES: readonly PredefinedAttribute[] = attributes;
export const PREDEFINED_CATEGORIES: readonly PredefinedCategory[] = categories;

export function predefinedAttribute(name: string): PredefinedAttribute | undefined {
  return attributeByName.get(name);
}

/** A predefined category by its full name or its shortcut. */
export function predefinedCategory(name: string): PredefinedCategory | undefined {
  return categoryByName.get(SHORTCUTS[name] ?? name);
}

/** The full name of a category written as a shortcut (AR → AdventureResources), else the name itself. */
export function expandShortcut(name: string): string {
  return SHORTCUTS[name] ?? name;
}

/** True for a predefined name of the rules, written exactly (some end in a digit: Recover1, DisableIf1 …). */
export function isPredefinedName(name: string): boolean {
  return attributeByName.has(name) || categoryByName.has(name) || name in SHORTCUTS;
}

/**
 * A predefined name the writer probably meant: the same letters in another case
 * (`roleplay` → `Roleplay`), or "If" misread as "lf" (`Immunelf1` → `ImmuneIf1`).
 */
export function nearPredefinedName(name: string): string | undefined {
  if (isPredefinedName(name)) return undefined;
  const candidates = [name, name.replace(/lf(1?)$/, "If$1")];
  for (const c of candidates) {
    const found = isPredefinedName(c) ? c : byFoldedName.get(c.toLowerCase());
    if (found !== undefined) return found;
  }
  return undefined;
}
