import type { GameSlug } from "@/lib/games/types";
import type { DesignCard } from "./types";

/**
 * A blank card of each type of each game, named in the game's own words: the smallest card
 * the game's card schema accepts, for the designer's "New card" menu.
 */
export interface Template {
  /** The card type's value; its name is `designer.values.<game>.<TEMPLATE_GROUP>.<key>`. */
  key: string;
  card: DesignCard;
}

/** Where a game's card type names are in the designer's vocabulary messages. */
export const TEMPLATE_GROUP: Record<GameSlug, string> = { "dark-eden": "types", "eden-skirmish": "kinds", "battle-for-eden": "kinds", "got-cgs": "kinds" };

export const TEMPLATES: Record<GameSlug, Template[]> = {
  // Dark Eden rules, "THE CARDS": the five card types.
  "dark-eden": [
    { key: "commander", card: { name: "New Commander", type: "commander", affiliation: "general", cv: 0 } },
    { key: "establishment", card: { name: "New Establishment", type: "establishment", affiliation: "general", cv: 0, initialCost: 0 } },
    { key: "warrior", card: { name: "New Warrior", type: "warrior", affiliation: "general", cv: 0, warriorClass: "infantry" } },
    { key: "intrigue", card: { name: "New Intrigue", type: "intrigue", affiliation: "general" } },
    { key: "enhancement", card: { name: "New Enhancement", type: "enhancement", affiliation: "general" } },
  ],
  // EDEN, "Las cartas": Perfil (combatant), CNJ, Misión, Táctica.
  "eden-skirmish": [
    { key: "combatant", card: { name: "New Combatant", kind: "combatant", value: 0 } },
    { key: "npc", card: { name: "New CNJ", kind: "npc", level: 0 } },
    { key: "mission", card: { name: "New Mission", kind: "mission", missionType: "secret" } },
    { key: "tactic", card: { name: "New Tactic", kind: "tactic" } },
  ],
  // Battle for Eden, "Conquest ▶ Setup": unit, common and technology cards.
  "battle-for-eden": [
    { key: "unit", card: { name: "New Unit", kind: "unit", civilization: "", cost: 1, strength: 1 } },
    { key: "common", card: { name: "New Common Card", kind: "common" } },
    { key: "technology", card: { name: "New Technology", kind: "technology", cost: 1 } },
  ],
  // GOT CGS, "Cards": an adventure or a support card, told apart by the Type attribute.
  "got-cgs": [
    { key: "adventure", card: { name: "New Adventure", attributes: 'Type "Adventure"\n' } },
    { key: "support", card: { name: "New Support Card", attributes: 'Type "Support"\n' } },
  ],
};

/** A card code from a name: lower-case words joined by hyphens (the catalog's codes). */
export function slugOf(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100);
  return slug || "card";
}

/** `base`, or `base-2`, `base-3` … : a code no card of the set has. */
export function freeCode(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

const codesOf = (cards: readonly DesignCard[]) => cards.map((c) => String(c.code ?? ""));

/** A new card from a template or another card: its fields, under a code free in the set (first key). */
export function newCardFrom(source: DesignCard, cards: readonly DesignCard[], name = String(source.name ?? "Card")): DesignCard {
  const { set: _set, source: _source, code: _code, ...fields } = source;
  return { code: freeCode(slugOf(name), codesOf(cards)), ...fields, name };
}
