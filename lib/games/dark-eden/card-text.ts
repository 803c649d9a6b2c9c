/**
 * The small vocabulary in which card data says what a card's own text changes about what a
 * deck may play (Dark Eden rules, "UNIVERSAL RULES": the rules on a card take precedence).
 * docs/games/dark-eden.md, "Card text the checks read", describes it for people.
 *
 * A selector names some cards:
 *   `card:<code>`                     that one card
 *   `<kind>`                          every card of that kind (KINDS)
 *   `affiliation:<slug>`              every card of that affiliation
 *   `affiliation:<slug|any>:<kind>`   the cards of that affiliation (or any) that are of that kind
 */
import { AFFILIATIONS, type Affiliation } from "./affiliations";

/** Megacorporations whose members a card can name ("CZŁONEK IMPERIALU" …). */
export const CORPORATIONS = ["bauhaus", "capitol", "cybertronic", "imperial", "mishima"] as const;
export type Corporation = (typeof CORPORATIONS)[number];

/** What a selector's `<kind>` can be: a warrior class, a designation a card carries, a corporation's members. */
export const KINDS = [
  "warrior",
  "establishment",
  "infantry",
  "cavalry",
  "vehicle",
  "equipment",
  "embassy",
  "island-team-member",
  "submarine",
  ...CORPORATIONS.map((c) => `${c}-member` as const),
] as const;
export type Kind = (typeof KINDS)[number];

/** Enough of a card to match a selector against it. */
export interface Matchable {
  code: string;
  type: string;
  affiliation: Affiliation;
  warriorClass?: string;
  designations?: readonly string[];
  corporation?: Corporation;
}

export type Selector = { card: string } | { kind: Kind } | { affiliation: Affiliation | "any"; kind?: Kind };

const AFFILIATION_OR_ANY = new Set<string>([...AFFILIATIONS, "any"]);
const KIND_SET = new Set<string>(KINDS);

/** Reads a selector; undefined when the text is not one. */
export function parseSelector(text: string): Selector | undefined {
  const card = /^card:([a-z0-9-]+)$/.exec(text);
  if (card) return { card: card[1] };
  if (KIND_SET.has(text)) return { kind: text as Kind };
  const parts = text.split(":");
  if (parts[0] !== "affiliation" || parts.length < 2 || parts.length > 3 || !AFFILIATION_OR_ANY.has(parts[1])) return undefined;
  if (parts.length === 2) return parts[1] === "any" ? undefined : { affiliation: parts[1] as Affiliation };
  return KIND_SET.has(parts[2]) ? { affiliation: parts[1] as Affiliation | "any", kind: parts[2] as Kind } : undefined;
}

const DESIGNATION_OF: Partial<Record<Kind, string>> = {
  equipment: "EQUIPMENT",
  embassy: "EMBASSY",
  "island-team-member": "ISLAND TEAM MEMBER",
  submarine: "SUBMARINE",
};

export function isKind(card: Matchable, kind: Kind): boolean {
  if (kind === "warrior" || kind === "establishment") return card.type === kind;
  if (kind === "infantry" || kind === "cavalry" || kind === "vehicle") return card.type === "warrior" && card.warriorClass === kind;
  const designation = DESIGNATION_OF[kind];
  if (designation) return (card.designations ?? []).includes(designation);
  return card.corporation !== undefined && kind === `${card.corporation}-member`;
}

export function matches(card: Matchable, selector: Selector): boolean {
  if ("card" in selector) return card.code === selector.card;
  if (!("affiliation" in selector)) return isKind(card, selector.kind);
  if (selector.affiliation !== "any" && card.affiliation !== selector.affiliation) return false;
  return selector.kind === undefined || isKind(card, selector.kind);
}

/** A bit for each kind, by its place in KINDS. */
const KIND_BIT = Object.fromEntries(KINDS.map((kind, i) => [kind, 2 ** i])) as Record<Kind, number>;

/** Every kind `card` is of (isKind), a bit each: worked out once a deck per card (card-facts.ts) and read by `matchesKinds`. */
export function kindsOf(card: Matchable): number {
  let kinds = 0;
  for (const kind of KINDS) if (isKind(card, kind)) kinds |= KIND_BIT[kind];
  return kinds;
}

