import { describe, expect, it } from "vitest";
import { codes, validateList } from "./catalog";

const leitheusser = "Kommendant Leitheusser";

describe("mode: beginner (rules: YOUR FIRST FEW GAMES)", () => {
  it("disregards affiliation restrictions: any card may be played", () => {
    expect(codes(validateList({ commander: leitheusser, lines: ["5 Corsair"] }).errors)).toEqual(["DE_AFFILIATION"]);
    const beginner = validateList({ commander: leitheusser, mode: "beginner", lines: ["5 Corsair", "5 Nassal"] });
    expect(beginner.errors).toEqual([]);
    expect(beginner.warnings).toEqual([]);
  });

  it("disregards CAVALRY / VEHICLE and EQUIPMENT restrictions", () => {
    // Astinou is a Templar Commander that allows nothing; these are Templar cavalry and vehicles and General equipment.
    const lines = ["5 Tusked Serett", "5 Verounist Stingray", "5 Fist of Judah"];
    const standard = validateList({ commander: "Astinou", lines });
    expect(standard.errors).toEqual([]);
    expect(codes(standard.warnings)).toEqual(["DE_CLASS_WITHOUT_ENABLER", "DE_CLASS_WITHOUT_ENABLER", "DE_EQUIPMENT_WITHOUT_ENABLER"]);
    const beginner = validateList({ commander: "Astinou", mode: "Beginner", lines });
    expect(beginner.errors).toEqual([]);
    expect(beginner.warnings).toEqual([]);
  });

  it("keeps the deck-size, copy and Commander rules", () => {
    expect(codes(validateList({ commander: leitheusser, mode: "beginner", size: 59 }).errors)).toEqual(["DE_DECK_TOO_SMALL"]);
    expect(codes(validateList({ commander: leitheusser, mode: "beginner", lines: ["6 Livery"] }).errors)).toEqual(["DE_COPY_LIMIT"]);
    expect(codes(validateList({ mode: "beginner" }).errors)).toEqual(["DE_NO_COMMANDER"]);
  });

  it("mode: standard or no mode keeps every restriction", () => {
    expect(codes(validateList({ commander: leitheusser, mode: "standard", lines: ["5 Corsair"] }).errors)).toEqual(["DE_AFFILIATION"]);
    expect(validateList({ commander: leitheusser, mode: "standard" }).stats.mode).toBe("standard");
  });

  it("DE_UNKNOWN_MODE for any other mode, naming it; the deck is checked as standard", () => {
    const result = validateList({ commander: leitheusser, mode: "expert", lines: ["5 Corsair"] });
    expect(codes(result.errors)).toEqual(["DE_UNKNOWN_MODE", "DE_AFFILIATION"]);
    expect(result.errors[0].message).toContain("expert");
    expect(result.legal).toBe(false);
  });
});
