import { describe, expect, it } from "vitest";
import { gotCgs } from "@/lib/games/got-cgs";
import { burnoffCount, deal } from "@/lib/games/got-cgs/dealing";
import { readEraHeaders } from "@/lib/games/got-cgs/era-headers";
import { parseDeckList } from "@/lib/engine/deck-list";
import { CardIndex, resolveList } from "@/lib/engine/card-index";
import type { CatalogCard } from "@/lib/games/types";
import type { GotCard } from "@/lib/games/got-cgs";
import { eraDeck, fixtureCard, genesisCard, genesisCards, makeEraDeck250 } from "./fixtures";

const codes = (issues: { code: string }[]) => issues.map((i) => i.code);
const kinesis = genesisCard("kinesis-research-station");
const ionCannon = genesisCard("ion-cannon");
const magellan = genesisCard("magellan");
/** A fixture Solo adventure without costs: no competition warning gets in the way. */
const solo = fixtureCard("fixture-solo", 'Type "Adventure"\nRoleplay "Solo"');

/** Fixture cards for identifiers, gold and HNP (the Book of Genesis cards are not known). */
const silver = (n: string, extra: Partial<GotCard> = {}) =>
  fixtureCard(`fixture-silver-${n}`, 'Type "Support"\nAdventureResources\n    Crew 1', { identifier: `GEN ${n}`, gold: false, ...extra });
const gold = (identifier: string | undefined) =>
  fixtureCard("fixture-gold", 'Type "Support"\nAdventureResources\n    Crew 3', { ...(identifier ? { identifier } : {}), gold: true });

/** The rules' "Examples ▶ Adventure with support cards" deck, `n` copies of each support card. */
function kinesisDeck(n: number, headers: Record<string, string> = {}) {
  const supports = ["magellan", "ion-starship-drive", "ion-cannon", "scientists-1", "scientists-2"].map((c) => genesisCard(c));
  return eraDeck([[kinesis, 1], ...supports.map((s): [CatalogCard<GotCard>, number] => [s, n])], headers);
}

describe("GOT_ATTR_* in a deck (CONTRACTS §4)", () => {
  it("a card whose attributes do not parse makes the deck illegal; the message names the card code and line", () => {
    const broken = fixtureCard("broken-drive", 'Type "Support"\nSubtype "Drive"\nAdventureResources\n    StarshipFlyRange seven');
    const v = gotCgs.validate(
      eraDeck([
        [kinesis, 1],
        [broken, 2],
      ]),
    );
    expect(v.legal).toBe(false);
    expect(v.errors).toEqual([expect.objectContaining({ code: "GOT_ATTR_SYNTAX", cards: ["broken-drive"] })]);
    expect(v.errors[0].message).toContain("broken-drive");
    expect(v.errors[0].message).toContain("line 4");
  });

  it("each attribute code reaches the deck's errors", () => {
    const bad: [string, string][] = [
      ["GOT_ATTR_DUPLICATE", 'Type "Support"\nCrew 1\nCrew 2'],
      ["GOT_ATTR_VALUE", 'Type "Adventure"\nRoleplay "Dance"'],
      ["GOT_ATTR_OPERATOR", 'Type "Support"\nDisableIf1\n    Subtype "Starship"'],
      ["GOT_ATTR_PLACEMENT", 'Type "Support"\nLevel 2'],
    ];
    for (const [code, text] of bad) {
      const v = gotCgs.validate(
        eraDeck([
          [kinesis, 1],
          [fixtureCard("odd", text), 1],
        ]),
      );
      expect(codes(v.errors)).toEqual([code]);
    }
  });

  it("a deck of the rules' example cards has no attribute error", () => {
    const v = gotCgs.validate(eraDeck(genesisCards().map((c): [CatalogCard<GotCard>, number] => [c, 2])));
    expect(v.errors).toEqual([]);
  });
});

describe('GOT_NO_ADVENTURE (GOT CGS rules, "Cards": an adventure is always started with an adventure card)', () => {
  it("an era deck of support cards only is illegal", () => {
    const v = gotCgs.validate(
      eraDeck([
        [ionCannon, 3],
        [magellan, 1],
      ]),
    );
    expect(codes(v.errors)).toEqual(["GOT_NO_ADVENTURE"]);
    expect(v.legal).toBe(false);
  });

  it("one adventure card is enough", () => {
    expect(codes(gotCgs.validate(kinesisDeck(2)).errors)).toEqual([]);
  });

  it("a card whose Type is unreadable does not count as an adventure", () => {
    const untyped = fixtureCard("untyped", 'Type "Adventures"\nRoleplay "Battle"');
    expect(
      codes(
        gotCgs.validate(
          eraDeck([
            [untyped, 1],
            [ionCannon, 2],
          ]),
        ).errors,
      ),
    ).toContain("GOT_NO_ADVENTURE");
  });
});

