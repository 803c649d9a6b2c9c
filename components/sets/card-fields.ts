import type { GameSlug } from "@/lib/games/types";

/**
 * The card fields the set page's edit form shows, per game (from each game's card schema in
 * lib/games/<game>/card.ts): enough to make a legal deck. Any other field of a card is kept
 * in the form's "Other fields (JSON)" box, so nothing is lost on a save.
 */

export const GAME_TITLES: Record<GameSlug, string> = {
  "dark-eden": "Dark Eden",
  "battle-for-eden": "Battle for Eden",
  "got-cgs": "Gardener of Thoughts",
  "eden-skirmish": "EDEN",
};

/** The look of the sets pages' inputs (at least 32 px high: a comfortable tap target). */
export const fieldClass = "rounded border border-stone-400 bg-white px-2 py-1 min-h-8";

export type FieldKind = "text" | "number" | "list" | "json" | "boolean" | "long";

export interface CardField {
  key: string;
  label: string;
  kind: FieldKind;
  hint?: string;
}

const COMMON: CardField[] = [
  { key: "code", label: "Code", kind: "text", hint: "lower-case letters, digits and hyphens" },
  { key: "name", label: "Name", kind: "text" },
];

export const CARD_FIELDS: Record<GameSlug, CardField[]> = {
  "dark-eden": [
    ...COMMON,
    { key: "type", label: "Type", kind: "text", hint: "commander, establishment, warrior …" },
    { key: "affiliation", label: "Affiliation", kind: "text", hint: "general, imperium, …" },
    { key: "cv", label: "CV", kind: "number" },
    { key: "tactics", label: "Tactics", kind: "list", hint: "comma-separated: land, sea, air" },
    { key: "neighborAllowance", label: "Neighbour allowance", kind: "number" },
    { key: "initialCost", label: "Initial cost", kind: "number" },
    { key: "provides", label: "Provides", kind: "json", hint: 'e.g. {"gold": 1}' },
    { key: "text", label: "Text", kind: "long" },
  ],
  "eden-skirmish": [
    ...COMMON,
    { key: "kind", label: "Kind", kind: "text", hint: "combatant, npc, mission, tactic" },
    { key: "faction", label: "Faction", kind: "text" },
    { key: "stigma", label: "Stigma", kind: "text" },
    { key: "value", label: "Value (points)", kind: "number" },
    { key: "types", label: "Types", kind: "list", hint: "comma-separated" },
    { key: "psi", label: "PSI", kind: "json", hint: "[3, 2]" },
    { key: "cbt", label: "CBT", kind: "json", hint: "[4, 3]" },
    { key: "vig", label: "VIG", kind: "json" },
    { key: "rap", label: "RAP", kind: "json" },
    { key: "missionType", label: "Mission type", kind: "text", hint: "secret or revealed" },
    { key: "restriction", label: "Restriction", kind: "json", hint: '{"faction": "…"}' },
  ],
  "battle-for-eden": [
    ...COMMON,
    { key: "kind", label: "Kind", kind: "text", hint: "unit, crystal, …" },
    { key: "civilization", label: "Civilization", kind: "text", hint: "a civilization code of the set" },
    { key: "cost", label: "Cost", kind: "number" },
    { key: "strength", label: "Strength", kind: "number" },
    { key: "energy", label: "Energy", kind: "number" },
    { key: "permanent", label: "Permanent ability", kind: "long" },
  ],
  "got-cgs": [
    ...COMMON,
    { key: "identifier", label: "Identifier", kind: "text" },
    { key: "gold", label: "Gold", kind: "boolean" },
    { key: "attributes", label: "Attributes", kind: "long", hint: 'lines such as Type "Adventure"' },
  ],
};

/** The key stats shown in the set page's cards table, per game. */
export const TABLE_FIELDS: Record<GameSlug, string[]> = {
  "dark-eden": ["type", "affiliation", "cv"],
  "eden-skirmish": ["kind", "faction", "value"],
  "battle-for-eden": ["kind", "civilization", "cost", "strength"],
  "got-cgs": ["identifier", "gold"],
};

/** A field's value as the form shows it. */
export function fieldText(kind: FieldKind, value: unknown): string {
  if (value === undefined || value === null) return kind === "number" && value === null ? "null" : "";
  if (kind === "list" && Array.isArray(value)) return value.join(", ");
  if (kind === "json") return JSON.stringify(value);
  if (kind === "boolean") return value ? "true" : "";
  return String(value);
}

/** A form value as the card's field; an empty value leaves the field out. Throws a message when it does not read. */
export function fieldValue(kind: FieldKind, text: string): unknown {
  const t = text.trim();
  if (t === "") return undefined;
  switch (kind) {
    case "number": {
      if (t === "null") return null;
      const n = Number(t);
      if (!Number.isFinite(n)) throw new Error("a number");
      return n;
    }
    case "list":
      return t
        .split(",")
        .map((s) => s.trim())
        .filter((s) => s !== "");
    case "json":
      try {
        return JSON.parse(t);
      } catch {
        throw new Error('JSON, such as [3, 2] or {"gold": 1}');
      }
    case "boolean":
      return t === "true" ? true : undefined;
    case "long":
      return text;
    default:
      return t;
  }
}

/** A value for a table cell. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