/** `matches` for a card of the kinds `kinds` (kindsOf): the same answer, the card's kinds read from the bits. */
export function matchesKinds(card: Pick<Matchable, "code" | "affiliation">, kinds: number, selector: Selector): boolean {
  if ("card" in selector) return card.code === selector.card;
  if (!("affiliation" in selector)) return (kinds & KIND_BIT[selector.kind]) !== 0;
  if (selector.affiliation !== "any" && card.affiliation !== selector.affiliation) return false;
  return selector.kind === undefined || (kinds & KIND_BIT[selector.kind]) !== 0;
}

/** Reads "vehicle:submarine"-style class enablers: `<class>:<kind>` (only vehicles / cavalry that are of the kind). */
export function parseClassAllow(text: string): { what: "cavalry" | "vehicle" | "equipment"; kind: Kind } | undefined {
  const m = /^(cavalry|vehicle|equipment):([a-z-]+)$/.exec(text);
  return m && KIND_SET.has(m[2]) ? { what: m[1] as "cavalry" | "vehicle" | "equipment", kind: m[2] as Kind } : undefined;
}

/** Gwiezdny Sojusz's main alliances: each tribe and one corporation may recruit each other's warriors (Capitol has none). */
const MAIN_ALLIES: Partial<Record<Affiliation, Corporation>> = {
  crescentia: "mishima",
  "sons-of-rasputin": "bauhaus",
  templars: "cybertronic",
  "lutheran-triad": "imperial",
};

/** The warriors `main-ally-warriors` lets in under this Commander: its main ally's; none for Capitol or Dark Legion. */
export function mainAllySelector(commander: Matchable): Selector | undefined {
  const corporation = MAIN_ALLIES[commander.affiliation];
  if (corporation) return { affiliation: "megacorporations", kind: `${corporation}-member` };
  const tribe = (Object.keys(MAIN_ALLIES) as Affiliation[]).find((a) => MAIN_ALLIES[a] === commander.corporation);
  return tribe ? { affiliation: tribe, kind: "warrior" } : undefined;
}

/** An `allows` entry: the contract's plain values, a qualified affiliation or class enabler, or the main ally's warriors. */
export type AllowEntry =
  | { enables: "affiliation"; selector: { affiliation: Affiliation | "any"; kind?: Kind } }
  | { enables: "cavalry" | "vehicle" | "equipment"; kind?: Kind }
  | { enables: "main-ally" };

export function parseAllow(text: string): AllowEntry | undefined {
  if (text === "cavalry" || text === "vehicle" || text === "equipment") return { enables: text };
  if (text === "main-ally-warriors") return { enables: "main-ally" };
  const cls = parseClassAllow(text);
  if (cls) return { enables: cls.what, kind: cls.kind };
  const selector = parseSelector(text);
  if (selector && "affiliation" in selector && selector.affiliation !== "general") return { enables: "affiliation", selector };
  return undefined;
}

/** A `forbids` entry: `never:<selector>` (an error) or `not:<selector>` (a warning), NOT vs. NEVER. */
export interface ForbidEntry {
  force: "never" | "not";
  selector: Selector;
}

export function parseForbid(text: string): ForbidEntry | undefined {
  const m = /^(never|not):(.+)$/.exec(text);
  const selector = m ? parseSelector(m[2]) : undefined;
  return m && selector ? { force: m[1] as "never" | "not", selector } : undefined;
}

/**
 * One alternative of a `needs` entry: an enabler in play (`cavalry`, `vehicle`, `equipment`),
 * a card of the deck or the Commander (any selector), or a Commander not of an affiliation.
 */
export type NeedAtom = { enabler: "cavalry" | "vehicle" | "equipment" } | { selector: Selector } | { commanderNot: Affiliation };

/** A `needs` entry: alternatives separated by `|`; undefined when one of them is not understood. */
export function parseNeed(text: string): NeedAtom[] | undefined {
  const atoms: NeedAtom[] = [];
  for (const part of text.split("|")) {
    if (part === "cavalry" || part === "vehicle" || part === "equipment") atoms.push({ enabler: part });
    else if (part.startsWith("commander-not:") && AFFILIATION_OR_ANY.has(part.slice(14)) && part.slice(14) !== "any") {
      atoms.push({ commanderNot: part.slice(14) as Affiliation });
    } else {
      const selector = parseSelector(part);
      if (!selector) return undefined;
      atoms.push({ selector });
    }
  }
  return atoms.length > 0 ? atoms : undefined;
}
