import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CardIndex, type ResolvedDeck } from "@/lib/engine/card-index";
import { battleForEden, checkMap, type BfeCard } from "@/lib/games/battle-for-eden";
import { hexDistance, hexLabel, type Hex } from "@/lib/games/battle-for-eden/hex";
import { tilesBetween } from "@/lib/games/battle-for-eden/tiles-between";
import { catalog, fixtureExtras } from "./fixtures";

const place = fc.record({ q: fc.integer({ min: -4, max: 4 }), r: fc.integer({ min: -4, max: 4 }) });
const gridOf = (hexes: Hex[]) => new Map(hexes.map((h) => [hexLabel(h), h]));

/** Maps of the right shape with random places, kinds, colours and players (overlaps and gaps included). */
const tile = fc.oneof(
  place.map((p) => ({ ...p, kind: "heart" as const })),
  fc.tuple(place, fc.constantFrom("red", "blue", "Red")).map(([p, player]) => ({ ...p, kind: "portal" as const, player })),
  fc.tuple(place, fc.constantFrom("red", "blue", "green", "yellow", "white", "black")).map(([p, color]) => ({ ...p, kind: "land" as const, color })),
);
const map = fc.record({ tiles: fc.array(tile, { maxLength: 40 }) });

describe("hex maps: properties", () => {
  it("checkMap never throws on arbitrary input, and legal means no errors", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), map, fc.record({ tiles: fc.array(fc.anything(), { maxLength: 5 }) })), (input) => {
        const result = checkMap(input);
        expect(result.legal).toBe(result.errors.length === 0);
      }),
      { numRuns: 400 },
    );
  });

  it('"tiles between" is symmetric on any set of tiles', () => {
    fc.assert(
      fc.property(fc.array(place, { minLength: 2, maxLength: 40 }), fc.nat(), fc.nat(), (hexes, i, j) => {
        const grid = gridOf(hexes);
        const a = hexes[i % hexes.length];
        const b = hexes[j % hexes.length];
        expect(tilesBetween(a, b, grid)).toBe(tilesBetween(b, a, grid));
      }),
    );
  });

  it('on a full disk of tiles, "tiles between" two distinct tiles is the hex distance less 1', () => {
    const disk: Hex[] = [];
    for (let q = -4; q <= 4; q++) for (let r = -4; r <= 4; r++) if (hexDistance({ q, r }, { q: 0, r: 0 }) <= 4) disk.push({ q, r });
    const grid = gridOf(disk);
    fc.assert(
      fc.property(fc.constantFrom(...disk), fc.constantFrom(...disk), (a, b) => {
        fc.pre(hexLabel(a) !== hexLabel(b));
        expect(tilesBetween(a, b, grid)).toBe(hexDistance(a, b) - 1);
      }),
    );
  });

  it('"Combat ▶ Attacking a wild territory": every wild strength is even and at least 2 (wild tiles never touch a portal)', () => {
    fc.assert(
      fc.property(map, (m) => {
        for (const w of checkMap(m).wild) {
          expect(w.strength % 2).toBe(0);
          expect(w.strength).toBeGreaterThanOrEqual(2);
        }
      }),
    );
  });
});

describe("starting deck: properties", () => {
  const entry = fc.record({
    card: fc.constantFrom(...catalog.all),
    quantity: fc.integer({ min: 1, max: 9 }),
    section: fc.constant("main"),
  });
  const deck = fc.record({
    headers: fc.record({ civilization: fc.oneof(fc.string(), fc.constantFrom("fixture-sky", "Fixture Déep Ones", "")) }, { requiredKeys: [] }),
    entries: fc.array(entry, { maxLength: 12 }),
    cards: fc.constant(catalog),
    extras: fc.constantFrom(fixtureExtras, {}),
  });

  it("validate never throws, on decks from the catalog or on arbitrary input", () => {
    fc.assert(
      fc.property(fc.oneof(deck, fc.anything()), (input) => {
        const v = battleForEden.validate(input as ResolvedDeck<BfeCard>);
        expect(v.legal).toBe(v.errors.length === 0);
        expect(typeof v.stats.deckSize).toBe("number");
      }),
      { numRuns: 400 },
    );
  });

  it("validate survives a catalog whose cards lack the game's fields", () => {
    const odd = new CardIndex([{ code: "x", name: "X", set: "s" }] as never[]);
    expect(() =>
      battleForEden.validate({
        headers: { civilization: "x" },
        entries: [{ card: odd.all[0], quantity: 2, section: "main" }],
        cards: odd,
        extras: { civilizations: [null] },
      } as never),
    ).not.toThrow();
  });
});
