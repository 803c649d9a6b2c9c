import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { ResolvedDeck } from "@/lib/engine/card-index";
import { adventureCoverage, cardAttributes, cardTypeOfCard, eraDeckCards, gotCgs, type EraDeckCard, type GotCard } from "@/lib/games/got-cgs";
import type { CatalogCard } from "@/lib/games/types";
import { eraDeck, fixtureCard, makeEraDeck250 } from "./fixtures";

type Card = CatalogCard<GotCard>;

/** The era deck's cards as a map by code reads them: the first card object of each code, copies added up, none without copies. */
function byMap(deck: ResolvedDeck<GotCard>): EraDeckCard[] {
  const byCode = new Map<string, EraDeckCard>();
  for (const entry of deck.entries) {
    const card = entry.card;
    const quantity = Number.isSafeInteger(entry.quantity) && entry.quantity > 0 ? entry.quantity : 0;
    const known = byCode.get(card.code);
    if (known) known.quantity += quantity;
    else byCode.set(card.code, { card, quantity, gold: card.gold === true, type: cardTypeOfCard(card), parsed: cardAttributes(card) });
  }
  return [...byCode.values()].filter((c) => c.quantity > 0);
}

const era = makeEraDeck250({ gold: true });
const some = era.cards.slice(0, 14);
const entriesShape = fc.array(fc.tuple(fc.constantFrom(...some), fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constantFrom(0, -2, 1.5)), fc.boolean()), {
  maxLength: 30,
});

describe("Cards, Definitions: an era deck's cards (lib/games/got-cgs/era-deck.ts)", () => {
  it("copies of one code add up, whichever card object carries it, as a map by code reads them", () => {
    const copies = new Map(some.map((c) => [c, structuredClone(c)]));
    const deckOf = (shape: [Card, number, boolean][]) => eraDeck(shape.map(([card, n, copy]) => [copy ? copies.get(card)! : card, n]));
    fc.assert(
      fc.property(entriesShape, entriesShape, (a, b) => {
        const deckA = deckOf(a);
        const deckB = deckOf(b);
        const first = eraDeckCards(deckA);
        expect(first).toEqual(byMap(deckA));
        expect(eraDeckCards(deckB)).toEqual(byMap(deckB));
        // A later read never changes what an earlier one handed out.
        expect(first).toEqual(byMap(deckA));
      }),
      { numRuns: 200 },
    );
  });

  it("a card object whose attributes text changed is read by its new text", () => {
    const card = fixtureCard("fixture-changing", 'Type "Support"\nAdventureResources\n    Crew 1');
    expect(eraDeckCards(eraDeck([[card, 1]])).map((c) => c.type)).toEqual(["support"]);
    card.attributes = 'Type "Adventure"\nRoleplay "Solo"';
    expect(eraDeckCards(eraDeck([[card, 1]])).map((c) => [c.type, c.parsed])).toEqual([["adventure", cardAttributes(card)]]);
  });
});

describe("Card packs ▶ Customize a session pack: remembered coverage (lib/games/got-cgs/cover-memo.ts)", () => {
  it("an adventure answered from memory answers as the search did, in objects of its own", () => {
    const deck = era.deck;
    const first = adventureCoverage(eraDeckCards(deck));
    const again = adventureCoverage(eraDeckCards(deck));
    expect(again).toEqual(first);
    expect(again[0]).not.toBe(first[0]);
    if (first[0].costs.length > 0) expect(again[0].costs[0]).not.toBe(first[0].costs[0]);
    // Changing what a caller was handed changes nothing remembered.
    first[0].players = null;
    first[0].costs.length = 0;
    expect(adventureCoverage(eraDeckCards(deck))).toEqual(again);
  });

  it("the whole era deck validates the same, from memory or not, and an adventure that limits support cards is answered per support card", () => {
    const deck = eraDeck(era.cards.map((c): [Card, number] => [c, 2]));
    const once = gotCgs.validate(deck);
    expect(gotCgs.validate(deck)).toEqual(once);
    // A Competition adventure that refuses support cards with a fly range below 2 (as temblor-sector-exploration's AllowSupportIf1 does), with and without a card it allows.
    const limited = fixtureCard(
      "fixture-limited",
      'Type "Adventure"\nRoleplay "Competition"\nAdventureCommonCosts\n    StarshipFlyRange 2\nAllowSupportIf1\n    AR.StarshipFlyRange > 2',
    );
    const slow = fixtureCard("fixture-slow", 'Type "Support"\nAdventureResources\n    StarshipFlyRange 1');
    const fast = fixtureCard("fixture-fast", 'Type "Support"\nAdventureResources\n    StarshipFlyRange 3');
    const warned = (cards: [Card, number][]) => gotCgs.validate(eraDeck(cards)).warnings.map((w) => w.code);
    expect(
      warned([
        [limited, 1],
        [slow, 2],
      ]),
    ).toEqual(["GOT_COMPETITION_UNCOVERED"]);
    expect(
      warned([
        [limited, 1],
        [slow, 2],
        [fast, 2],
      ]),
    ).toEqual([]);
    expect(
      warned([
        [limited, 1],
        [slow, 2],
      ]),
    ).toEqual(["GOT_COMPETITION_UNCOVERED"]);
  });
});
