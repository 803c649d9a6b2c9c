import { describe, expect, it } from "vitest";
import { codes, validateList } from "./catalog";

describe("designated Intrigues need their caster in the Dominion", () => {
  it("DE_RITUAL_WITHOUT_PATRIARCH for a RITUAL and no Patriarch (rules: PERFORM LUTHERAN RITUAL)", () => {
    const result = validateList({ commander: "Cain Mournor", lines: ["2 The Blessing", "1 The Defiance"] });
    expect(result.warnings).toEqual([expect.objectContaining({ code: "DE_RITUAL_WITHOUT_PATRIARCH", cards: ["the-blessing", "the-defiance"] })]);
    expect(result.legal).toBe(true);
  });

  it("the PATRIARCH card, or The Calling that makes a warrior a PATRIARCH, lets Rituals be performed (rules: PERFORM LUTHERAN RITUAL, TIMING)", () => {
    expect(validateList({ commander: "Cain Mournor", lines: ["2 The Blessing", "1 Patriarch"] }).warnings).toEqual([]);
    expect(validateList({ commander: "Cain Mournor", lines: ["2 The Blessing", "1 The Calling"] }).warnings).toEqual([]);
  });

  it("a Patriarch that can never be played does not count; one that Harding's Influence allows does (rules: AFFILIATION)", () => {
    const stranded = validateList({ commander: "Kommendant Leitheusser", lines: ["2 The Blessing", "1 Patriarch", "1 Harding's Influence"] });
    expect(codes(stranded.warnings)).not.toContain("DE_RITUAL_WITHOUT_PATRIARCH");
    const without = validateList({ commander: "Kommendant Leitheusser", lines: ["2 The Blessing", "1 Patriarch"] });
    expect(codes(without.warnings)).toContain("DE_RITUAL_WITHOUT_PATRIARCH");
  });

  it("DE_PROPHECY_WITHOUT_PROPHET for a PROPHECY and no Prophet; a Prophet lifts it (rules: INVOKE CRESCENTIAN PROPHECY)", () => {
    expect(codes(validateList({ commander: "Samir of the Rising Moon", lines: ["2 Our Will Is Beyond Measure"] }).warnings)).toEqual([
      "DE_PROPHECY_WITHOUT_PROPHET",
    ]);
    expect(validateList({ commander: "Samir of the Rising Moon", lines: ["2 Our Will Is Beyond Measure", "1 Prorok"] }).warnings).toEqual([]);
  });

  it("DE_SPELL_WITHOUT_SPELLCASTER for an ART SPELL and no SPELLCASTER; a Spellcaster lifts it (rules: CASTING ART SPELLS)", () => {
    expect(codes(validateList({ commander: "Brat Horatio", lines: ["2 Alchemia"] }).warnings)).toEqual(["DE_SPELL_WITHOUT_SPELLCASTER"]);
    expect(validateList({ commander: "Brat Horatio", lines: ["2 Alchemia", "1 Krzyżowiec"] }).warnings).toEqual([]);
  });

  it("DE_DARK_SYMMETRY_WITHOUT_WORTHY for DARK SYMMETRY and nothing WORTHY; a worthy warrior lifts it (rules: BESTOW DARK SYMMETRY)", () => {
    expect(codes(validateList({ commander: "Wielki Heretyk Marcus", lines: ["2 Venom Sack"] }).warnings)).toEqual(["DE_DARK_SYMMETRY_WITHOUT_WORTHY"]);
    expect(validateList({ commander: "Wielki Heretyk Marcus", lines: ["2 Venom Sack", "1 Nassal"] }).warnings).toEqual([]);
  });

  it("beginner mode does not lift these: the caster rules are not among the first-few-games exceptions (rules: YOUR FIRST FEW GAMES)", () => {
    expect(codes(validateList({ commander: "Cain Mournor", mode: "beginner", lines: ["2 The Blessing"] }).warnings)).toEqual(["DE_RITUAL_WITHOUT_PATRIARCH"]);
  });
});
