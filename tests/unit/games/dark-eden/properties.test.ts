import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CardIndex, type ResolvedDeck } from "@/lib/engine/card-index";
import { AFFILIATIONS, AFTER_PLAY, ALLOWS, CARD_TYPES, TACTICS, WARRIOR_CLASSES, darkEden, type DarkEdenCard } from "@/lib/games/dark-eden";
import type { CatalogCard } from "@/lib/games/types";
import { allCards, index } from "./catalog";

const KNOWN_CODES = new Set([
  "DE_NO_COMMANDER",
  "DE_NOT_A_COMMANDER",
  "DE_COMMANDER_IN_DECK",
  "DE_DECK_TOO_SMALL",
  "DE_COPY_LIMIT",
  "DE_AFFILIATION",
  "DE_AFFILIATION_ENABLER",
  "DE_CLASS_WITHOUT_ENABLER",
  "DE_EQUIPMENT_WITHOUT_ENABLER",
  "DE_RITUAL_WITHOUT_PATRIARCH",
  "DE_PROPHECY_WITHOUT_PROPHET",
  "DE_SPELL_WITHOUT_SPELLCASTER",
  "DE_DARK_SYMMETRY_WITHOUT_WORTHY",
  "DE_UNKNOWN_MODE",
  "DE_FORBIDDEN_BY_COMMANDER",
  "DE_RESTRICTED_BY_COMMANDER",
  "DE_NEEDS_WITHOUT_ENABLER",
]);

const quantity = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: -3, max: 10_000 }), fc.constantFrom(0, NaN, 2.5, Infinity));

function headers(cards: readonly CatalogCard<DarkEdenCard>[]) {
  return fc.record(
    {
      commander: fc.oneof(fc.constantFrom(...cards.map((c) => c.name)), fc.constantFrom(...cards.map((c) => `[${c.code}]`)), fc.string()),
      mode: fc.oneof(fc.constantFrom("standard", "beginner", "BEGINNER", ""), fc.string()),
    },
    { requiredKeys: [] },
  );
}

function decks(cards: CardIndex<DarkEdenCard>): fc.Arbitrary<ResolvedDeck<DarkEdenCard>> {
  return fc
    .record({
      headers: headers(cards.all),
      entries: fc.array(fc.record({ card: fc.constantFrom(...cards.all), quantity, section: fc.constantFrom("main", "other") }), { maxLength: 40 }),
    })
    .map(({ headers, entries }) => ({ headers: headers as Record<string, string>, entries, cards, extras: {} }));
}

function checkAnswer(deck: ResolvedDeck<DarkEdenCard>) {
  const result = darkEden.validate(deck);
  expect(result.game).toBe("dark-eden");
  expect(result.legal).toBe(result.errors.length === 0);
  for (const found of [...result.errors, ...result.warnings]) {
    expect(KNOWN_CODES.has(found.code), found.code).toBe(true);
    expect(found.message.length).toBeGreaterThan(0);
    for (const code of found.cards) expect(deck.cards.byCodeOrUndefined(code), code).toBeDefined();
  }
  expect(JSON.parse(JSON.stringify(result.stats))).toEqual(result.stats);
  expect(Number.isInteger(result.stats.deckSize)).toBe(true);
  return result;
}

