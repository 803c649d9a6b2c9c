import { describe, expect, it } from "vitest";
import { changedFields, conflicts, diffCards, mergeCards } from "@/components/designer/set-diff";

const vey = { code: "vey", name: "Marshal Vey", type: "commander", affiliation: "general", cv: 8 };
const post = { code: "post", name: "Outpost", type: "establishment", affiliation: "general", cv: 3 };

describe("what changed between two versions of a set's cards", () => {
  it("names added, removed and changed cards with the changed fields", () => {
    const after = [
      { ...vey, cv: 9, tactics: ["land"] },
      { code: "new", name: "New" },
    ];
    expect(diffCards([vey, post], after)).toEqual([
      { kind: "changed", code: "vey", fields: ["cv", "tactics"], from: vey, to: after[0] },
      { kind: "added", code: "new", card: after[1] },
      { kind: "removed", code: "post", card: post },
    ]);
  });

  it("compares nested values by content, not by identity", () => {
    expect(changedFields({ provides: { gold: 1 } }, { provides: { gold: 1 } })).toEqual([]);
    expect(changedFields({ psi: [3, 2] }, { psi: [3, 1] })).toEqual(["psi"]);
  });
});

describe("merging my edits with a version saved meanwhile", () => {
  const base = [vey, post];
  const mine = [{ ...vey, cv: 9 }, post, { code: "mine-only", name: "Mine" }];
  const theirs = [vey, { ...post, cv: 4 }];

  it("lists each card that differs, suggesting the side that changed it", () => {
    const rows = conflicts(base, mine, theirs);
    expect(rows.map((r) => [r.conflict.code, r.suggested])).toEqual([
      ["vey", "mine"],
      ["post", "theirs"],
      ["mine-only", "mine"],
    ]);
    expect(rows[0].conflict.myFields).toEqual(["cv"]);
    expect(rows[1].conflict.theirFields).toEqual(["cv"]);
  });

  it("takes each card from the chosen side; a card taken from a side that lacks it is left out", () => {
    const merged = mergeCards(mine, theirs, { vey: "mine", post: "theirs", "mine-only": "theirs" });
    expect(merged).toEqual([
      { ...vey, cv: 9 },
      { ...post, cv: 4 },
    ]);
  });

  it("keeps cards only they added, after mine", () => {
    const merged = mergeCards([vey], [vey, post], {});
    expect(merged.map((c) => c.code)).toEqual(["vey"]);
    expect(mergeCards([vey], [vey, post], { post: "theirs" }).map((c) => c.code)).toEqual(["vey", "post"]);
  });
});
