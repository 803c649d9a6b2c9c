import { describe, expect, it } from "vitest";
import { CardIndex } from "@/lib/engine/card-index";
import { battleForEden, type BfeCard } from "@/lib/games/battle-for-eden";
import type { CatalogExtras } from "@/lib/games/types";
import { LEGAL_SKY_DECK, codesOf, coreCards, deckFrom } from "./fixtures";

// Units and civilizations below are FIXTURES (see fixtures.ts): the rules name none.
const validate = (text: string, extras?: CatalogExtras, cards?: CardIndex<BfeCard>) => battleForEden.validate(deckFrom(text, extras, cards));

/** The legal deck with one line's quantity changed (or a line added). */
const withLine = (line: string, replacement: string) => LEGAL_SKY_DECK.replace(line, replacement);

describe('starting deck, "Conquest ▶ Setup": 3 Small + 1 Medium Energy Crystal + 3 cost-1 units', () => {
  it("a deck of exactly that, from the chosen civilization, is legal", () => {
    const v = validate(LEGAL_SKY_DECK);
    expect(v).toMatchObject({ game: "battle-for-eden", legal: true, errors: [], warnings: [] });
    expect(v.stats).toMatchObject({ deckSize: 7, units: 3, crystals: 4, civilization: { code: "fixture-sky", name: "Fixture Sky Folk", color: "blue" } });
  });

  it("3 copies of one cost-1 unit count as the 3 units", () => {
    expect(validate(LEGAL_SKY_DECK.replace("2 Fixture Scout\n1 Fixture Runner\n", "3 Fixture Sentry\n")).legal).toBe(true);
  });

  it.each([
    ["2 Small Energy Crystal", "3 Small Energy Crystal", "2 Small Energy Crystal", "small-energy-crystal"],
    ["4 Small Energy Crystal", "3 Small Energy Crystal", "4 Small Energy Crystal", "small-energy-crystal"],
    ["0 Medium Energy Crystal", "1 Medium Energy Crystal\n", "", "medium-energy-crystal"],
    ["2 Medium Energy Crystal", "1 Medium Energy Crystal", "2 Medium Energy Crystal", "medium-energy-crystal"],
  ])("%s instead of the rules' count → BFE_START_COMPOSITION", (_label, line, replacement, code) => {
    const v = validate(withLine(line, replacement));
    expect(v.legal).toBe(false);
    expect(v.errors).toEqual([expect.objectContaining({ code: "BFE_START_COMPOSITION", cards: [code] })]);
  });

  it("2 cost-1 units (one short) → BFE_START_COMPOSITION naming the units there are", () => {
    const v = validate(withLine("2 Fixture Scout", "1 Fixture Scout"));
    expect(v.errors).toEqual([expect.objectContaining({ code: "BFE_START_COMPOSITION", cards: ["fixture-scout", "fixture-runner"] })]);
  });

  it("4 cost-1 units (one too many) → BFE_START_COMPOSITION", () => {
    expect(codesOf(validate(withLine("2 Fixture Scout", "3 Fixture Scout")).errors)).toEqual(["BFE_START_COMPOSITION"]);
  });

  it("a cost-5 unit in place of a cost-1 unit → BFE_START_COMPOSITION for the count and for the unit", () => {
    const v = validate(withLine("1 Fixture Runner", "1 Fixture Colossus"));
    expect(codesOf(v.errors)).toEqual(["BFE_START_COMPOSITION", "BFE_START_COMPOSITION"]);
    expect(v.errors[1]).toMatchObject({ cards: ["fixture-colossus"], message: expect.stringContaining("costs 5") });
  });

  it("a unit whose cost the catalog does not give is not taken for a cost-1 unit", () => {
    const v = validate(withLine("1 Fixture Runner", "1 Fixture Unpriced"));
    expect(v.errors.map((e) => e.cards)).toEqual([["fixture-scout"], ["fixture-unpriced"]]);
  });

  it.each(["Huge Energy Crystal", "Setback", "Opportunity", "Energy Shield"])("%s in a starting deck → BFE_START_COMPOSITION naming it", (name) => {
    const v = validate(`${LEGAL_SKY_DECK}1 ${name}\n`);
    const code = coreCards.find((c) => c.name === name)!.code;
    expect(v.errors).toEqual([expect.objectContaining({ code: "BFE_START_COMPOSITION", cards: [code] })]);
  });

  it("stats count every card, and list the civilization's World by cost for the builder", () => {
    const v = validate(`${LEGAL_SKY_DECK}1 Huge Energy Crystal\n1 Fixture Colossus\n`);
    expect(v.stats).toMatchObject({ deckSize: 9, units: 4, crystals: 5 });
    expect(v.stats.world).toEqual([
      {
        cost: 1,
        units: [
          { code: "fixture-scout", name: "Fixture Scout", strength: 1 },
          { code: "fixture-runner", name: "Fixture Runner", strength: 2 },
          { code: "fixture-sentry", name: "Fixture Sentry" },
        ],
      },
      { cost: 5, units: [{ code: "fixture-colossus", name: "Fixture Colossus", strength: 9 }] },
      { cost: null, units: [{ code: "fixture-unpriced", name: "Fixture Unpriced" }] },
    ]);
  });

  it("with only the shipped core catalog (no unit known yet) a deck cannot reach 3 cost-1 units", () => {
    const v = validate(
      "civilization: fixture-sky\n3 Small Energy Crystal\n1 Medium Energy Crystal\n",
      { civilizations: [{ code: "fixture-sky", name: "Fixture Sky Folk" }] },
      new CardIndex<BfeCard>(coreCards),
    );
    expect(v.errors).toEqual([expect.objectContaining({ code: "BFE_START_COMPOSITION", cards: [] })]);
    expect(v.stats.world).toEqual([]);
  });
});

