import { describe, expect, it } from "vitest";
import { darkEden } from "@/lib/games/dark-eden";
import { codes, deckFrom, listText, validateList } from "./catalog";

describe("the Commander (rules: WHAT YOU NEED TO PLAY, PLACE COMMANDERS)", () => {
  it("DE_NO_COMMANDER when the list names no commander (rules: WHAT YOU NEED TO PLAY)", () => {
    const result = validateList({});
    expect(codes(result.errors)).toEqual(["DE_NO_COMMANDER"]);
    expect(result.legal).toBe(false);
    expect(codes(validateList({ commander: "" }).errors)).toEqual(["DE_NO_COMMANDER"]);
  });

  it("a Commander named by English name, Polish name or [code] is accepted (rules: PLACE COMMANDERS)", () => {
    for (const commander of ["Kommendant Leitheusser", "kommendant leitheusser", "[kommendant-leitheusser]", "Hrabina Alexandra Spetz"]) {
      const result = validateList({ commander });
      expect(result.errors, commander).toEqual([]);
      expect(result.legal).toBe(true);
    }
    expect(validateList({ commander: "Hrabina Alexandra Spetz" }).stats.commander).toBe("countess-alexandra-spetz");
  });

  it("DE_NOT_A_COMMANDER when the header names a card that is not a Commander (rules: COMMANDER)", () => {
    const establishment = validateList({ commander: "Boot Camp" });
    expect(establishment.errors).toEqual([expect.objectContaining({ code: "DE_NOT_A_COMMANDER", cards: ["boot-camp"] })]);
    expect(establishment.errors[0].message).toContain("Boot Camp");
    // The warrior "Kommendant" shares a word with the Commander "Kommendant Leitheusser" but is not one.
    expect(codes(validateList({ commander: "Kommendant" }).errors)).toEqual(["DE_NOT_A_COMMANDER"]);
  });

  it("DE_NOT_A_COMMANDER names an unknown commander in its message", () => {
    const result = validateList({ commander: "Kommendant Nobody" });
    expect(result.errors).toEqual([expect.objectContaining({ code: "DE_NOT_A_COMMANDER", cards: [] })]);
    expect(result.errors[0].message).toContain("Kommendant Nobody");
  });

  it("DE_COMMANDER_IN_DECK for a Commander card among the play deck; it does not count towards 60 (rules: WHAT YOU NEED TO PLAY)", () => {
    const other = validateList({ commander: "Kommendant Leitheusser", lines: ["1 Astinou"], size: 60 });
    expect(other.errors).toEqual([expect.objectContaining({ code: "DE_COMMANDER_IN_DECK", cards: ["astinou"] })]);
    expect(other.stats.deckSize).toBe(60);
    const same = validateList({ commander: "Kommendant Leitheusser", lines: ["1 Kommendant Leitheusser"], size: 59 });
    expect(codes(same.errors).sort()).toEqual(["DE_COMMANDER_IN_DECK", "DE_DECK_TOO_SMALL"]);
  });

  it("no DE_COMMANDER_IN_DECK when the Commander is only in the header", () => {
    const deck = deckFrom(listText({ commander: "Astinou" }));
    expect(codes(darkEden.validate(deck).errors)).not.toContain("DE_COMMANDER_IN_DECK");
  });
});
