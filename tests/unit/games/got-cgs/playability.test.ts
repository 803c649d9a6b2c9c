import { describe, expect, it } from "vitest";
import { prepareGot } from "@/lib/games/got-cgs/goldfish";
import { validateEraDeck } from "@/lib/games/got-cgs/validate";
import { eraDeck, fixtureCard, genesisCard } from "./fixtures";

/**
 * Cards and decks that can never be played or won, by the rules text. Every card here
 * is a test fixture (codes `fixture-…`), not catalog data.
 */

const codes = (issues: { code: string }[]) => issues.map((i) => i.code);
const validate = (...args: Parameters<typeof eraDeck>) => validateEraDeck(eraDeck(...args));
const crew = fixtureCard("fixture-crew", 'Type "Support"\nAdventureResources\n    Crew 1');
const solo = fixtureCard("fixture-solo", 'Type "Adventure"\nRoleplay "Solo"');

describe('GOT_NO_TYPE (GOT CGS rules, "Cards ▶ Predefined attributes ▶ Type": adventure or support)', () => {
  it("a card without a Type attribute warns, naming it; the deck stays legal", () => {
    const untyped = fixtureCard("fixture-untyped", 'Subtype "Scientists"\nAdventureResources\n    Crew 1');
    const v = validate([
      [solo, 1],
      [untyped, 2],
    ]);
    expect(v.warnings).toEqual([expect.objectContaining({ code: "GOT_NO_TYPE", cards: ["fixture-untyped"] })]);
    expect(v.warnings[0].message).toContain("fixture-untyped");
    expect(v.legal).toBe(true);
  });

  it('the same card with Type "Support" does not warn', () => {
    expect(
      codes(
        validate([
          [solo, 1],
          [crew, 2],
        ]).warnings,
      ),
    ).toEqual([]);
  });

  it("a gold card without Type warns too: gold is a size, not a type", () => {
    const gold = fixtureCard("fixture-gold-untyped", "AdventureResources\n    Crew 3", { gold: true, identifier: "FIX 1" });
    const silver = fixtureCard("fixture-silver-1", 'Type "Support"', { identifier: "FIX 1" });
    expect(
      codes(
        validate([
          [solo, 1],
          [silver, 1],
          [gold, 1],
        ]).warnings,
      ),
    ).toEqual(["GOT_NO_TYPE"]);
  });

  it('a Type with a value outside "Adventure"/"Support" is GOT_ATTR_VALUE, not GOT_NO_TYPE', () => {
    const odd = fixtureCard("fixture-odd-type", 'Type "Event"');
    const v = validate([
      [solo, 1],
      [odd, 1],
    ]);
    expect(codes(v.errors)).toEqual(["GOT_ATTR_VALUE"]);
    expect(codes(v.warnings)).not.toContain("GOT_NO_TYPE");
  });
});

describe('GOT_NO_ROLEPLAY (GOT CGS rules, "▶ End of adventure ▶ Winning conditions": "In any other case the current adventure is lost")', () => {
  it("an adventure without Roleplay warns, naming it", () => {
    const plain = fixtureCard("fixture-no-roleplay", 'Type "Adventure"\nEraResources\n    Sway 3');
    const v = validate([
      [plain, 1],
      [crew, 1],
    ]);
    expect(v.warnings).toEqual([expect.objectContaining({ code: "GOT_NO_ROLEPLAY", cards: ["fixture-no-roleplay"] })]);
    expect(v.legal).toBe(true);
  });

  it("the same adventure with a Roleplay does not warn; a support card needs none", () => {
    expect(
      codes(
        validate([
          [solo, 1],
          [crew, 1],
        ]).warnings,
      ),
    ).toEqual([]);
  });
});