describe('civilization, "Map creation ▶ Setup": each player chooses a civilization', () => {
  it("no civilization header → BFE_NO_CIVILIZATION", () => {
    const v = validate(LEGAL_SKY_DECK.replace("civilization: Fixture Sky Folk\n", ""));
    expect(codesOf(v.errors)).toEqual(["BFE_NO_CIVILIZATION"]);
    expect(v.stats.civilization).toBeNull();
  });

  it("a blank civilization header → BFE_NO_CIVILIZATION", () => {
    expect(codesOf(validate(LEGAL_SKY_DECK.replace("Fixture Sky Folk", "  ")).errors)).toEqual(["BFE_NO_CIVILIZATION"]);
  });

  it.each(["fixture-sky", "[fixture-sky]", "FIXTURE SKY FOLK", "Fixture Sky Folk"])("names the civilization by code or name: %s", (name) => {
    expect(validate(LEGAL_SKY_DECK.replace("Fixture Sky Folk", name)).legal).toBe(true);
  });

  it("matches names diacritics-insensitively (Fixture Deep Ones finds Fixture Déep Ones)", () => {
    const v = validate("civilization: fixture deep ones\n3 Small Energy Crystal\n1 Medium Energy Crystal\n3 Fixture Diver\n");
    expect(v.legal).toBe(true);
    expect(v.stats.civilization).toEqual({ code: "fixture-deep", name: "Fixture Déep Ones" });
  });

  it("without declared civilizations, falls back to the civilization codes units carry", () => {
    const v = validate(LEGAL_SKY_DECK.replace("Fixture Sky Folk", "fixture-sky"), {});
    expect(v.legal).toBe(true);
    expect(v.stats.civilization).toEqual({ code: "fixture-sky", name: "fixture-sky" });
  });

  it("an unknown civilization → BFE_UNKNOWN_CIVILIZATION listing the known ones, and no unit is called foreign", () => {
    const v = validate(LEGAL_SKY_DECK.replace("Fixture Sky Folk", "Atlantis"));
    expect(codesOf(v.errors)).toEqual(["BFE_UNKNOWN_CIVILIZATION"]);
    expect(v.errors[0].message).toContain("Fixture Sky Folk (fixture-sky)");
  });

  it('a unit of another civilization → BFE_WRONG_CIVILIZATION naming it ("Conquest ▶ Setup": units from their World)', () => {
    const v = validate(withLine("1 Fixture Runner", "1 Fixture Diver"));
    expect(v.errors).toEqual([expect.objectContaining({ code: "BFE_WRONG_CIVILIZATION", cards: ["fixture-diver"] })]);
  });

  it("the same deck under the other civilization flags each Sky unit once", () => {
    const v = validate(LEGAL_SKY_DECK.replace("Fixture Sky Folk", "fixture-deep"));
    expect(v.errors.map((e) => [e.code, e.cards])).toEqual([
      ["BFE_WRONG_CIVILIZATION", ["fixture-scout"]],
      ["BFE_WRONG_CIVILIZATION", ["fixture-runner"]],
    ]);
  });
});
