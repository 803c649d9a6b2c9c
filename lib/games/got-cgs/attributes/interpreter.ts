/**
 * Reads a parsed attributes tree as the rules use it: the card's Type and Roleplay, its
 * costs, resources and feats by name, and whether a condition holds for another card
 * (GOT CGS rules, "Cards ▶ Attributes ▶ Matching attribute names" and "▶ Conditional operators").
 */
import { categories, globalAttributes, type AttrRef, type AttrValue, type AttributeNode, type AttributesAst } from "./ast";
import { CARD_TYPES, ROLEPLAYS, predefinedCategory, type CardTypeValue, type Roleplay } from "./vocabulary";

/** What a card's attributes say, first occurrence winning where the card repeats itself. */
export interface CardModel {
  type?: CardTypeValue;
  roleplay?: Roleplay;
  level?: number;
  affiliation?: string;
  unique?: string;
  uniqueAny?: string;
  /** Global attributes by name (single values only). */
  global: ReadonlyMap<string, AttrValue>;
  /** Attributes listed by the non-conditional categories (costs, resources, feats): category → name → value. */
  lists: ReadonlyMap<string, ReadonlyMap<string, AttrValue>>;
  /** Conditions listed by the conditional categories: category → conditions. */
  conditions: ReadonlyMap<string, readonly AttributeNode[]>;
}

const single = (a: AttributeNode): AttrValue | undefined => (a.values.length === 1 && a.operator === undefined ? a.values[0] : undefined);
const textOf = (v: AttrValue | undefined) => (v?.kind === "text" && v.value.trim() !== "" ? v.value : undefined);

// GOT CGS rules, "Cards ▶ Predefined attributes ▶ Type": "Adventure" or "Support".
export function cardTypeOf(ast: AttributesAst): CardTypeValue | undefined {
  const first = globalAttributes(ast).find((a) => a.ref.name === "Type");
  const value = first ? textOf(single(first)) : undefined;
  return (CARD_TYPES as readonly string[]).includes(value ?? "") ? (value as CardTypeValue) : undefined;
}

export function interpret(ast: AttributesAst): CardModel {
  const global = new Map<string, AttrValue>();
  for (const a of globalAttributes(ast)) {
    const v = single(a);
    if (v !== undefined && !global.has(a.ref.name)) global.set(a.ref.name, v);
  }
  const lists = new Map<string, Map<string, AttrValue>>();
  const conditions = new Map<string, AttributeNode[]>();
  for (const c of categories(ast)) {
    if (predefinedCategory(c.name)?.contents === "conditions") {
      if (!conditions.has(c.name))
        conditions.set(
          c.name,
          c.attributes.filter((a) => a.operator !== undefined),
        );
      continue;
    }
    if (lists.has(c.name)) continue;
    const listed = new Map<string, AttrValue>();
    for (const a of c.attributes) {
      const v = single(a);
      if (v !== undefined && a.ref.category === undefined && !listed.has(a.ref.name)) listed.set(a.ref.name, v);
    }
    lists.set(c.name, listed);
  }
  const roleplay = textOf(global.get("Roleplay"));
  const level = global.get("Level");
  return {
    type: cardTypeOf(ast),
    roleplay: (ROLEPLAYS as readonly string[]).includes(roleplay ?? "") ? (roleplay as Roleplay) : undefined,
    level: level?.kind === "int" && level.value >= 1 ? level.value : undefined,
    affiliation: textOf(global.get("Affiliation")),
    unique: textOf(global.get("Unique")),
    uniqueAny: textOf(global.get("UniqueAny")),
    global,
    lists,
    conditions,
  };
}

/** The integer attributes a category lists (costs, resources; the numerical feats), by name. */
export function numbersIn(model: CardModel, category: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, v] of model.lists.get(category) ?? []) if (v.kind === "int") out[name] = v.value;
  return out;
}

// GOT CGS rules, "Cards ▶ Attributes ▶ Matching attribute names": "Name" is a global attribute, "CategoryName.Name" one listed by that category.
export function lookup(model: CardModel, ref: AttrRef): AttrValue | undefined {
  return ref.category === undefined ? model.global.get(ref.name) : model.lists.get(ref.category)?.get(ref.name);
}

/**
 * GOT CGS rules, "Cards ▶ Attributes ▶ Conditional operators": `=` one of the elements,
 * `<` at most, `>` at least. `undefined` when the card lacks the attribute: "the reference
 * must be ignored" ("Cards ▶ Attributes").
 */
export function conditionHolds(condition: AttributeNode, model: CardModel): boolean | undefined {
  const actual = lookup(model, condition.ref);
  if (actual === undefined) return undefined;
  switch (condition.operator) {
    case "=":
      return condition.values.some((v) => v.kind === actual.kind && v.value === actual.value);
    case "<":
      return actual.kind === "int" && condition.values.length === 1 && condition.values[0].kind === "int" && actual.value <= condition.values[0].value;
    case ">":
      return actual.kind === "int" && condition.values.length === 1 && condition.values[0].kind === "int" && actual.value >= condition.values[0].value;
    default:
      return undefined;
  }
}
