import { describe, expect, it } from "vitest";
import { darkEden, darkEdenRules, DARK_EDEN_RULES } from "@/lib/games/dark-eden";
import { allCards, card, index } from "./catalog";

const base = { code: "x", name: "X", type: "commander", affiliation: "templars" } as const;
const parses = (fields: Record<string, unknown>) => darkEden.cardSchema.safeParse({ ...base, ...fields }).success;

describe("the card-text vocabulary in card data (CONTRACTS §1, docs/games/dark-eden.md)", () => {
  it("keeps the contract's plain allows and reads the qualified ones", () => {
    expect(parses({ allows: ["affiliation:dark-legion", "cavalry", "vehicle", "equipment"] })).toBe(true);
    expect(parses({ allows: ["affiliation:templars:vehicle", "affiliation:any:equipment", "affiliation:any:island-team-member", "vehicle:submarine"] })).toBe(
      true,
    );
    expect(parses({ allows: ["affiliation:megacorporations:imperial-member", "main-ally-warriors"] })).toBe(true);
  });

  it("rejects values outside the vocabulary, naming the field", () => {
    for (const allows of [["affiliation:atlantis"], ["affiliation:any"], ["affiliation:templars:dragons"], ["cavalry:"], ["anything"]]) {
      expect(parses({ allows }), allows[0]).toBe(false);
    }
    expect(parses({ forbids: ["never:card:dark-legion-citadel", "not:embassy"] })).toBe(true);
    expect(parses({ forbids: ["always:embassy"] })).toBe(false);
    expect(parses({ forbids: ["never:"] })).toBe(false);
    expect(parses({ needs: ["equipment", "island-team-member|card:hardings-influence", "commander-not:dark-legion"] })).toBe(true);
    expect(parses({ needs: ["equipment|"] })).toBe(false);
    expect(parses({ needs: ["commander-not:any"] })).toBe(false);
    expect(parses({ grants: ["PROPHET"] })).toBe(true);
    expect(parses({ grants: ["prophet"] })).toBe(false);
    expect(parses({ corporation: "imperial" })).toBe(false);
    expect(parses({ affiliation: "megacorporations", corporation: "imperial" })).toBe(true);
    const failure = darkEden.cardSchema.safeParse({ ...base, forbids: ["sometimes:embassy"] });
    expect(failure.success).toBe(false);
    if (!failure.success) expect(failure.error.issues[0].path).toEqual(["forbids", 0]);
  });

  it("every card's card-text values name cards and kinds the catalog has", () => {
    for (const c of allCards) {
      for (const text of [...(c.forbids ?? []), ...(c.needs ?? []), ...(c.allows ?? [])]) {
        for (const code of text.match(/card:[a-z0-9-]+/g) ?? []) expect(index.byCodeOrUndefined(code.slice(5)), `${c.code}: ${text}`).toBeDefined();
      }
    }
  });
});

describe("cards whose text changes what a deck may play carry it (rules: UNIVERSAL RULES)", () => {
  it("widen: Samir, Diuk Erich von Drier, Munitions Dump, Antagonist, the Writ, Noah Wrought, Stocznia Łodzi Podwodnych, Placówka Korporacji, Gwiezdny Sojusz", () => {
    expect(card("Samir of the Rising Moon").allows).toEqual([
      "affiliation:templars:vehicle",
      "affiliation:sons-of-rasputin:vehicle",
      "affiliation:lutheran-triad:vehicle",
    ]);
    expect(card("Diuk Erich von Drier").allows).toEqual(["affiliation:any:equipment"]);
    expect(card("Munitions Dump").allows).toEqual(["affiliation:any:equipment"]);
    expect(card("Antagonist")).toMatchObject({ allows: ["vehicle"], corporation: "capitol" });
    expect(card("Writ of Inquisitor Benedictus")).toMatchObject({ allows: ["affiliation:any:island-team-member"], needs: ["commander-not:dark-legion"] });
    expect(card("Noah Wrought").allows).toEqual(["affiliation:megacorporations:imperial-member"]);
    expect(card("Stocznia Łodzi Podwodnych").allows).toEqual(["vehicle:submarine"]);
    expect(card("Barakuda").designations).toContain("SUBMARINE");
    expect(card("Placówka Korporacji").allows).toEqual(["affiliation:megacorporations"]);
    expect(card("Gwiezdny Sojusz").allows).toEqual(["main-ally-warriors"]);
  });

  it("narrow: NEVER for Ancyrite, Marcus, Horatio and Giesel; NOT for Serennel (rules: NOT vs. NEVER)", () => {
    expect(card("Nepharite Ancyrite").forbids).toEqual(["never:card:katedra-bractwa", "never:affiliation:brotherhood:warrior"]);
    expect(card("Wielki Heretyk Marcus").forbids).toEqual(["never:card:katedra-bractwa", "never:affiliation:brotherhood:warrior"]);
    expect(card("Brat Horatio").forbids).toEqual(["never:card:dark-legion-citadel"]);
    expect(card("Bartholomew Giesel").forbids).toEqual(["never:card:dark-legion-citadel"]);
    expect(card("Serennel").forbids).toEqual(["not:embassy"]);
  });

  it("grant a designation, and need something in play", () => {
    const grants = Object.fromEntries(allCards.filter((c) => c.grants).map((c) => [c.code, c.grants]));
    expect(grants).toEqual({
      "nepharite-ancyrite": ["WORTHY OF DARK SYMMETRY"],
      "komitet-doradczy-bractwa": ["SPELLCASTER"],
      ministerstwo: ["PATRIARCH"],
      "sciana-placzu": ["SPELLCASTER"],
      "starozytna-krypta": ["PROPHET"],
      "dark-blessing": ["WORTHY OF DARK SYMMETRY"],
      "prophetic-vision": ["PROPHET"],
      "the-calling": ["PATRIARCH"],
      "valpurgius-arrives": ["WORTHY OF DARK SYMMETRY"],
      "poblogoslawiony-przez-swatlo": ["SPELLCASTER"],
    });
    const needs = Object.fromEntries(allCards.filter((c) => c.needs).map((c) => [c.code, c.needs]));
    for (const w of ["corsair", "flammen-soldat", "greymourn-trenchartillery", "jaeger-commando", "schwerwaffe-soldat", "templar-marine"])
      expect(needs[w], w).toEqual(["equipment"]);
    expect(Object.keys(needs)).toHaveLength(12);
  });
});

