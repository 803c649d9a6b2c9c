import { describe, expect, it } from "vitest";
import { codes, validateList } from "./catalog";

describe("CAVALRY and VEHICLES need a card that allows them (rules: MUSTER WARRIOR, WARRIORS)", () => {
  it("DE_CLASS_WITHOUT_ENABLER for cavalry and no card that allows cavalry, listing the warriors", () => {
    const result = validateList({ commander: "Kommendant Leitheusser", lines: ["3 Cossack", "2 Rivetbull"] });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([expect.objectContaining({ code: "DE_CLASS_WITHOUT_ENABLER", cards: ["cossack", "rivetbull"] })]);
    expect(result.warnings[0].message).toMatch(/Cossack.*Rivetbull.*CAVALRY/);
    expect(result.legal).toBe(true);
  });

  it("a Livery in the deck allows cavalry (rules: RESOLVE RAID example)", () => {
    expect(validateList({ commander: "Kommendant Leitheusser", lines: ["3 Cossack", "1 Livery"] }).warnings).toEqual([]);
  });

  it("a Commander that allows vehicles is enough: Kommendant Leitheusser and the Blitztank", () => {
    expect(validateList({ commander: "Kommendant Leitheusser", lines: ["3 Blitztank"] }).warnings).toEqual([]);
  });

  it("vehicles without an enabler warn; Vehicle Works allows them", () => {
    expect(codes(validateList({ commander: "Astinou", lines: ["3 Verounist Stingray"] }).warnings)).toEqual(["DE_CLASS_WITHOUT_ENABLER"]);
    expect(validateList({ commander: "Astinou", lines: ["3 Verounist Stingray", "1 Vehicle Works"] }).warnings).toEqual([]);
  });

  it("one warning per class: a cavalry enabler does not allow vehicles", () => {
    const result = validateList({ commander: "Astinou", lines: ["3 Tusked Serett", "3 Verounist Stingray", "1 Livery"] });
    expect(result.warnings).toEqual([expect.objectContaining({ code: "DE_CLASS_WITHOUT_ENABLER", cards: ["verounist-stingray"] })]);
  });

  it("infantry never needs an enabler", () => {
    expect(validateList({ commander: "Astinou", lines: ["5 Horde Trooper"] }).warnings).toEqual([]);
  });
});

describe("EQUIPMENT needs a card that allows it (rules: EQUIP)", () => {
  it("DE_EQUIPMENT_WITHOUT_ENABLER for equipment and nothing that allows it", () => {
    const result = validateList({ commander: "Kommendant Leitheusser", lines: ["2 Fist of Judah", "2 Grenade", "2 Hang Glider"] });
    expect(result.warnings).toEqual([expect.objectContaining({ code: "DE_EQUIPMENT_WITHOUT_ENABLER", cards: ["fist-of-judah", "hang-glider"] })]);
  });

  it("a Manufacturing Plant allows equipment", () => {
    expect(validateList({ commander: "Kommendant Leitheusser", lines: ["2 Fist of Judah", "1 Manufacturing Plant"] }).warnings).toEqual([]);
  });

  it("a Commander that allows equipment is enough (Marcus Klef)", () => {
    expect(validateList({ commander: "Marcus Klef", lines: ["2 Fist of Judah"] }).warnings).toEqual([]);
  });

  it("the Munitions Dump does not itself allow equipment", () => {
    expect(codes(validateList({ commander: "Kommendant Leitheusser", lines: ["2 Fist of Judah", "1 Munitions Dump"] }).warnings)).toEqual([
      "DE_EQUIPMENT_WITHOUT_ENABLER",
    ]);
  });
});