describe('GOT_EPIC_NO_EPIC_ADVENTURE (GOT CGS rules, "Playing ▶ Play modes ▶ Epic": an epic adventure must be won)', () => {
  const epic = fixtureCard("fixture-epic", 'Type "Adventure"\nRoleplay "Epic"');

  it('playmode: epic and no Roleplay "Epic" adventure warns', () => {
    const v = validate(
      [
        [solo, 1],
        [crew, 9],
      ],
      { playmode: "epic", burnoff: "1" },
    );
    expect(codes(v.warnings)).toEqual(["GOT_EPIC_NO_EPIC_ADVENTURE"]);
    expect(v.legal).toBe(true);
  });

  it("one epic adventure is enough", () => {
    expect(
      codes(
        validate(
          [
            [solo, 1],
            [epic, 1],
            [crew, 9],
          ],
          { playmode: "epic", burnoff: "1" },
        ).warnings,
      ),
    ).toEqual([]);
  });

  it("a player-against-player deck needs no epic adventure", () => {
    expect(
      codes(
        validate(
          [
            [solo, 1],
            [crew, 9],
          ],
          { playmode: "pap" },
        ).warnings,
      ),
    ).toEqual([]);
    expect(
      codes(
        validate([
          [solo, 1],
          [crew, 9],
        ]).warnings,
      ),
    ).toEqual([]);
  });
});

