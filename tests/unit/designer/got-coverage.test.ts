import { describe, expect, it } from "vitest";
import type { GotCard } from "@/lib/games/got-cgs";
import { cardCoverage, designCopies, MAX_DESIGN_COPIES } from "@/lib/games/got-cgs/card-coverage";
import { cardSummary } from "@/lib/games/got-cgs/design/card-summary";

// Our own small cards, shaped like the rules' "Examples ▶ Adventure with support cards".
const card = (code: string, attributes: string, extra: Partial<GotCard> = {}): GotCard => ({ code, name: code, attributes, ...extra });
const mission = card(
  "mission",
  'Type "Adventure"\nRoleplay "Competition"\nAdventureCommonCosts\n    FluonResearch 2\n    StarshipCapacity 1\nEraResources\n    Sway 7',
);
const scientists = (n: number) => card(`scientists-${n}`, 'Type "Support"\nAdventureResources\n    FluonResearch 1', { identifier: `TST 00${n}` });
const starship = (n: number) => card(`starship-${n}`, 'Type "Support"\nAdventureResources\n    StarshipCapacity 1', { identifier: `TST 01${n}` });

describe("what an adventure card does to its era deck", () => {
  it("counts the players who could each cover its costs with the set's support cards (▶ End of adventure ▶ Winning conditions)", () => {
    const one = cardCoverage(mission, [scientists(1), scientists(2), starship(1)]);
    expect(one).toMatchObject({ kind: "adventure", roleplay: "Competition", competitive: true, players: 1 });
    const two = cardCoverage(mission, [scientists(1), scientists(2), scientists(3), scientists(4), starship(1), starship(2)]);
    expect(two).toMatchObject({ players: 2 });
  });

  it("names each cost with the players who could cover it and the support cards that bring the resource", () => {
    const reach = cardCoverage(mission, [scientists(1), starship(1), starship(2)]);
    expect(reach.kind === "adventure" && reach.costs).toEqual([
      { name: "FluonResearch", required: 2, players: 0, supports: [{ code: "scientists-1", name: "scientists-1" }] },
      {
        name: "StarshipCapacity",
        required: 1,
        players: 2,
        supports: [
          { code: "starship-1", name: "starship-1" },
          { code: "starship-2", name: "starship-2" },
        ],
      },
    ]);
    expect(reach).toMatchObject({ players: 0 });
  });

  it("leaves out support cards its AllowSupportIf1 keeps out (Cards ▶ Predefined attribute categories ▶ Conditional play ▶ AllowSupportIf1)", () => {
    const picky = card(
      "picky",
      'Type "Adventure"\nRoleplay "Battle"\nAdventureCommonCosts\n    StarshipCapacity 1\nAllowSupportIf1\n    AR.StarshipCapacity > 2',
    );
    const reach = cardCoverage(picky, [starship(1)]);
    expect(reach).toMatchObject({ kind: "adventure", players: 0, costs: [{ name: "StarshipCapacity", supports: [] }] });
  });

  it("a card of the set with the designed card's own code is its saved self and is left out", () => {
    const reach = cardCoverage(mission, [{ ...mission, name: "old" }, scientists(1), scientists(2), starship(1)]);
    expect(reach).toMatchObject({ players: 1 });
  });
});

describe('copies of each card in the era deck ("Cards ▶ Identifier": several copies of the same card; "Card packs ▶ Customize a session pack": at least 2 similar support cards)', () => {
  it("counts the copies: two of each card let 2 players compete where one of each lets only 1", () => {
    const set = [scientists(1), scientists(2), starship(1)];
    expect(cardCoverage(mission, set)).toMatchObject({ players: 1 });
    expect(cardCoverage(mission, set, "design", 1)).toMatchObject({ players: 1 });
    const two = cardCoverage(mission, set, "design", 2);
    expect(two).toMatchObject({ players: 2 });
    expect(two.kind === "adventure" && two.costs.map((c) => c.players)).toEqual([2, 2]);
  });

  it("still holds a player to one copy of a card: 2 copies of one scientist do not pay FluonResearch 2", () => {
    expect(cardCoverage(mission, [scientists(1), starship(1)], "design", 2)).toMatchObject({ players: 0 });
    expect(cardCoverage(mission, [scientists(1), scientists(2), starship(1)], "design", 3)).toMatchObject({ players: 2 });
  });

  it("a support card's help with and without all its copies", () => {
    const reach = cardCoverage(scientists(2), [mission, scientists(1), starship(1)], "design", 2);
    expect(reach).toMatchObject({ kind: "support", adventures: [{ code: "mission", playersWith: 2, playersWithout: 0 }] });
  });

  it("reads a copies count outside 1–10 as 1 or 10", () => {
    expect(designCopies(0)).toBe(1);
    expect(designCopies(2.5)).toBe(1);
    expect(designCopies(Number.NaN)).toBe(1);
    expect(designCopies(3)).toBe(3);
    expect(designCopies(99)).toBe(MAX_DESIGN_COPIES);
  });
});

