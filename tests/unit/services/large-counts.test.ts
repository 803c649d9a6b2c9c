import { describe, expect, it } from "vitest";
import { countLarge } from "@/lib/services/large-counts";

describe("totals of public listings", () => {
  it("a small total is counted afresh every time, so it stays exact", async () => {
    let n = 5;
    const count = async () => n;
    expect(await countLarge("small", count)).toBe(5);
    n = 6;
    expect(await countLarge("small", count)).toBe(6);
  });

  it("a total of ten thousand or more is remembered (not counted again right away), per key", async () => {
    let calls = 0;
    const count = async () => {
      calls++;
      return 250_000 + calls;
    };
    expect(await countLarge("large", count)).toBe(250_001);
    expect(await countLarge("large", count)).toBe(250_001);
    expect(calls).toBe(1);
    expect(await countLarge("other", count)).toBe(250_002);
  });
});
