import { describe, expect, it } from "vitest";
import { withCopyKeys } from "@/components/copy-keys";

describe("withCopyKeys", () => {
  it("keys each item by its text, numbering later copies, and keeps the item and its place", () => {
    const cards = [{ code: "soldat" }, { code: "grove" }, { code: "soldat" }, { code: "soldat" }];
    expect(withCopyKeys(cards, (c) => c.code)).toEqual([
      { key: "soldat", item: cards[0], index: 0 },
      { key: "grove", item: cards[1], index: 1 },
      { key: "soldat#2", item: cards[2], index: 2 },
      { key: "soldat#3", item: cards[3], index: 3 },
    ]);
  });

  it("gives unique keys that stay the same when the list grows at its end", () => {
    const log = ["drew 7 cards", "turn 1", "drew 7 cards"];
    const before = withCopyKeys(log, (l) => l).map((k) => k.key);
    const after = withCopyKeys([...log, "turn 1"], (l) => l).map((k) => k.key);
    expect(new Set(after).size).toBe(after.length);
    expect(after.slice(0, before.length)).toEqual(before);
  });
});
