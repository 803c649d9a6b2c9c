import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoDate } from "@/lib/db/stored-dates";

describe("a stored DateTime read raw", () => {
  it("gives the same text as toISOString for the adapter's own form, milliseconds, and other ISO text", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }), (date) => {
        const expected = date.toISOString();
        expect(isoDate(expected.replace("Z", "+00:00"))).toBe(expected);
        expect(isoDate(date.getTime())).toBe(expected);
        expect(isoDate(expected)).toBe(expected);
      }),
    );
  });

  it("reads another offset as the instant it names", () => {
    expect(isoDate("2026-11-23T23:00:00.000+01:00")).toBe("2026-11-23T22:00:00.000Z");
  });
});
