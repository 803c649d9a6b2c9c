import { describe, expect, it } from "vitest";
import {
  addCivilization,
  addSetCard,
  addUnit,
  codeFrom,
  deleteCard,
  duplicateCard,
  editCard,
  editCivilization,
  moveCard,
} from "@/components/designer/battle-for-eden/world-edits";
import type { DesignedSet } from "@/components/designer/types";
import { bfeCardSchema } from "@/lib/games/battle-for-eden/card";

// The World designer's edits on a FIXTURE set (the rules name no civilization and no unit).

const empty: DesignedSet = { id: "set1", game: "battle-for-eden", name: "Sky World", code: "sky-world", visibility: "private", version: 1, cards: [] };

const codes = (s: DesignedSet) => s.cards.map((c) => c.code);

describe("World designer edits", () => {
  it("a civilization named on the empty World gets a code from its name; renaming a fresh one renames its units' civilization too", () => {
    let s = addCivilization(empty, "Sky Folk");
    expect(s.civilizations).toEqual([{ code: "sky-folk", name: "Sky Folk" }]);
    s = addUnit(s, "sky-folk", "New unit");
    s = editCivilization(s, 0, { name: "Storm Folk", color: "#3366cc" }, true);
    expect(s.civilizations).toEqual([{ code: "storm-folk", name: "Storm Folk", color: "#3366cc" }]);
    expect(s.cards[0].civilization).toBe("storm-folk");
  });

  it("a saved civilization keeps its code when renamed, and an emptied colour is removed", () => {
    const s = editCivilization({ ...empty, civilizations: [{ code: "sky", name: "Sky", color: "blue" }] }, 0, { name: "Sky Folk", color: " " }, false);
    expect(s.civilizations).toEqual([{ code: "sky", name: "Sky Folk" }]);
  });

  it("a new unit costs 1 (a starting deck may take it) and passes the card schema; two get different codes", () => {
    const s = addUnit(addUnit(empty, "sky", "New unit"), "sky", "New unit");
    expect(codes(s)).toEqual(["new-unit", "new-unit-2"]);
    expect(s.cards[0]).toMatchObject({ kind: "unit", civilization: "sky", cost: 1, strength: 1 });
    for (const card of s.cards) expect(bfeCardSchema.safeParse(card).success).toBe(true);
  });

  it("a fresh card's code follows its name; a saved card's does not; undefined removes a field", () => {
    const s = addUnit(addUnit(empty, "sky", "Scout"), "sky", "New unit");
    const fresh = editCard(s, 1, { name: "Scout", permanent: "Cannot retreat." }, true);
    expect(codes(fresh)).toEqual(["scout", "scout-2"]);
    const saved = editCard(fresh, 1, { name: "Runner", permanent: undefined }, false);
    expect(saved.cards[1]).toEqual({ code: "scout-2", name: "Runner", kind: "unit", civilization: "sky", cost: 1, strength: 1 });
  });

  it("codes stay within the game's 60 characters", () => {
    expect(codeFrom("a".repeat(200), [], "unit").length).toBeLessThanOrEqual(60);
    expect(codeFrom("!!!", [], "unit")).toBe("unit");
  });

  it("duplicating puts a deep copy under a free code right after the card", () => {
    const s = addUnit(addUnit(empty, "sky", "Scout"), "sky", "Runner");
    const withAbility = editCard(s, 0, { abilities: [{ timing: "immediate", text: "Draw a card." }] }, false);
    const d = duplicateCard(withAbility, 0, "Scout (copy)");
    expect(codes(d)).toEqual(["scout", "scout-copy", "runner"]);
    (d.cards[1].abilities as { text: string }[])[0].text = "changed";
    expect((d.cards[0].abilities as { text: string }[])[0].text).toBe("Draw a card.");
  });

  it("moving swaps a card with its neighbour in its group, skipping cards of other groups; at an end nothing moves", () => {
    let s = addUnit(empty, "sky", "Scout");
    s = addSetCard(s, "common", "Spark");
    s = addUnit(s, "sky", "Runner");
    const units = [0, 2];
    expect(codes(moveCard(s, units, 0, 1))).toEqual(["runner", "spark", "scout"]);
    expect(moveCard(s, units, 0, -1)).toBe(s);
  });

  it("deleting removes exactly that card", () => {
    const s = addSetCard(addUnit(empty, "sky", "Scout"), "technology", "Beacon");
    expect(codes(deleteCard(s, 0))).toEqual(["beacon"]);
    expect(deleteCard(s, 5)).toBe(s);
  });
});