describe('GOT_COMPETITION_UNCOVERED and the support cards\' own play conditions ("Conditional play ▶ AllowPlayIfPlayground", "▶ AllowPlayIfPlayground1")', () => {
  const battle = fixtureCard("fixture-battle", 'Type "Adventure"\nRoleplay "Battle"\nACC\n    StarshipFirePower 2');
  const ionCannon = genesisCard("ion-cannon");
  /** Fire power that needs a played card with AR.StarshipCapacity > 1. */
  const turret = (capacityNeeded: number, one = false) =>
    fixtureCard(
      `fixture-turret-${capacityNeeded}${one ? "-single" : ""}`,
      `Type "Support"\nAdventureResources\n    StarshipFirePower 2\nAllowPlayIfPlayground${one ? "1" : ""}\n    AR.StarshipCapacity > ${capacityNeeded}`,
    );
  const hull = fixtureCard("fixture-hull", 'Type "Support"\nAdventureResources\n    StarshipCapacity 2');

  it("support cards whose playground condition no card of the deck meets do not count", () => {
    // One ion cannon alone covers one player; the turrets could make a second, but nothing in the deck has capacity 3.
    const v = validate([
      [battle, 1],
      [ionCannon, 1],
      [turret(3), 2],
      [hull, 2],
    ]);
    expect(codes(v.warnings)).toEqual(["GOT_COMPETITION_UNCOVERED"]);
    expect(v.stats.adventureCoverage[0].players).toBe(1);
  });

  it("the same turrets count when a card of the deck meets their condition (narrowly: capacity 2 of 2)", () => {
    const v = validate([
      [battle, 1],
      [ionCannon, 1],
      [turret(2), 2],
      [hull, 2],
    ]);
    expect(codes(v.warnings)).toEqual([]);
    expect(v.stats.adventureCoverage[0].players).toBe(2);
  });

  it("AllowPlayIfPlayground1 needs all its conditions on one card", () => {
    const both = fixtureCard(
      "fixture-turret-both",
      'Type "Support"\nAdventureResources\n    StarshipFirePower 2\nAllowPlayIfPlayground1\n    AR.StarshipCapacity > 2\n    Subtype = "Hull"',
    );
    const namedHull = fixtureCard("fixture-named-hull", 'Type "Support"\nSubtype "Hull"\nAdventureResources\n    StarshipCapacity 1');
    // Capacity 2 on one card, Subtype "Hull" on another: never both on one card.
    expect(
      codes(
        validate([
          [battle, 1],
          [ionCannon, 1],
          [both, 2],
          [hull, 1],
          [namedHull, 1],
        ]).warnings,
      ),
    ).toEqual(["GOT_COMPETITION_UNCOVERED"]);
    const bigHull = fixtureCard("fixture-big-hull", 'Type "Support"\nSubtype "Hull"\nAdventureResources\n    StarshipCapacity 2');
    expect(
      codes(
        validate([
          [battle, 1],
          [ionCannon, 1],
          [both, 2],
          [bigHull, 1],
        ]).warnings,
      ),
    ).toEqual([]);
  });

  it("a card cannot meet its own condition, nor can two cards that wait on each other", () => {
    const selfish = fixtureCard(
      "fixture-selfish",
      'Type "Support"\nAdventureResources\n    StarshipFirePower 2\n    StarshipCapacity 5\nAllowPlayIfPlayground\n    AR.StarshipCapacity > 5',
    );
    expect(
      codes(
        validate([
          [battle, 1],
          [ionCannon, 1],
          [selfish, 2],
        ]).warnings,
      ),
    ).toEqual(["GOT_COMPETITION_UNCOVERED"]);
    // A card of the same identifier cannot be in the playground beside it ("▶ Play support card").
    const gun = fixtureCard(
      "fixture-gun-7",
      'Type "Support"\nAdventureResources\n    StarshipFirePower 2\nAllowPlayIfPlayground\n    AR.StarshipCapacity > 5',
      { identifier: "FIX 7" },
    );
    const sameId = fixtureCard("fixture-hull-7", 'Type "Support"\nAdventureResources\n    StarshipCapacity 5', { identifier: "FIX 7" });
    expect(
      codes(
        validate([
          [battle, 1],
          [ionCannon, 1],
          [gun, 1],
          [sameId, 1],
        ]).warnings,
      ),
    ).toEqual(["GOT_COMPETITION_UNCOVERED"]);
    const twin = (code: string) => fixtureCard(code, selfish.attributes!, { identifier: "FIX 7" });
    const bigHull = fixtureCard("fixture-hull-5", 'Type "Support"\nAdventureResources\n    StarshipCapacity 5', { identifier: "FIX 8" });
    expect(
      codes(
        validate([
          [battle, 1],
          [ionCannon, 1],
          [twin("fixture-twin-a"), 1],
          [bigHull, 1],
        ]).warnings,
      ),
    ).toEqual([]);
    const a = fixtureCard(
      "fixture-wait-a",
      'Type "Support"\nSubtype "A"\nAdventureResources\n    StarshipFirePower 2\nAllowPlayIfPlayground\n    Subtype = "B"',
    );
    const b = fixtureCard(
      "fixture-wait-b",
      'Type "Support"\nSubtype "B"\nAdventureResources\n    StarshipFirePower 2\nAllowPlayIfPlayground\n    Subtype = "A"',
    );
    expect(
      codes(
        validate([
          [battle, 1],
          [ionCannon, 1],
          [a, 1],
          [b, 1],
        ]).warnings,
      ),
    ).toEqual(["GOT_COMPETITION_UNCOVERED"]);
  });

  it("the goldfish's reach leaves the same cards out of what an adventure allows", () => {
    const prepared = prepareGot(
      eraDeck(
        [
          [battle, 1],
          [ionCannon, 1],
          [turret(3), 2],
          [turret(2), 2],
          [hull, 2],
        ],
        { players: "2" },
      ),
    );
    if (!prepared.ok) throw new Error(prepared.message);
    const allows = prepared.input.cards.find((c) => c.code === "fixture-battle")?.allows;
    expect(allows).toEqual(["ion-cannon", "fixture-turret-2", "fixture-hull"]);
  });

  it("the adventure card in the hero's playground can meet a condition", () => {
    const escort = fixtureCard("fixture-escort", 'Type "Support"\nAdventureResources\n    StarshipFirePower 2\nAllowPlayIfPlayground\n    Roleplay = "Battle"');
    expect(
      codes(
        validate([
          [battle, 1],
          [ionCannon, 1],
          [escort, 1],
        ]).warnings,
      ),
    ).toEqual([]);
  });
});
