import { describe, expect, it } from "vitest";
import { checkCard } from "@/components/designer/card-check";
import { freeCode, newCardFrom, TEMPLATES } from "@/components/designer/templates";
import { GAME_SLUGS } from "@/lib/games/types";

describe("card templates and copies", () => {
  it.each(GAME_SLUGS.filter((g) => g !== "battle-for-eden"))("%s: every blank card of the game's types passes the game's card schema", (game) => {
    for (const tpl of TEMPLATES[game]) expect(checkCard(game, newCardFrom(tpl.card, [], String(tpl.card.name))), tpl.key).toEqual({});
  });

  it("battle-for-eden: a blank unit asks for its civilization (rules, Conquest ▶ Setup)", () => {
    const unit = newCardFrom(TEMPLATES["battle-for-eden"][0].card, [], "Unit");
    expect(Object.keys(checkCard("battle-for-eden", unit))).toEqual(["civilization"]);
  });

  it("a copy gets a code no card of the set has, and drops the catalog's set", () => {
    const cards = [{ code: "marshal-vey" }, { code: "marshal-vey-2" }];
    const copy = newCardFrom({ code: "marshal-vey", name: "Marshal Vey", set: "base", type: "commander", affiliation: "general" }, cards);
    expect(copy).toEqual({ code: "marshal-vey-3", name: "Marshal Vey", type: "commander", affiliation: "general" });
    expect(freeCode("x", [])).toBe("x");
  });

  it("the card schema's findings are keyed by field, with a repeated code and unknown fields named", () => {
    const errors = checkCard("dark-eden", { code: "a", name: "A", type: "warrior", affiliation: "nowhere", wings: 2 }, [{ code: "a" }]);
    expect(Object.keys(errors).sort()).toEqual(["affiliation", "code", "wings"]);
  });
});