describe('GOT_EPIC_NO_BURNOFF ("Playing ▶ Play modes ▶ Epic": the burn off is always higher than 0)', () => {
  it("epic without burn off, with 0 and with 0% is illegal", () => {
    for (const burnoff of [undefined, "0", "0%"]) {
      const headers = { playmode: "epic", ...(burnoff ? { burnoff } : {}) };
      expect(codes(gotCgs.validate(kinesisDeck(2, headers)).errors)).toEqual(["GOT_EPIC_NO_BURNOFF"]);
    }
  });

  it("epic with 10% or 1 card of burn off, and PAP without burn off, are legal", () => {
    expect(gotCgs.validate(kinesisDeck(2, { playmode: "epic", burnoff: "10%" })).legal).toBe(true);
    expect(gotCgs.validate(kinesisDeck(2, { playmode: "Epic", burnoff: "1" })).legal).toBe(true);
    expect(gotCgs.validate(kinesisDeck(2, { playmode: "pap" })).legal).toBe(true);
  });
});

describe('GOT_HNP_CARD ("Card packs ▶ Customize a session pack": HNP cards only for the high number of players)', () => {
  const hnp = silver("031", { identifier: "GEN HNP 031" });

  it("warns about an HNP card in a deck not built for the high number of players", () => {
    const v = gotCgs.validate(
      eraDeck([
        [solo, 1],
        [hnp, 1],
      ]),
    );
    expect(v.warnings).toEqual([expect.objectContaining({ code: "GOT_HNP_CARD", cards: [hnp.code] })]);
    expect(v.legal).toBe(true);
    expect(
      codes(
        gotCgs.validate(
          eraDeck(
            [
              [solo, 1],
              [hnp, 1],
            ],
            { hnp: "no" },
          ),
        ).warnings,
      ),
    ).toContain("GOT_HNP_CARD");
  });

  it("no warning with hnp: yes, nor for a card without HNP in its identifier", () => {
    expect(
      codes(
        gotCgs.validate(
          eraDeck(
            [
              [solo, 1],
              [hnp, 1],
            ],
            { hnp: "yes" },
          ),
        ).warnings,
      ),
    ).not.toContain("GOT_HNP_CARD");
    expect(
      codes(
        gotCgs.validate(
          eraDeck([
            [solo, 1],
            [silver("031"), 1],
          ]),
        ).warnings,
      ),
    ).not.toContain("GOT_HNP_CARD");
  });
});

describe('GOT_GOLD_UNCLAIMABLE ("Turn ▶ Claim gold card": by an identical identification number)', () => {
  it("no warning when a silver card shares the gold card's identification number", () => {
    const v = gotCgs.validate(
      eraDeck([
        [solo, 1],
        [silver("007"), 1],
        [gold("GEN GOLD 7"), 1],
      ]),
    );
    expect(codes(v.warnings)).not.toContain("GOT_GOLD_UNCLAIMABLE");
  });

  it("warns when no silver card shares it, or the gold card has no identification number", () => {
    const v = gotCgs.validate(
      eraDeck([
        [solo, 1],
        [silver("008"), 1],
        [gold("GEN GOLD 7"), 1],
      ]),
    );
    expect(v.warnings).toEqual([expect.objectContaining({ code: "GOT_GOLD_UNCLAIMABLE", cards: ["fixture-gold"] })]);
    expect(
      codes(
        gotCgs.validate(
          eraDeck([
            [solo, 1],
            [silver("007"), 1],
            [gold(undefined), 1],
          ]),
        ).warnings,
      ),
    ).toEqual(["GOT_GOLD_UNCLAIMABLE"]);
  });

  it("another gold card does not make a gold card claimable", () => {
    const other = fixtureCard("fixture-gold-2", 'Type "Support"\nCrew 1', { identifier: "GEN GOLD 7", gold: true });
    expect(
      codes(
        gotCgs.validate(
          eraDeck([
            [solo, 1],
            [other, 1],
            [gold("GEN GOLD 7"), 1],
          ]),
        ).warnings,
      ),
    ).toEqual(["GOT_GOLD_UNCLAIMABLE", "GOT_GOLD_UNCLAIMABLE"]);
  });
});

