import { describe, expect, it } from "vitest";
import genesis from "@/card-data/got-cgs/genesis.json";
import { gotCgs } from "@/lib/games/got-cgs";
import { conditionHolds, parseAttributes, printAttributes, type CardModel } from "@/lib/games/got-cgs/attributes";
import { cardAttributes } from "@/lib/games/got-cgs/card-attributes";
import { costsAndResources } from "@/lib/games/got-cgs/costs";
import { supportAllowed } from "@/lib/games/got-cgs/competition";
import { identificationNumber, isHnpIdentifier } from "@/lib/games/got-cgs/identifier";
import { genesisCard, genesisCards } from "./fixtures";

const model = (code: string): CardModel => cardAttributes(genesisCard(code)).model;

describe("card-data/got-cgs/genesis.json (CONTRACTS §1, got-cgs)", () => {
  it("is a got-cgs file of the Genesis edition whose cards pass the strict schema", () => {
    expect(genesis.game).toBe("got-cgs");
    expect(genesis.set.code).toBe("genesis");
    for (const card of genesis.cards) expect(gotCgs.cardSchema.safeParse(card).success, card.code).toBe(true);
    expect(new Set(genesis.cards.map((c) => c.code)).size).toBe(genesis.cards.length);
  });

  it('holds every card the rules\' "Examples" chapter shows, and each parses without a finding', () => {
    expect(genesisCards()).toHaveLength(15);
    for (const card of genesisCards()) expect(cardAttributes(card).problems, card.code).toEqual([]);
  });

  it('types cards by their Type attribute ("Cards": adventure or support)', () => {
    expect(gotCgs.cardType(genesisCard("kinesis-research-station"))).toBe("adventure");
    expect(gotCgs.cardType(genesisCard("temblor-sector-exploration"))).toBe("adventure");
    expect(gotCgs.cardType(genesisCard("ion-cannon"))).toBe("support");
  });

  it('reads the "Examples ▶ Adventure card" costs and resources as the rules list them', () => {
    const cr = costsAndResources(model("temblor-sector-exploration"));
    expect(cr.adventureCommonCosts).toEqual({ StarshipCapacity: 1, StarshipFirePower: 2, StarshipFlyRange: 2 });
    expect(cr.eraResources).toEqual({ Sway: 7 });
    expect(model("temblor-sector-exploration").roleplay).toBe("Competition");
  });

  it("prints each card's attributes back to a text that parses to the same tree", () => {
    for (const card of genesisCards()) {
      const once = cardAttributes(card).ast;
      const again = parseAttributes(printAttributes(once)).ast;
      expect(again).toEqual(once);
    }
  });
});

describe("a card whose attributes do not parse (CONTRACTS §1: players draft cards)", () => {
  const draft = { code: "draft-card", name: "Draft card", attributes: "Type Support\nLevel -1" };

  it("still passes the card schema", () => {
    expect(gotCgs.cardSchema.safeParse(draft).success).toBe(true);
    expect(gotCgs.cardSchema.safeParse({ code: "no-attributes", name: "No attributes" }).success).toBe(true);
  });

  it('has the type "unknown"', () => {
    expect(gotCgs.cardType({ ...draft })).toBe("unknown");
  });

  it("the schema stays strict: an unknown field is refused", () => {
    expect(gotCgs.cardSchema.safeParse({ ...draft, power: 3 }).success).toBe(false);
    expect(gotCgs.cardSchema.safeParse({ ...draft, gold: "yes" }).success).toBe(false);
  });
});

describe('GOT CGS rules, "Cards ▶ Attributes ▶ Conditional operators", on the rules\' example cards', () => {
  const disableIf1 = (code: string) => model(code).conditions.get("DisableIf1") ?? [];
  const immuneIf1 = (code: string) => model(code).conditions.get("ImmuneIf1") ?? [];

  it('"Examples ▶ Disable cards": the combat sensor disables the capacity-2 Magellan (> means at least)', () => {
    expect(disableIf1("magnetic-combat-sensor").map((c) => conditionHolds(c, model("magellan-capacity-2")))).toEqual([true, true]);
    expect(conditionHolds(disableIf1("magnetic-combat-sensor")[0], model("magellan"))).toBe(false);
  });

  it('"Examples ▶ Disable cards": the cloak is immune to the sensor (< means at most)', () => {
    expect(conditionHolds(immuneIf1("starship-cloak")[0], model("magnetic-combat-sensor"))).toBe(true);
  });

  it('"Examples ▶ Time weapon": the time shield is immune to the time weapon', () => {
    expect(conditionHolds(immuneIf1("time-shield")[0], model("time-weapon"))).toBe(true);
  });

  it('"Examples ▶ Unforeseen destruction": the damage event matches the ion cannon, not a starship', () => {
    const [power, subtype] = disableIf1("starship-weapon-damaged");
    expect([conditionHolds(power, model("ion-cannon")), conditionHolds(subtype, model("ion-cannon"))]).toEqual([true, true]);
    expect(conditionHolds(subtype, model("magellan"))).toBe(false);
  });

  it('"Cards ▶ Attributes": a reference to an attribute the card lacks is ignored (undefined)', () => {
    expect(conditionHolds(disableIf1("magnetic-combat-sensor")[0], model("ion-cannon"))).toBeUndefined();
  });

  it('"Examples ▶ Adventure card": AllowSupportIf1 refuses a fly range below 2, ignores cards without one', () => {
    const temblor = model("temblor-sector-exploration");
    expect(supportAllowed(temblor, model("ion-starship-drive"))).toBe(false);
    expect(supportAllowed(temblor, model("fluon-starship-drive"))).toBe(true);
    expect(supportAllowed(temblor, model("ion-cannon"))).toBe(true);
  });

  it("DenySupportIf1 refuses a support card whose attribute meets the condition (fixture adventure)", () => {
    const deny = parseAttributes('Type "Adventure"\nRoleplay "Battle"\nDenySupportIf1\n    Subtype = "Starship weapon"').model;
    expect(supportAllowed(deny, model("ion-cannon"))).toBe(false);
    expect(supportAllowed(deny, model("magellan"))).toBe(true);
  });
});

describe('GOT CGS rules, "Definitions": identifier and identification number', () => {
  it("the identification number is the number at the end of the identifier", () => {
    expect(identificationNumber("GEN 012")).toBe(12);
    expect(identificationNumber("GEN HNP 031")).toBe(31);
    expect(identificationNumber("GEN")).toBeUndefined();
    expect(identificationNumber(undefined)).toBeUndefined();
  });

  it('"Card packs ▶ Customize a session pack": the HNP text marks high-number-of-players cards', () => {
    expect(isHnpIdentifier("GEN HNP 031")).toBe(true);
    expect(isHnpIdentifier("HNP-031")).toBe(true);
    expect(isHnpIdentifier("GEN 031")).toBe(false);
    expect(isHnpIdentifier("GENHNPX 031")).toBe(false);
  });
});