describe("what a support card does to its era deck", () => {
  it("names the adventures whose costs it brings resources for, with the players with and without it (Card packs ▶ Customize a session pack: 2 players should compete)", () => {
    const reach = cardCoverage(scientists(4), [mission, scientists(1), scientists(2), scientists(3), starship(1), starship(2)]);
    expect(reach).toEqual({
      kind: "support",
      gold: false,
      resources: { FluonResearch: 1 },
      adventures: [{ code: "mission", name: "mission", roleplay: "Competition", costs: ["FluonResearch"], playable: true, playersWith: 2, playersWithout: 1 }],
    });
  });

  it("alone in its set it still says which resources it brings (Cards ▶ Predefined attribute categories ▶ Resources)", () => {
    expect(cardCoverage(starship(1), [])).toEqual({ kind: "support", gold: false, resources: { StarshipCapacity: 1 }, adventures: [] });
  });

  it("a gold support card is not dealt, so it covers no adventure in the deck's counting (Playing ▶ Session ▶ Era ▶ Dealing cards)", () => {
    expect(cardCoverage({ ...starship(1), gold: true }, [mission])).toMatchObject({ kind: "support", gold: true, adventures: [] });
  });

  it("an adventure's DenySupportIf1 makes the card unplayable there (▶ Conditional play ▶ DenySupportIf1)", () => {
    const denies = card(
      "denies",
      'Type "Adventure"\nRoleplay "Competition"\nAdventureCommonCosts\n    StarshipCapacity 1\nDenySupportIf1\n    AR.StarshipCapacity > 1',
    );
    expect(cardCoverage(starship(1), [denies])).toMatchObject({ adventures: [{ code: "denies", playable: false, playersWith: 0, playersWithout: 0 }] });
  });

  it("a card without a readable Type is neither (Cards: an adventure or a support card)", () => {
    expect(cardCoverage(card("x", "Subtype Starship"), [mission])).toEqual({ kind: "unknown" });
  });
});

describe("the structured view of what the engine read", () => {
  it("shows Type, Subtype, Roleplay, Level, the other globals, costs, resources, feats and conditions (Cards ▶ Predefined attributes)", () => {
    const summary = cardSummary(
      card(
        "kinesis",
        'Type "Adventure"\nSubtype "Mission"\nRoleplay "Competition"\nLevel 2\nUnique "Fluon"\nAllowPlayIfPreviousLevel > 1\nACC\n    FluonResearch 2\nER\n    Sway 7\nFeats\n    StarshipDrive "Fluon"\n    Speed 3\nAllowSupportIf1\n    AR.StarshipFlyRange > 2',
      ),
      [],
    );
    expect(summary).toMatchObject({
      type: "Adventure",
      subtype: "Mission",
      roleplay: "Competition",
      level: 2,
      globals: [
        { name: "Unique", value: '"Fluon"' },
        { name: "AllowPlayIfPreviousLevel", value: "> 1" },
      ],
      costs: { adventureCommonCosts: { FluonResearch: 2 }, eraResources: { Sway: 7 }, feats: { Speed: 3 } },
      feats: [
        { name: "StarshipDrive", value: '"Fluon"' },
        { name: "Speed", value: "3" },
      ],
      conditions: [{ category: "AllowSupportIf1", lines: ["AdventureResources.StarshipFlyRange > 2"] }],
      clean: true,
    });
  });

  it("reads the identification number and HNP from the identifier (Definitions ▶ Identification number; Card packs ▶ Customize a session pack)", () => {
    expect(cardSummary(card("a", 'Type "Support"', { identifier: "GEN HNP 042" }), []).identifier).toEqual({
      number: 42,
      hnp: true,
      sameAs: [],
      goldUnclaimable: false,
    });
  });

  it("names the set's other cards with the same identifier: the rules take them for copies of one card (Cards: the identifier uniquely identifies cards)", () => {
    const other = card("b", 'Type "Support"', { identifier: "gen  042" });
    expect(cardSummary(card("a", 'Type "Support"', { identifier: "GEN 042" }), [other]).identifier.sameAs).toEqual([{ code: "b", name: "b" }]);
  });

  it("a gold card no silver card of the set shares the number with cannot be claimed (▶ Turn ▶ Claim gold card)", () => {
    const gold = card("g", 'Type "Support"', { identifier: "GEN 007", gold: true });
    expect(cardSummary(gold, [card("s", 'Type "Support"', { identifier: "GEN 008" })]).identifier.goldUnclaimable).toBe(true);
    expect(cardSummary(gold, [card("s", 'Type "Support"', { identifier: "GEN 007" })]).identifier.goldUnclaimable).toBe(false);
  });

  it("says when the engine found a problem in the text", () => {
    expect(cardSummary(card("x", "Type Support"), []).clean).toBe(false);
  });
});