describe('GOT_COMPETITION_UNCOVERED ("Card packs ▶ Customize a session pack": at least 2 similar support cards)', () => {
  it('warns for the "Adventure with support cards" example holding one copy of each support card', () => {
    const v = gotCgs.validate(kinesisDeck(1));
    expect(v.warnings).toEqual([expect.objectContaining({ code: "GOT_COMPETITION_UNCOVERED", cards: ["kinesis-research-station"] })]);
    expect(v.legal).toBe(true);
  });

  it("no warning with two copies of each support card", () => {
    expect(codes(gotCgs.validate(kinesisDeck(2)).warnings)).toEqual([]);
  });

  it("applies to Battle adventures too, not to cooperative ones (fixture adventures)", () => {
    const battle = fixtureCard("battle", 'Type "Adventure"\nRoleplay "Battle"\nACC\n    StarshipFirePower 2');
    const coop = fixtureCard("coop", 'Type "Adventure"\nRoleplay "Cooperation"\nACC\n    StarshipFirePower 2');
    expect(
      codes(
        gotCgs.validate(
          eraDeck([
            [battle, 1],
            [ionCannon, 1],
          ]),
        ).warnings,
      ),
    ).toEqual(["GOT_COMPETITION_UNCOVERED"]);
    expect(
      codes(
        gotCgs.validate(
          eraDeck([
            [battle, 1],
            [ionCannon, 2],
          ]),
        ).warnings,
      ),
    ).toEqual([]);
    expect(
      codes(
        gotCgs.validate(
          eraDeck([
            [coop, 1],
            [ionCannon, 1],
          ]),
        ).warnings,
      ),
    ).toEqual([]);
  });

  it("remembered answers follow the copies: 2, 1, 2 copies of each support card warn only for 1 (cover-memo.ts)", () => {
    expect([2, 1, 2, 1].map((n) => codes(gotCgs.validate(kinesisDeck(n)).warnings))).toEqual([
      [],
      ["GOT_COMPETITION_UNCOVERED"],
      [],
      ["GOT_COMPETITION_UNCOVERED"],
    ]);
  });

  it("two adventures with the same attributes are answered alike, each by its own code", () => {
    const text = 'Type "Adventure"\nRoleplay "Battle"\nACC\n    StarshipFirePower 2';
    const v = gotCgs.validate(
      eraDeck([
        [fixtureCard("battle-a", text), 1],
        [fixtureCard("battle-b", text), 1],
        [ionCannon, 1],
      ]),
    );
    expect(v.warnings.map((w) => [w.code, w.cards])).toEqual([
      ["GOT_COMPETITION_UNCOVERED", ["battle-a"]],
      ["GOT_COMPETITION_UNCOVERED", ["battle-b"]],
    ]);
  });

  it("gold support cards are not dealt, so they do not cover", () => {
    const battle = fixtureCard("battle", 'Type "Adventure"\nRoleplay "Battle"\nACC\n    Crew 3');
    const v = gotCgs.validate(
      eraDeck([
        [battle, 1],
        [silver("003"), 1],
        [gold("GEN GOLD 3"), 1],
      ]),
    );
    expect(codes(v.warnings)).toEqual(["GOT_COMPETITION_UNCOVERED"]);
  });

  it("the stats say per adventure which costs 0, 1 or 2 players could cover", () => {
    const stats = gotCgs.validate(kinesisDeck(1)).stats as {
      adventureCoverage: { code: string; players: number; costs: { name: string; players: number }[] }[];
    };
    const k = stats.adventureCoverage.find((a) => a.code === "kinesis-research-station")!;
    expect(k.players).toBe(1);
    expect(Object.fromEntries(k.costs.map((c) => [c.name, c.players]))).toEqual({
      FluonResearch: 1,
      StarshipCapacity: 1,
      StarshipFirePower: 1,
      StarshipFlyRange: 1,
    });
  });
});