describe("names the sources misspell (CONTRACTS §1: names match in every language)", () => {
  const fixed: [string, string, string][] = [
    ["peactime", "Peacetime", "Peactime"],
    ["recycyle", "Recycle", "Recycyle"],
    ["rich-deposite", "Rich Deposit", "Rich Deposite"],
    ["platworma-wiertnicza", "Platforma Wiertnicza", "Platworma Wiertnicza"],
    ["farma-wadorostow", "Farma Wodorostów", "Farma Wadorostów"],
    ["poblogoslawiony-przez-swatlo", "Pobłogosławiony przez Światło", "Pobłogosławiony przez Śwatło"],
    ["think-again", "Przemyśl To Jeszcze Raz", "Rzemyśl To Jeszcze Raz"],
  ];
  for (const [code, right, old] of fixed) {
    it(`${right}: the corrected name and the old spelling both find [${code}], whose code stays`, () => {
      expect(index.find(right)?.code).toBe(code);
      expect(index.find(old)?.code).toBe(code);
      expect(card(right).names?.alt).toBe(old);
    });
  }

  it("I'll Take It keeps its contraction in lower case", () => {
    expect(card("I'll Take It")).toMatchObject({ code: "ill-take-it", name: "I'll Take It" });
  });
});

describe("the rules list (lib/games/types.ts RuleCheck)", () => {
  /** Section headings of the English rulebook (seeds/dark-eden-rules-en.txt) that deck building rests on. */
  const SECTIONS = [
    "WHAT YOU NEED TO PLAY",
    "DESIGNING A DECK",
    "AFFILIATION",
    "MUSTER WARRIOR",
    "EQUIP",
    "PERFORM LUTHERAN RITUAL",
    "INVOKE CRESCENTIAN PROPHECY",
    "BESTOW DARK SYMMETRY",
    "CASTING ART SPELLS",
    "YOUR FIRST FEW GAMES",
    "UNIVERSAL RULES",
    "NOT vs. NEVER",
  ];

  it("every check cites a section the English rules text has, with its codes and one level", () => {
    expect(darkEdenRules).toHaveLength(DARK_EDEN_RULES.length);
    expect(darkEden.rules).toBe(darkEdenRules);
    for (const rule of darkEdenRules) {
      expect(SECTIONS, rule.section).toContain(rule.section);
      expect(rule.codes.length).toBeGreaterThan(0);
      expect(["error", "warning"]).toContain(rule.level);
      expect(rule.explanation.length).toBeGreaterThan(20);
      expect("check" in rule).toBe(false);
    }
  });

  it("lists every code once", () => {
    const all = darkEdenRules.flatMap((r) => r.codes);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(
      expect.arrayContaining([
        "DE_FORBIDDEN_BY_COMMANDER",
        "DE_RESTRICTED_BY_COMMANDER",
        "DE_NEEDS_WITHOUT_ENABLER",
        "DE_AFFILIATION",
        "DE_AFFILIATION_ENABLER",
      ]),
    );
  });
});

describe("an old spelling is not shown as a language", () => {
  it("proxy subtitles give the Polish name and never the `alt` spelling", async () => {
    const { otherNames } = await import("@/lib/proxies/fields");
    const recycle = card("Recycle");
    expect(otherNames(recycle.name, recycle.names, ["pl"])).toEqual(["Odzysk"]);
  });
});
