import { describe, expect, it } from "vitest";
import { timeInZone } from "@/lib/events/time-text";

// CONTRACTS §9.1 "Status": times are ISO instants; pages show them in the reader's zone and name it.
describe("an event time in the reader's zone", () => {
  it("shows the same instant in Warsaw, New York and UTC, each zone named", () => {
    const iso = "2027-03-01T10:00:00.000Z";
    expect(timeInZone(iso, "en", "Europe/Warsaw")).toMatch(/11:00.*GMT\+1 \(Europe\/Warsaw\)$/);
    expect(timeInZone(iso, "en", "America/New_York")).toMatch(/5:00.*EST \(America\/New_York\)$/);
    expect(timeInZone(iso, "en", "UTC")).toMatch(/10:00.*UTC$/);
  });
});
