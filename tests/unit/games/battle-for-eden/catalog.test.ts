import { describe, expect, it } from "vitest";
import { battleForEden } from "@/lib/games/battle-for-eden";
import { coreFile } from "./fixtures";

describe("core catalog file (CONTRACTS §1, battle-for-eden)", () => {
  it("is a battle-for-eden file of set core whose every card passes the strict card schema", () => {
    expect(coreFile.game).toBe("battle-for-eden");
    expect(coreFile.set).toEqual({ code: "core", name: "Battle for Eden" });
    for (const card of coreFile.cards) expect(battleForEden.cardSchema.safeParse(card).success, JSON.stringify(card)).toBe(true);
    expect(battleForEden.extrasSchema!.safeParse({ civilizations: coreFile.civilizations }).success).toBe(true);
  });

  it('ships exactly the common and technology cards the rules name in "Conquest ▶ Setup"', () => {
    const byKind = (kind: string) =>
      (coreFile.cards as { name: string; kind: string }[])
        .filter((c) => c.kind === kind)
        .map((c) => c.name)
        .sort();
    expect(byKind("common")).toEqual(["Huge Energy Crystal", "Medium Energy Crystal", "Opportunity", "Setback", "Small Energy Crystal"]);
    expect(byKind("technology")).toEqual(["Energy Shield", "Improved Portal", "Temporary Rift", "Unmatched Power"]);
    expect(byKind("unit")).toEqual([]);
  });

  it("invents no number: no cost, strength or energy, since no source gives them", () => {
    for (const card of coreFile.cards as Record<string, unknown>[]) {
      expect(card).not.toHaveProperty("cost");
      expect(card).not.toHaveProperty("strength");
      expect(card).not.toHaveProperty("energy");
    }
  });

  it("gives the starting crystals the codes the starting-deck rule looks for", () => {
    const codes = (coreFile.cards as { code: string }[]).map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(["small-energy-crystal", "medium-energy-crystal", "huge-energy-crystal"]));
  });
});

describe("card schema (CONTRACTS §1, battle-for-eden)", () => {
  const schema = battleForEden.cardSchema;
  const unit = { code: "fixture-unit", name: "Fixture Unit", kind: "unit", civilization: "fixture-sky", cost: 1, strength: 2 };

  it('takes a unit with abilities of the four timings ("Cards effects ▶ Abilities") and a permanent effect', () => {
    const timings = ["immediate", "delayed", "post-combat", "reaction"].map((timing) => ({ timing, text: "fixture" }));
    expect(schema.safeParse({ ...unit, abilities: timings, permanent: "fixture" }).success).toBe(true);
    expect(schema.safeParse({ ...unit, abilities: [{ timing: "instant", text: "x" }] }).success).toBe(false);
  });

  it("is strict: an unknown field is an error naming it", () => {
    const r = schema.safeParse({ ...unit, power: 3 });
    expect(r.success).toBe(false);
    expect(JSON.stringify(r.error?.issues)).toContain("power");
  });

  it('a unit names its civilization ("Conquest ▶ Setup": units come from a World); other cards do not', () => {
    const noCiv = schema.safeParse({ code: "u", name: "U", kind: "unit" });
    expect(noCiv.success).toBe(false);
    expect(noCiv.error?.issues[0].path).toEqual(["civilization"]);
    expect(schema.safeParse({ code: "c", name: "C", kind: "common", civilization: "fixture-sky" }).success).toBe(false);
    expect(schema.safeParse({ code: "c", name: "C", kind: "common" }).success).toBe(true);
  });

  it("cardType is the card's kind", () => {
    expect(battleForEden.cardType({ code: "c", name: "C", kind: "technology" })).toBe("technology");
  });

  it("extras: civilizations with unique codes, nothing else at file level", () => {
    const extras = battleForEden.extrasSchema!;
    expect(extras.safeParse({ civilizations: [{ code: "a", name: "A", color: "red" }] }).success).toBe(true);
    expect(
      extras.safeParse({
        civilizations: [
          { code: "a", name: "A" },
          { code: "a", name: "B" },
        ],
      }).success,
    ).toBe(false);
    expect(extras.safeParse({ civilisations: [] }).success).toBe(false);
  });
});
