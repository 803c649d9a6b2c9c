import { cardsParam, finding } from "../types";
import { foldName } from "../../engine/fold";
import { cardFacts, type CardFacts } from "./card-facts";
import type { DeckCheck } from "./rule";

/** Who can play a designated Intrigue: a card designated `caster`, or the card named so (e.g. the PATRIARCH card). */
interface Casting {
  code: string;
  section: string;
  spell: string;
  caster: string;
  /** The rules also accept "a copy of the <NAME> card" itself. */
  casterCard?: string;
}

/** A caster: designated so, a card whose text grants the designation (Prophetic Vision, Ancyrite …), or the named card (`casterName`: its name folded). */
function isCaster(facts: CardFacts, casting: Casting, casterName: string | undefined): boolean {
  if (facts.designations.includes(casting.caster) || facts.grants.includes(casting.caster)) return true;
  return casterName !== undefined && facts.foldedNames.has(casterName);
}

/** Warns when the deck holds `spell` cards and neither the Commander nor a playable card can cast them. */
function needsCaster(casting: Casting): DeckCheck {
  const casterName = casting.casterCard !== undefined ? foldName(casting.casterCard) : undefined;
  return {
    codes: [casting.code],
    level: "warning",
    section: casting.section,
    explanation: `${casting.spell} cards need ${casting.casterCard ? `the ${casting.casterCard} card or ` : ""}a card designated ${casting.caster} (or one whose text makes a warrior so) among the Commander and the cards the deck can play.`,
    check: (ctx) => {
      const spells = ctx.designated(casting.spell);
      if (spells.length === 0) return [];
      // The casters: the Commander and every card of the deck that can be played.
      if (ctx.commander && isCaster(cardFacts(ctx.commander), casting, casterName)) return [];
      if (ctx.slots.some(({ facts, canPlay }) => canPlay && facts.type !== "commander" && isCaster(facts, casting, casterName))) return [];
      return [
        finding(
          casting.code,
          spells.map((card) => card.code),
          { cards: cardsParam(spells) },
        ),
      ];
    },
  };
}

// Dark Eden rules, "PERFORM LUTHERAN RITUAL": a RITUAL needs the PATRIARCH card or a card designated PATRIARCH.
export const ritualNeedsPatriarch = needsCaster({
  code: "DE_RITUAL_WITHOUT_PATRIARCH",
  section: "PERFORM LUTHERAN RITUAL",
  spell: "RITUAL",
  caster: "PATRIARCH",
  casterCard: "Patriarch",
});

// Dark Eden rules, "INVOKE CRESCENTIAN PROPHECY": a PROPHECY needs the PROPHET card or a card designated PROPHET.
export const prophecyNeedsProphet = needsCaster({
  code: "DE_PROPHECY_WITHOUT_PROPHET",
  section: "INVOKE CRESCENTIAN PROPHECY",
  spell: "PROPHECY",
  caster: "PROPHET",
  casterCard: "Prophet",
});

// Dark Eden rules, "CASTING ART SPELLS": an ART SPELL needs a SPELLCASTER in your Dominion.
export const artSpellNeedsSpellcaster = needsCaster({
  code: "DE_SPELL_WITHOUT_SPELLCASTER",
  section: "CASTING ART SPELLS",
  spell: "ART SPELL",
  caster: "SPELLCASTER",
});

// Dark Eden rules, "BESTOW DARK SYMMETRY": DARK SYMMETRY attaches only to cards WORTHY OF DARK SYMMETRY.
export const darkSymmetryNeedsWorthy = needsCaster({
  code: "DE_DARK_SYMMETRY_WITHOUT_WORTHY",
  section: "BESTOW DARK SYMMETRY",
  spell: "DARK SYMMETRY",
  caster: "WORTHY OF DARK SYMMETRY",
});