/** Schema-valid cards built from the contract's value sets (fixtures, not catalog facts). */
const anyCard: fc.Arbitrary<CatalogCard<DarkEdenCard>> = fc
  .record(
    {
      code: fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,15}$/),
      name: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0),
      type: fc.constantFrom(...CARD_TYPES),
      affiliation: fc.constantFrom(...AFFILIATIONS),
      cv: fc.oneof(fc.integer({ min: -10, max: 30 }), fc.constant(null)),
      tactics: fc.uniqueArray(fc.constantFrom(...TACTICS)),
      warriorClass: fc.constantFrom(...WARRIOR_CLASSES),
      neighborAllowance: fc.integer({ min: 1, max: 4 }),
      provides: fc.record({ gold: fc.integer({ min: 1, max: 4 }), fuel: fc.integer({ min: 1, max: 4 }) }, { requiredKeys: [] }),
      requires: fc.record({ food: fc.integer({ min: 1, max: 4 }), rawMaterials: fc.integer({ min: 1, max: 4 }) }, { requiredKeys: ["food"] }),
      initialCost: fc.integer({ min: 0, max: 10 }),
      designations: fc.uniqueArray(
        fc.constantFrom(
          "UNIQUE",
          "NO DECK LIMIT",
          "EQUIPMENT",
          "RITUAL",
          "PROPHECY",
          "ART SPELL",
          "DARK SYMMETRY",
          "PATRIARCH",
          "PROPHET",
          "SPELLCASTER",
          "WORTHY OF DARK SYMMETRY",
        ),
      ),
      allows: fc.uniqueArray(fc.constantFrom(...ALLOWS)),
      afterPlay: fc.constantFrom(...AFTER_PLAY),
    },
    { requiredKeys: ["code", "name", "type", "affiliation"] },
  )
  .map((c) => {
    const card = { ...c } as Record<string, unknown>;
    if (c.type !== "warrior") delete card.warriorClass;
    if (c.type !== "establishment") delete card.neighborAllowance;
    if (c.type !== "intrigue" && c.type !== "enhancement") delete card.afterPlay;
    if (card.provides && Object.keys(card.provides as object).length === 0) delete card.provides;
    return { ...(card as DarkEdenCard), set: "fixture" };
  });

describe("validate never throws (CONTRACTS §4: validation answers with errors)", () => {
  it("on arbitrary decks over the real catalog: random cards, quantities and headers", () => {
    fc.assert(
      fc.property(decks(index), (deck) => void checkAnswer(deck)),
      { numRuns: 300 },
    );
  });

  it("on arbitrary decks over arbitrary schema-valid cards", () => {
    const catalogs = fc.uniqueArray(anyCard, { minLength: 1, maxLength: 12, selector: (c) => c.code });
    fc.assert(
      fc.property(
        catalogs.chain((cards) => decks(new CardIndex(cards))),
        (deck) => {
          for (const card of deck.cards.all) {
            const { set: _set, ...fields } = card;
            expect(darkEden.cardSchema.safeParse(fields).success).toBe(true);
          }
          checkAnswer(deck);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("deckSize is the sum of whole positive copies of non-Commander cards", () => {
    fc.assert(
      fc.property(decks(index), (deck) => {
        const expected = deck.entries
          .filter((e) => e.card.type !== "commander" && Number.isFinite(e.quantity) && e.quantity >= 1)
          .reduce((n, e) => n + Math.floor(e.quantity), 0);
        expect(darkEden.validate(deck).stats.deckSize).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });

  it("a deck that is legal in standard mode stays legal in beginner mode (rules: YOUR FIRST FEW GAMES only lifts limits)", () => {
    fc.assert(
      fc.property(decks(index), (deck) => {
        const standard = darkEden.validate({ ...deck, headers: { ...deck.headers, mode: "standard" } });
        const beginner = darkEden.validate({ ...deck, headers: { ...deck.headers, mode: "beginner" } });
        if (standard.legal) expect(beginner.legal).toBe(true);
        expect(beginner.errors.length).toBeLessThanOrEqual(standard.errors.length);
      }),
      { numRuns: 200 },
    );
  });

  it("uses every card of the real catalog at least once without trouble", () => {
    const deck: ResolvedDeck<DarkEdenCard> = {
      headers: { commander: "Kommendant Leitheusser" },
      entries: allCards.map((card) => ({ card, quantity: 6, section: "main" })),
      cards: index,
      extras: {},
    };
    const result = checkAnswer(deck);
    expect(result.legal).toBe(false);
  });
});
