import { describe, expect, it } from "vitest";
import { cockatriceHash } from "@/lib/game-clients/deck-hash";

// CONTRACTS §10 "Deck hash" (docs/contracts.md): each copy of each card of zones main and side,
// lower-cased, `SB:` before side cards; sorted; joined with ";"; SHA-1 of the UTF-8 bytes; the
// first 5 bytes as a big-endian number in base 32 (0-9a-v), padded with 0 to 8 characters.
// The values below were worked out outside this code (sha1sum, then base 32 by division).
describe("Cockatrice deck hash (CONTRACTS §10)", () => {
  it("deck 1: two copies and one card, main only", () => {
    // "abdul iv of pale sun;abdul iv of pale sun;baron strassbourg"
    // SHA-1 a056a44500… → 0xa056a44500 = 688648373504 = base 32 "k1ba8h80"
    expect(
      cockatriceHash([
        { zone: "main", name: "Abdul IV of Pale Sun", quantity: 2 },
        { zone: "main", name: "Baron Strassbourg", quantity: 1 },
      ]),
    ).toBe("k1ba8h80");
  });

  it("deck 2: Polish letters, with a sideboard card sorted by UTF-16 code unit", () => {
    // "SB:łąka;obóz;obóz;żołnierz wpływu" ("S" 0x53 < "o" 0x6f < "ż" 0x17c), UTF-8 bytes
    // SHA-1 532705a625… → 0x532705a625 = 357136967205 = base 32 "acjgb9h5"
    expect(
      cockatriceHash([
        { zone: "main", name: "Żołnierz Wpływu", quantity: 1 },
        { zone: "main", name: "OBÓZ", quantity: 2 },
        { zone: "side", name: "Łąka", quantity: 1 },
      ]),
    ).toBe("acjgb9h5");
  });

  it("deck 3: a zone of its own (a commander) does not count; side copies repeat", () => {
    // "SB:sabaka;SB:sabaka;yûri;yûri;yûri"
    // SHA-1 5e46cb5811… → 0x5e46cb5811 = 404914657297 = base 32 "bp3cmm0h"
    expect(
      cockatriceHash([
        { zone: "main", name: "Yûri", quantity: 3 },
        { zone: "commander", name: "Abdul IV of Pale Sun", quantity: 1 },
        { zone: "side", name: "Sabaka", quantity: 2 },
      ]),
    ).toBe("bp3cmm0h");
  });

  it("is 8 characters, left-padded with 0, and the order of the lines does not matter", () => {
    const a = cockatriceHash([
      { zone: "main", name: "A", quantity: 1 },
      { zone: "main", name: "B", quantity: 2 },
    ]);
    const b = cockatriceHash([
      { zone: "main", name: "b", quantity: 2 },
      { zone: "main", name: "a", quantity: 1 },
    ]);
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-v]{8}$/);
  });
});
