import { describe, expect, it, vi } from "vitest";
import { keepCount, recalledCount } from "@/lib/db/large-counts";

describe("totals of public listings", () => {
  it("a small total is never remembered, so it is counted afresh every time and stays exact", () => {
    keepCount("small", 5);
    expect(recalledCount("small")).toBeUndefined();
  });

  it("a total of ten thousand or more is remembered (not counted again right away), per key", () => {
    expect(recalledCount("large")).toBeUndefined();
    keepCount("large", 250_001);
    expect(recalledCount("large")).toBe(250_001);
    expect(recalledCount("other")).toBeUndefined();
  });

  it("a remembered total that falls below ten thousand is forgotten", () => {
    keepCount("shrinking", 10_000);
    expect(recalledCount("shrinking")).toBe(10_000);
    keepCount("shrinking", 9_999);
    expect(recalledCount("shrinking")).toBeUndefined();
  });

  it("a remembered total is kept by the version its key names, not by a clock: a new version is counted afresh", () => {
    vi.useFakeTimers();
    try {
      keepCount('["listing",1]', 20_000);
      vi.advanceTimersByTime(3_600_000);
      expect(recalledCount('["listing",1]')).toBe(20_000);
      expect(recalledCount('["listing",2]')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
