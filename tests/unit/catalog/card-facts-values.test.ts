/** The card page's stats as words (components/catalog/format.ts): what a player reads, for every bundled card. */
import { describe, expect, it } from "vitest";
import { formatValue } from "@/components/catalog/format";
import { GAME_SLUGS } from "@/lib/games";
import { bundledCards } from "../games/catalog";

describe("a card's stats as the card page writes them", () => {
  it("writes an unknown value inside a pair as the dash: EDEN's Abama has CBT 4 normal, wounded unknown", () => {
    expect(formatValue([4, null])).toBe("4, —");
    expect(formatValue([null, 4])).toBe("—, 4");
  });

  it("never shows null, undefined or an object's insides for any field of any catalog card", () => {
    const raw: string[] = [];
    for (const game of GAME_SLUGS) {
      for (const card of bundledCards(game)) {
        for (const [field, value] of Object.entries(card)) {
          const text = formatValue(value);
          if (/\bnull\b|\bundefined\b|\[object /.test(text)) raw.push(`${game}/${card.code} ${field}: ${text}`);
        }
      }
    }
    expect(raw).toEqual([]);
  });
});
