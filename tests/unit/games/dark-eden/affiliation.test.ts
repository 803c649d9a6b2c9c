import { describe, expect, it } from "vitest";
import { AFFILIATIONS, affiliationBits } from "@/lib/games/dark-eden/card";
import { codes, validateList } from "./catalog";

const leitheusser = "Kommendant Leitheusser"; // Sons of Rasputin

describe("affiliation (rules: AFFILIATION)", () => {
  it("the Commander's own affiliation and General cards are playable", () => {
    const result = validateList({ commander: leitheusser, lines: ["5 Shock Soldat", "5 Kommendant"] });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it("DE_AFFILIATION for a card of another affiliation that nothing allows", () => {
    const result = validateList({ commander: leitheusser, lines: ["5 Corsair"] });
    expect(result.errors).toEqual([expect.objectContaining({ code: "DE_AFFILIATION", cards: ["corsair"] })]);
    expect(result.errors[0].message).toMatch(/Corsair.*Lutheran Triad/);
    expect(result.legal).toBe(false);
  });

  it("an enabler in the deck turns DE_AFFILIATION into the DE_AFFILIATION_ENABLER warning (the Citadel example)", () => {
    const result = validateList({ commander: leitheusser, lines: ["5 Nassal", "1 Dark Legion Citadel"] });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([expect.objectContaining({ code: "DE_AFFILIATION_ENABLER", cards: ["nassal", "dark-legion-citadel"] })]);
    expect(result.warnings[0].message).toContain("Dark Legion Citadel");
    expect(result.legal).toBe(true);
  });

  it("an enabler allows only its own affiliation", () => {
    const result = validateList({ commander: leitheusser, lines: ["5 Corsair", "1 Dark Legion Citadel"] });
    expect(codes(result.errors)).toEqual(["DE_AFFILIATION"]);
  });

  it("the Commander's own allows count from the start: no error and no warning", () => {
    // Wielki Heretyk Marcus is Dark Legion and lets his owner play Sons of Rasputin cards.
    const result = validateList({ commander: "Wielki Heretyk Marcus", lines: ["5 Shock Soldat"] });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it("an enabler of another affiliation only counts once it can be played itself", () => {
    // Notre Dame is a Templar card that allows Templar cards: alone it cannot enter a Sons of Rasputin Turf.
    const alone = validateList({ commander: leitheusser, lines: ["1 Notre Dame", "5 Horde Trooper"] });
    expect(alone.errors.map((i) => [i.code, i.cards])).toEqual([
      ["DE_AFFILIATION", ["notre-dame"]],
      ["DE_AFFILIATION", ["horde-trooper"]],
    ]);
    const withEmbassy = validateList({ commander: leitheusser, lines: ["1 Notre Dame", "5 Horde Trooper", "1 Templar Embassy"] });
    expect(withEmbassy.errors).toEqual([]);
    expect(codes(withEmbassy.warnings)).toEqual(["DE_AFFILIATION_ENABLER", "DE_AFFILIATION_ENABLER"]);
  });

  it("what one deck's enabler lets in stays in that deck: the same Commander's next deck without it gets DE_AFFILIATION again", () => {
    // Decks without a card that lets in an affiliation share what their Commander's text alone allows.
    const before = validateList({ commander: leitheusser, lines: ["5 Nassal"] });
    const withCitadel = validateList({ commander: leitheusser, lines: ["5 Nassal", "1 Dark Legion Citadel"] });
    const after = validateList({ commander: leitheusser, lines: ["5 Nassal"] });
    expect(codes(before.errors)).toEqual(["DE_AFFILIATION"]);
    expect(withCitadel.errors).toEqual([]);
    expect(codes(withCitadel.warnings)).toEqual(["DE_AFFILIATION_ENABLER"]);
    expect(after).toEqual(before);
  });

  it("decks with the same Commander and the same cards that let in affiliations share one answer; one card fewer is its own deck", () => {
    const alone = ["1 Notre Dame", "5 Horde Trooper"];
    const withEmbassy = [...alone, "1 Templar Embassy"];
    const first = [validateList({ commander: leitheusser, lines: alone }), validateList({ commander: leitheusser, lines: withEmbassy })];
    // Other cards around the same enablers: the same access, each deck's own findings.
    const padded = validateList({ commander: leitheusser, lines: [...withEmbassy, "5 Corsair"] });
    const again = [validateList({ commander: leitheusser, lines: alone }), validateList({ commander: leitheusser, lines: withEmbassy })];
    expect(codes(first[0].errors)).toEqual(["DE_AFFILIATION", "DE_AFFILIATION"]);
    expect(first[1].errors).toEqual([]);
    expect(codes(padded.errors)).toEqual(["DE_AFFILIATION"]);
    expect(codes(padded.warnings)).toEqual(codes(first[1].warnings));
    expect(again).toEqual(first);
  });

  it("Harding's Influence allows cards of any affiliation", () => {
    const result = validateList({ commander: leitheusser, lines: ["1 Harding's Influence", "5 Fusilier", "5 Nassal", "5 Horde Trooper"] });
    expect(result.errors).toEqual([]);
    expect(codes(result.warnings)).toEqual(["DE_AFFILIATION_ENABLER", "DE_AFFILIATION_ENABLER", "DE_AFFILIATION_ENABLER"]);
  });

  it("each affiliation is one bit of its own, so a card is native when its bit is among the Commander's", () => {
    const bits = AFFILIATIONS.map((a) => affiliationBits([a]));
    expect(new Set(bits).size).toBe(AFFILIATIONS.length);
    for (const b of bits) expect(b & (b - 1)).toBe(0);
    expect(affiliationBits(AFFILIATIONS)).toBe(bits.reduce((all, b) => all | b, 0));
    expect(affiliationBits(["general", "templars"])).toBe(bits[0] | bits[AFFILIATIONS.indexOf("templars")]);
    expect(affiliationBits(["not-an-affiliation"])).toBe(0);
  });

  it("is not judged without a Commander (only DE_NO_COMMANDER is reported)", () => {
    expect(codes(validateList({ lines: ["5 Corsair"] }).errors)).toEqual(["DE_NO_COMMANDER"]);
  });
});
