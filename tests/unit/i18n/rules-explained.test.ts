import { describe, expect, it } from "vitest";
import { explanationKeys } from "@/app/rules/explanation-key";
import { readMessages } from "@/i18n/messages";
import { GAME_SLUGS, rulesetFor } from "@/lib/games";

type Explained = Record<string, Record<string, string>>;
const explained = (locale: "en" | "pl" | "es") => readMessages(locale).rulesExplained as Explained;

describe('"Rules Edenkeep checks" explained in every language', () => {
  it("every check of every game has its explanation in English, Polish and Spanish, the English one the rules' own", () => {
    const missing: string[] = [];
    const stale: string[] = [];
    for (const game of GAME_SLUGS) {
      const rules = rulesetFor(game).rules;
      explanationKeys(rules).forEach((key, i) => {
        for (const locale of ["en", "pl", "es"] as const) if (typeof explained(locale)[game]?.[key] !== "string") missing.push(`${locale} ${game} ${key}`);
        if (explained("en")[game]?.[key] !== rules[i].explanation) stale.push(`${game} ${key}`);
      });
    }
    expect(missing).toEqual([]);
    expect(stale).toEqual([]);
  });

  it("keys are one per check, so two checks of the same codes and level never share a translation", () => {
    const keys = explanationKeys([
      { codes: ["A"], level: "error" },
      { codes: ["A"], level: "error" },
      { codes: ["A"], level: "warning" },
    ]);
    expect(keys).toEqual(["A:error", "A:error#2", "A:warning"]);
    for (const game of GAME_SLUGS) {
      const list = explanationKeys(rulesetFor(game).rules);
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it("the Polish Dark Eden explanations use the Polish rulebook's Przywódca", () => {
    expect(explained("pl")["dark-eden"]["DE_DECK_TOO_SMALL:error"]).toContain("Przywódca");
    expect(explained("es")["eden-skirmish"]["EDEN_EMPTY_WARBAND:error"]).toContain("banda");
  });
});
