import { describe, expect, it } from "vitest";
import { codes, validateList } from "./catalog";

const commander = "Kommendant Leitheusser";

describe("deck size (rules: DESIGNING A DECK)", () => {
  it("exactly 60 cards is legal", () => {
    const result = validateList({ commander, size: 60 });
    expect(result.legal).toBe(true);
    expect(result.stats.deckSize).toBe(60);
  });

  it("DE_DECK_TOO_SMALL at 59 cards, naming the count", () => {
    const result = validateList({ commander, size: 59 });
    expect(result.errors).toEqual([expect.objectContaining({ code: "DE_DECK_TOO_SMALL", cards: [] })]);
    expect(result.errors[0].message).toContain("59");
    expect(result.stats.deckSize).toBe(59);
  });

  it("has no upper limit", () => {
    expect(validateList({ commander, lines: ["40 Conscript"], size: 115 }).legal).toBe(true);
  });
});

describe("copy limit (rules: DESIGNING A DECK)", () => {
  it("exactly 5 copies of a card is legal", () => {
    expect(validateList({ commander, lines: ["5 Livery"] }).legal).toBe(true);
  });

  it("DE_COPY_LIMIT at 6 copies, naming the card", () => {
    const result = validateList({ commander, lines: ["6 Livery"] });
    expect(result.errors).toEqual([expect.objectContaining({ code: "DE_COPY_LIMIT", cards: ["livery"] })]);
    expect(result.errors[0].message).toContain("Livery");
  });

  it("counts repeated lines and names in every language together", () => {
    const result = validateList({ commander, lines: ["3 Livery", "3 Stajnie"] });
    expect(codes(result.errors)).toEqual(["DE_COPY_LIMIT"]);
  });

  it("a NO DECK LIMIT card may appear 6 (or 30) times", () => {
    expect(validateList({ commander, lines: ["6 Conscript"] }).legal).toBe(true);
    expect(validateList({ commander, lines: ["30 Barricade"] }).legal).toBe(true);
  });

  it("UNIQUE is no deck limit: 5 copies of a UNIQUE card are legal, 6 are not (rules: UNIQUE CARDS)", () => {
    expect(validateList({ commander, lines: ["5 Asian Skull"] }).legal).toBe(true);
    expect(codes(validateList({ commander, lines: ["6 Asian Skull"] }).errors)).toEqual(["DE_COPY_LIMIT"]);
  });
});