describe("era-deck headers (CONTRACTS §2) and their own error codes", () => {
  it("reads players, burnoff, playmode and hnp", () => {
    expect(readEraHeaders({ players: "4", burnoff: "10%", playmode: "EPIC", hnp: "Yes" }).headers).toEqual({
      players: 4,
      burnoff: { kind: "percent", numerator: 10, denominator: 100, text: "10%" },
      playmode: "epic",
      hnp: true,
    });
  });

  it('defaults: no burn off and the PAP play mode ("Card packs ▶ Instructions")', () => {
    const v = gotCgs.validate(kinesisDeck(2));
    expect(v.stats).toMatchObject({ burnoff: 0, playmode: "pap", players: null, cardsPerPlayer: null, hnp: false });
  });

  it("players that is not a positive whole number is GOT_BAD_PLAYERS", () => {
    for (const players of ["0", "two", "-1", "2.5"]) expect(codes(gotCgs.validate(kinesisDeck(2, { players })).errors)).toEqual(["GOT_BAD_PLAYERS"]);
    expect(gotCgs.validate(kinesisDeck(2, { players: "3" })).legal).toBe(true);
  });

  it("burnoff that is neither a count nor a percentage up to 100% is GOT_BAD_BURNOFF", () => {
    for (const burnoff of ["ten", "110%", "-5", "5 cards"]) expect(codes(gotCgs.validate(kinesisDeck(2, { burnoff })).errors)).toEqual(["GOT_BAD_BURNOFF"]);
  });

  it("an unknown playmode is GOT_BAD_PLAYMODE, an hnp other than yes/no is GOT_BAD_HNP", () => {
    expect(codes(gotCgs.validate(kinesisDeck(2, { playmode: "coop" })).errors)).toEqual(["GOT_BAD_PLAYMODE"]);
    expect(codes(gotCgs.validate(kinesisDeck(2, { hnp: "maybe" })).errors)).toEqual(["GOT_BAD_HNP"]);
  });

  it("a burn off that leaves no card to deal is GOT_BURNOFF_TOO_LARGE", () => {
    expect(codes(gotCgs.validate(kinesisDeck(2, { burnoff: "11" })).errors)).toEqual(["GOT_BURNOFF_TOO_LARGE"]);
    expect(codes(gotCgs.validate(kinesisDeck(2, { burnoff: "100%" })).errors)).toEqual(["GOT_BURNOFF_TOO_LARGE"]);
    expect(codes(gotCgs.validate(kinesisDeck(2, { burnoff: "10" })).errors)).toEqual([]);
  });
});

describe('GOT CGS rules, "Era ▶ Dealing cards": burn off and dealing', () => {
  const pct = (text: string) => readEraHeaders({ burnoff: text }).headers.burnoff!;

  it("a percentage of the shuffled cards is rounded up", () => {
    expect(burnoffCount(pct("10%"), 250)).toBe(25);
    expect(burnoffCount(pct("10%"), 251)).toBe(26);
    expect(burnoffCount(pct("10%"), 9)).toBe(1);
    expect(burnoffCount(pct("12.5%"), 10)).toBe(2);
    expect(burnoffCount(pct("1%"), 1)).toBe(1);
    expect(burnoffCount(pct("0%"), 250)).toBe(0);
    expect(burnoffCount(pct("3"), 250)).toBe(3);
  });

  it("the rest is dealt one card at a time: some players may get one more", () => {
    expect(deal(250, 25, 4)).toEqual({ dealt: 225, cardsPerPlayer: 56, playersWithExtraCard: 1 });
    expect(deal(10, 0, 2)).toEqual({ dealt: 10, cardsPerPlayer: 5, playersWithExtraCard: 0 });
  });

  it("gold cards are not shuffled: the burn off is a share of the silver cards", () => {
    const v = gotCgs.validate(
      eraDeck(
        [
          [kinesis, 1],
          [silver("007"), 9],
          [gold("GEN GOLD 7"), 1],
        ],
        { burnoff: "10%", players: "3" },
      ),
    );
    expect(v.stats).toMatchObject({ eraDeckSize: 11, shuffledCards: 10, burnoff: 1, dealtCards: 9, cardsPerPlayer: 3, playersWithExtraCard: 0, gold: 1 });
  });
});

describe("stats (CONTRACTS §3: got-cgs adventures, supports, gold)", () => {
  it("counts copies of silver adventure and support cards, and gold cards apart", () => {
    const v = gotCgs.validate(
      eraDeck([
        [kinesis, 1],
        [ionCannon, 3],
        [gold("GEN GOLD 7"), 1],
      ]),
    );
    expect(v.stats).toMatchObject({ adventures: 1, supports: 3, gold: 1 });
  });
});

describe("a realistic 250-card era deck (fixtures.ts, for the benchmark)", () => {
  it("validates legal, without warnings, as 50 adventure and 200 support cards", () => {
    const { deck } = makeEraDeck250();
    const v = gotCgs.validate(deck);
    expect(v.errors).toEqual([]);
    expect(v.warnings).toEqual([]);
    expect(v.stats).toMatchObject({ adventures: 50, supports: 200, gold: 0, eraDeckSize: 250, burnoff: 25, players: 4, cardsPerPlayer: 56 });
  });

  it("its deck list reads back through the deck-list parser to the same deck", () => {
    const fixture = makeEraDeck250({ gold: true });
    const parsed = parseDeckList(fixture.list);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const resolved = resolveList(parsed.value, new CardIndex(fixture.cards), gotCgs.sections);
    expect(resolved.ok).toBe(true);
    if (!resolved.ok) return;
    const v = gotCgs.validate(resolved.value);
    expect(v.legal).toBe(true);
    expect(v.warnings).toEqual([]);
    expect(v.stats).toMatchObject({ eraDeckSize: 251, gold: 1 });
    for (const card of fixture.fixtureCatalog.cards) expect(gotCgs.cardSchema.safeParse(card).success).toBe(true);
  });
});
