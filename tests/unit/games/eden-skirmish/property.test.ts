import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CardIndex, resolveList, type ResolvedDeck } from "@/lib/engine/card-index";
import { parseDeckList } from "@/lib/engine/deck-list";
import { edenSkirmish, type EdenCard } from "@/lib/games/eden-skirmish";
import { bundledCards } from "./helpers";

/** Cards as a catalog built in code might hold them: right fields with wrong values, or anything. */
const looseCard = fc.record(
  {
    code: fc.oneof(fc.constantFrom("yuri", "sabaka", "x", "y"), fc.string(), fc.anything()),
    name: fc.oneof(fc.constantFrom("Yûri", "Sabaka", "X", ""), fc.string(), fc.anything()),
    names: fc.oneof(fc.dictionary(fc.constantFrom("es", "fr"), fc.string()), fc.anything()),
    kind: fc.oneof(fc.constantFrom("combatant", "npc", "mission", "tactic", "other"), fc.anything()),
    faction: fc.oneof(fc.constantFrom("jokers", "bamaka", ""), fc.anything()),
    stigma: fc.oneof(fc.constantFrom("chaos", "order"), fc.anything()),
    value: fc.oneof(fc.integer({ min: -10, max: 300 }), fc.double(), fc.anything()),
    psi: fc.oneof(fc.tuple(fc.option(fc.integer({ min: -3, max: 9 })), fc.option(fc.integer())), fc.anything()),
    restriction: fc.oneof(fc.record({ faction: fc.constantFrom("bamaka", "jokers") }), fc.record({ stigma: fc.constantFrom("chaos") }), fc.anything()),
    set: fc.string(),
  },
  { requiredKeys: [] },
);

const header = fc.oneof(
  fc.constantFrom("faction jokers", "stigma caos", "faction", "Banda de los Jokers", "faction Foo", "", "__proto__", "constructor x"),
  fc.string(),
);

describe("validate never throws (fast-check)", () => {
  it("on arbitrary resolved decks over arbitrary catalogs it answers, never with the safety-net code", () => {
    fc.assert(
      fc.property(
        fc.array(looseCard, { maxLength: 8 }),
        fc.array(
          fc.record({
            pick: fc.nat(),
            quantity: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.double(), fc.anything()),
            section: fc.constantFrom("main", "missions", "tactics", "other"),
          }),
          { maxLength: 10 },
        ),
        fc.record(
          {
            warband: header,
            budget: fc.oneof(fc.constantFrom("100", "0", "201", "abc", ""), fc.string()),
            leader: fc.oneof(fc.constantFrom("Yûri", "[yuri]", "[x]"), fc.string()),
          },
          { requiredKeys: [] },
        ),
        (cards, picks, headers) => {
          const entries = cards.length === 0 ? [] : picks.map((p) => ({ card: cards[p.pick % cards.length], quantity: p.quantity, section: p.section }));
          const deck = { headers, entries, cards: { all: cards }, extras: {} } as unknown as ResolvedDeck<EdenCard>;
          const v = edenSkirmish.validate(deck);
          expect(v.game).toBe("eden-skirmish");
          expect(v.legal).toBe(v.errors.length === 0);
          expect(v.errors.map((e) => e.code)).not.toContain("EDEN_UNREADABLE");
        },
      ),
      { numRuns: 400 },
    );
  });

  it("on arbitrary deck lists over the bundled catalog: the budget rule holds whenever the deck is legal", () => {
    const catalog = bundledCards();
    const index = new CardIndex(catalog);
    const line = fc.oneof(
      fc.tuple(fc.integer({ min: 1, max: 3 }), fc.constantFrom(...catalog.map((c) => c.name))).map(([n, name]) => `${n} ${name}`),
      fc.constantFrom("[missions]", "[tactics]", "[main]"),
      fc
        .tuple(fc.constantFrom("warband", "budget", "leader"), fc.oneof(header, fc.constantFrom("50", "100", "150", "Yuri", "Sabaka")))
        .map(([k, v]) => `${k}: ${v}`),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const parsed = parseDeckList(lines.join("\n"));
        if (!parsed.ok) return;
        const resolved = resolveList(parsed.value, index, edenSkirmish.sections);
        if (!resolved.ok) return;
        const v = edenSkirmish.validate(resolved.value);
        expect(v.errors.map((e) => e.code)).not.toContain("EDEN_UNREADABLE");
        if (v.legal) {
          expect(v.stats.points as number).toBeLessThanOrEqual(v.stats.budget as number);
          expect(v.stats.combatants as number).toBeGreaterThan(0);
        }
      }),
      { numRuns: 400 },
    );
  });
});
