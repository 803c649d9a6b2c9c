import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CardIndex, type ResolvedDeck } from "@/lib/engine/card-index";
import { CARD_TYPES, WARRIOR_CLASSES, darkEden, type DarkEdenCard } from "@/lib/games/dark-eden";
import type { DarkEdenStats } from "@/lib/games/stats";
import { issueParams, type CatalogCard, type Issue } from "@/lib/games/types";
import { allCards, index } from "./catalog";

type Card = CatalogCard<DarkEdenCard>;

const commanders = allCards.filter((c) => c.type === "commander");
const playable = allCards.filter((c) => c.type !== "commander");

/** A deck of real cards: a Commander (or none, or a non-Commander), 1–25 slots, any mode. */
const deckShape = fc.record({
  commander: fc.oneof(fc.constantFrom(...commanders), fc.constant(undefined), fc.constantFrom(...playable.slice(0, 5))),
  slots: fc.array(fc.tuple(fc.constantFrom(...allCards), fc.integer({ min: 1, max: 7 })), { minLength: 1, maxLength: 25 }),
  mode: fc.constantFrom(undefined, "standard", "beginner", "tournament"),
});

type Shape = { commander?: Card; slots: [Card, number][]; mode?: string };

function deckOf(shape: Shape, cards: CardIndex<DarkEdenCard>, copyOf: (c: Card) => Card): ResolvedDeck<DarkEdenCard> {
  const headers: Record<string, string> = {};
  if (shape.commander) headers.commander = shape.commander.name;
  if (shape.mode) headers.mode = shape.mode;
  const entries = shape.slots.map(([card, quantity], i) => ({ card: copyOf(card), quantity, section: "main", line: i + 1 }));
  return { headers, entries, cards, extras: {} };
}

/** Everything a validation says, with the values its messages are translated with. */
function said(deck: ResolvedDeck<DarkEdenCard>) {
  const v = darkEden.validate(deck);
  const withParams = (i: Issue) => ({ ...i, params: issueParams(i) });
  return { ...v, errors: v.errors.map(withParams), warnings: v.warnings.map(withParams) };
}

describe("Dark Eden card text read once per card (lib/games/dark-eden/card-facts.ts)", () => {
  it("UNIVERSAL RULES: a deck validates the same with cards already read by earlier decks as with fresh copies of its cards", () => {
    // Warm the remembered card text with decks that share the catalog's card objects.
    fc.assert(
      fc.property(deckShape, (shape) => {
        const shared = said(deckOf(shape, index, (c) => c));
        const again = said(deckOf(shape, index, (c) => c));
        const copies = new Map(allCards.map((c) => [c, structuredClone(c)]));
        const fresh = said(deckOf(shape, new CardIndex([...copies.values()]), (c) => copies.get(c)!));
        expect(again).toEqual(shared);
        expect(fresh).toEqual(shared);
      }),
      { numRuns: 150 },
    );
  });

  it("NATURAL RESOURCES: deck statistics tally each key's copies in the order the play deck first names it", () => {
    fc.assert(
      fc.property(deckShape, (shape) => {
        const stats = darkEden.validate(deckOf(shape, index, (c) => c)).stats as DarkEdenStats;
        // The play deck: copies of one card add up, first appearance first.
        const slots = new Map<Card, number>();
        for (const [card, quantity] of shape.slots) slots.set(card, (slots.get(card) ?? 0) + quantity);
        const tally = (key: (c: Card) => string | number | undefined, start: Record<string, number> = {}) => {
          const out = { ...start };
          for (const [card, copies] of slots) {
            const k = key(card);
            if (k !== undefined) out[String(k)] = (out[String(k)] ?? 0) + copies;
          }
          return out;
        };
        const zeros = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, 0]));
        expect(JSON.stringify(stats.byType)).toBe(JSON.stringify(tally((c) => c.type, zeros(CARD_TYPES))));
        expect(JSON.stringify(stats.byWarriorClass)).toBe(
          JSON.stringify(tally((c) => (c.type === "warrior" ? c.warriorClass : undefined), zeros(WARRIOR_CLASSES))),
        );
        expect(JSON.stringify(stats.byAffiliation)).toBe(JSON.stringify(tally((c) => c.affiliation)));
        expect(stats.cvDistribution.warrior).toEqual(tally((c) => (c.type === "warrior" && typeof c.cv === "number" ? c.cv : undefined)));
        expect(stats.cvDistribution.establishment).toEqual(tally((c) => (c.type === "establishment" && typeof c.cv === "number" ? c.cv : undefined)));
        expect(stats.initialCostDistribution).toEqual(tally((c) => c.initialCost ?? 0));
        for (const side of ["provided", "required"] as const) {
          const field = side === "provided" ? "provides" : "requires";
          for (const r of ["gold", "food", "rawMaterials", "fuel"] as const) {
            const total = [...slots].reduce((n, [card, copies]) => n + (card[field]?.[r] ?? 0) * copies, 0);
            expect(stats[side][r]).toBe(total);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
