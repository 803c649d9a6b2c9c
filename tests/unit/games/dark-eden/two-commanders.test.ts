import { describe, expect, it } from "vitest";
import { resolveList } from "@/lib/engine/card-index";
import { parseDeckList } from "@/lib/engine/deck-list";
import { darkEden } from "@/lib/games/dark-eden";
import { index, listText } from "./catalog";

describe("one Commander per deck (rules: WHAT YOU NEED TO PLAY)", () => {
  it("a list naming two Commanders in two commander headers never validates as legal (rules: WHAT YOU NEED TO PLAY)", () => {
    const text = listText({ commander: "Samir of the Rising Moon", lines: ["commander: Kommendant Leitheusser"] });
    const parsed = parseDeckList(text);
    if (!parsed.ok) {
      expect(parsed.error.message).toMatch(/commander/);
      return;
    }
    const resolved = resolveList(parsed.value, index, darkEden.sections);
    expect(resolved.ok && darkEden.validate(resolved.value).legal).toBe(false);
  });

  it("the same list with one commander header is legal", () => {
    const parsed = parseDeckList(listText({ commander: "Kommendant Leitheusser" }));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const resolved = resolveList(parsed.value, index, darkEden.sections);
    expect(resolved.ok && darkEden.validate(resolved.value).legal).toBe(true);
  });
});
