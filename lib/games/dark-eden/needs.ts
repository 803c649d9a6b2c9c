import { cardsParam, type Issue, type IssuePhrases, finding } from "../types";
import { AFFILIATION_NAMES } from "./card";
import type { CardFacts } from "./card-facts";
import { matches, matchesKinds, type NeedAtom } from "./card-text";
import { isBeginner } from "./first-few-games";
import type { DeckCheck, DeckContext } from "./rule";

/** Whether the deck can ever meet one alternative of a card's `needs`. */
function satisfied(ctx: DeckContext, atom: NeedAtom): boolean {
  // "YOUR FIRST FEW GAMES": the CAVALRY / VEHICLE and EQUIPMENT restrictions are disregarded.
  if ("enabler" in atom) return isBeginner(ctx.mode) || ctx.enablers(atom.enabler).length > 0;
  if ("commanderNot" in atom) return ctx.commander === undefined || ctx.commander.affiliation !== atom.commanderNot;
  if (ctx.commander && matches(ctx.commander, atom.selector)) return true;
  return ctx.slots.some(({ facts, canPlay }) => canPlay && facts.type !== "commander" && matchesKinds(facts, facts.kinds, atom.selector));
}

type Phrase = IssuePhrases["phrases"][number][number];

const ENABLER_WORDS = { equipment: "EQUIPMENT", vehicle: "VEHICLES", cavalry: "CAVALRY" } as const;

/** What a need asks for, in English and as a phrase the interface translates (validation.json `DE_needs`). */
function describe(atom: NeedAtom): { text: string; phrase: Phrase } {
  if ("enabler" in atom) {
    const word = ENABLER_WORDS[atom.enabler];
    return { text: `a card that allows ${word}`, phrase: { key: "DE_needs.enabler", values: { what: { term: word, text: word } } } };
  }
  if ("commanderNot" in atom) {
    const name = AFFILIATION_NAMES[atom.commanderNot];
    return {
      text: `a Commander that is not ${name}`,
      phrase: { key: "DE_needs.commanderNot", values: { affiliation: { term: atom.commanderNot, text: name } } },
    };
  }
  const s = atom.selector;
  if ("card" in s) return { text: `the card [${s.card}]`, phrase: { key: "DE_needs.card", values: { card: s.card } } };
  const kind = s.kind?.replace(/-/g, " ").toUpperCase();
  const kindTerm = { term: s.kind ?? "card", text: kind ?? "card" };
  if ("affiliation" in s) {
    const text = `${s.affiliation === "any" ? "a" : `an ${AFFILIATION_NAMES[s.affiliation]}`} ${kind ?? "card"}`;
    if (s.affiliation === "any") return { text, phrase: { key: "DE_needs.kind", values: { kind: kindTerm } } };
    return {
      text,
      phrase: { key: "DE_needs.affiliationKind", values: { affiliation: { term: s.affiliation, text: AFFILIATION_NAMES[s.affiliation] }, kind: kindTerm } },
    };
  }
  return { text: `an ${kind}`, phrase: { key: "DE_needs.kind", values: { kind: kindTerm } } };
}

/** One `needs` entry's alternatives as the finding says them: "x or y" in English, and their phrases. */
interface Described {
  text: string;
  phrases: readonly Phrase[];
}

function described(atoms: readonly NeedAtom[]): Described {
  const each = atoms.map(describe);
  return { text: each.map((a) => a.text).join(" or "), phrases: each.map((a) => a.phrase) };
}

/** The needs of a card (its `needs`, card-facts.ts) that nothing in the deck can meet, each described; undefined when every one can be met. */
function unmet(ctx: DeckContext, needs: CardFacts["needs"]): Described[] | undefined {
  let missing: Described[] | undefined;
  for (const atoms of needs) {
    if (atoms === undefined || atoms.some((atom) => satisfied(ctx, atom))) continue;
    missing ??= [];
    missing.push(described(atoms));
  }
  return missing;
}

// Dark Eden rules, "UNIVERSAL RULES": a card whose own text needs something in play first is stranded without it.
export const needsWithoutEnabler: DeckCheck = {
  codes: ["DE_NEEDS_WITHOUT_ENABLER"],
  level: "warning",
  section: "UNIVERSAL RULES",
  explanation:
    "A card whose own text needs something before it can be played (the Corsair a card that allows EQUIPMENT, a KEY-CODE SKULL an ISLAND TEAM MEMBER …) and the Commander and the deck have nothing that could give it.",
  check: (ctx) => {
    const found: Issue[] = [];
    for (const { card, facts, access, forbidden } of ctx.slots) {
      // Cards that can never enter play for other reasons have their own finding (DE_AFFILIATION, DE_FORBIDDEN_BY_COMMANDER); most cards need nothing.
      if (facts.needs.length === 0 || facts.type === "commander" || access === null || forbidden?.force === "never") continue;
      const missing = unmet(ctx, facts.needs);
      if (missing === undefined) continue;
      found.push(
        finding("DE_NEEDS_WITHOUT_ENABLER", [card.code], {
          card: cardsParam([card]),
          needs: { phrases: missing.map((m) => m.phrases) },
        }),
      );
    }
    return found;
  },
};
