import { describe, expect, it } from "vitest";
import { parseAttributes, ROLEPLAYS } from "@/lib/games/got-cgs/attributes";

/** Small attribute texts written for each rule (fixtures, not catalog cards). */
const codes = (text: string) => parseAttributes(text).problems.map((p) => p.code);
const adventure = (line: string) => `Type "Adventure"\n${line}`;
const support = (line: string) => `Type "Support"\n${line}`;

describe('GOT CGS rules, "Cards ▶ Predefined attributes": value domains (GOT_ATTR_VALUE)', () => {
  it('"▶ Roleplay": one of the eight roleplays', () => {
    for (const r of ROLEPLAYS) expect(codes(adventure(`Roleplay "${r}"`))).toEqual([]);
    expect(codes(adventure('Roleplay "Dance"'))).toEqual(["GOT_ATTR_VALUE"]);
    expect(codes(adventure('Roleplay "battle"'))).toEqual(["GOT_ATTR_VALUE"]);
    expect(codes(adventure("Roleplay 1"))).toEqual(["GOT_ATTR_VALUE"]);
  });

  it('"▶ Level": an integer of at least 1', () => {
    expect(codes(adventure("Level 1"))).toEqual([]);
    expect(codes(adventure("Level 0"))).toEqual(["GOT_ATTR_VALUE"]);
    expect(codes(adventure('Level "1"'))).toEqual(["GOT_ATTR_VALUE"]);
  });

  it('"▶ Type": "Adventure" or "Support"', () => {
    expect(codes('Type "Support"')).toEqual([]);
    expect(codes('Type "Gold"')).toEqual(["GOT_ATTR_VALUE"]);
  });

  it('"▶ CommonBuildsite", "▶ MultiEra", the powers and "▶ Recover1": only "Yes"', () => {
    expect(codes(adventure('CommonBuildsite "Yes"'))).toEqual([]);
    expect(codes(adventure('MultiEra "No"'))).toEqual(["GOT_ATTR_VALUE"]);
    expect(codes(support('Freeze "Yes"'))).toEqual([]);
    expect(codes(support('RewindAdventure "yes"'))).toEqual(["GOT_ATTR_VALUE"]);
    expect(codes(support("Recover1 1"))).toEqual(["GOT_ATTR_VALUE"]);
  });

  it('"▶ Reuse", "▶ StockHolding", "▶ StockOffering": integers of at least 1', () => {
    expect(codes(support("Reuse 2"))).toEqual([]);
    expect(codes(support("Reuse 0"))).toEqual(["GOT_ATTR_VALUE"]);
    expect(codes(support("StockHolding 0"))).toEqual(["GOT_ATTR_VALUE"]);
    expect(codes(adventure("StockOffering 0"))).toEqual(["GOT_ATTR_VALUE"]);
  });

  it('"▶ Affiliation", "▶ Unique", "▶ UniqueAny": any non-empty text', () => {
    expect(codes(support('Affiliation "USSA"\nUnique "Magellan"\nUniqueAny "Ark"'))).toEqual([]);
    expect(codes(support("Unique 3"))).toEqual(["GOT_ATTR_VALUE"]);
    expect(codes(support('Affiliation ""'))).toEqual(["GOT_ATTR_VALUE"]);
  });

  it('"▶ Custom attributes": any integer ≥ 0 or non-empty text', () => {
    expect(codes(support('Subtype "Starship"\nCrew 0'))).toEqual([]);
  });
});

describe('GOT CGS rules, "Cards ▶ Predefined attribute categories ▶ Costs" and "▶ Resources": numerical values only', () => {
  it("a text cost or resource is GOT_ATTR_VALUE", () => {
    expect(codes(support("EraCosts\n    Sway 1"))).toEqual([]);
    expect(codes(support('EraCosts\n    Sway "one"'))).toEqual(["GOT_ATTR_VALUE"]);
    expect(codes(support('AdventureResources\n    Crew "many"'))).toEqual(["GOT_ATTR_VALUE"]);
  });

  it('"▶ Feats" may hold a text (the rules\' StarshipDrive "Fluon")', () => {
    expect(codes(adventure('Feats\n    StarshipDrive "Fluon"\n    Diplomacy 2'))).toEqual([]);
  });

  it("a condition compares values of the referenced attribute's kind", () => {
    expect(codes(support('DisableIf1\n    Roleplay = "Battle"/"Solo"'))).toEqual([]);
    expect(codes(support('DisableIf1\n    Roleplay = "Dance"'))).toEqual(["GOT_ATTR_VALUE"]);
    expect(codes(support('DisableIf1\n    AR.Crew = "many"'))).toEqual(["GOT_ATTR_VALUE"]);
    expect(codes(support('DisableIf1\n    Level = "high"'))).toEqual(["GOT_ATTR_VALUE"]);
  });
});

describe('GOT CGS rules, "Summary ▶ Predefined attributes and attribute categories": (A) and (S) placement', () => {
  it("an adventure-only attribute on a support card is GOT_ATTR_PLACEMENT", () => {
    expect(codes(support('Roleplay "Battle"'))).toEqual(["GOT_ATTR_PLACEMENT"]);
    expect(codes(support("Level 2"))).toEqual(["GOT_ATTR_PLACEMENT"]);
    expect(codes(support("StockOffering 3"))).toEqual(["GOT_ATTR_PLACEMENT"]);
  });

  it("a support-only attribute on an adventure card is GOT_ATTR_PLACEMENT", () => {
    expect(codes(adventure('Freeze "Yes"'))).toEqual(["GOT_ATTR_PLACEMENT"]);
    expect(codes(adventure("Reuse 1"))).toEqual(["GOT_ATTR_PLACEMENT"]);
    expect(codes(adventure("StockHolding 1"))).toEqual(["GOT_ATTR_PLACEMENT"]);
  });

  it("adventure-only and support-only categories", () => {
    expect(codes(adventure("AdventureCosts\n    Crew 1"))).toEqual(["GOT_ATTR_PLACEMENT"]);
    expect(codes(adventure('ImmuneIf1\n    Subtype = "Starship"'))).toEqual(["GOT_ATTR_PLACEMENT"]);
    expect(codes(support("Feats\n    Diplomacy 1"))).toEqual(["GOT_ATTR_PLACEMENT"]);
    expect(codes(support("AllowSupportIf1\n    AR.Crew > 1"))).toEqual(["GOT_ATTR_PLACEMENT"]);
  });

  it("names for all cards stand on both types", () => {
    for (const card of [adventure, support]) {
      expect(codes(card('Affiliation "USSA"\nUnique "X"\nEraCosts\n    Sway 1\nEraResources\n    Sway 2\nAdventureCommonCosts\n    Crew 1'))).toEqual([]);
    }
  });

  it("a card without a readable Type is not checked for placement", () => {
    expect(codes('Roleplay "Battle"\nFreeze "Yes"')).toEqual([]);
  });

  it('"Cards ▶ Custom attributes": a predefined global attribute listed by a cost category is GOT_ATTR_PLACEMENT', () => {
    expect(codes(support("EraCosts\n    Level 1"))).toEqual(["GOT_ATTR_PLACEMENT"]);
  });
});
