import { describe, expect, it } from "vitest";
import { checkMap, parseMapFile } from "@/lib/games/battle-for-eden";
import { repoFile } from "./fixtures";

describe("card-data/battle-for-eden/maps/example-2p.json, a 2-player map", () => {
  const read = parseMapFile(repoFile("card-data/battle-for-eden/maps/example-2p.json"));

  it('reads, and keeps every "Map creation ▶ Building the map" rule', () => {
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const result = checkMap(read.map);
    expect(result.errors).toEqual([]);
    expect(result.legal).toBe(true);
  });

  it('"Map creation ▶ Setup": 1 Heart, 2 portals, and per player one tile of each of 7 colours plus one of their own (16 lands)', () => {
    if (!read.ok) throw new Error("unreadable");
    const count = (kind: string) => read.map.tiles.filter((t) => t.kind === kind).length;
    expect([count("heart"), count("portal"), count("land")]).toEqual([1, 2, 16]);
    const colours = new Map<string, number>();
    for (const t of read.map.tiles) if (t.color) colours.set(t.color, (colours.get(t.color) ?? 0) + 1);
    expect(Object.fromEntries(colours)).toEqual({ red: 3, blue: 3, green: 2, yellow: 2, purple: 2, white: 2, black: 2 });
  });

  it("energy-rich locations, hand-checked: the Heart (6 colours around), 1,0 (blue, yellow, red, purple) and -1,0 (red, blue, white, green)", () => {
    if (!read.ok) throw new Error("unreadable");
    expect(checkMap(read.map).energyRich).toEqual([
      { q: 0, r: 0 },
      { q: 1, r: 0 },
      { q: -1, r: 0 },
    ]);
  });

  it("wild strengths, hand-counted from the nearer portal (4,0 or -4,0)", () => {
    if (!read.ok) throw new Error("unreadable");
    expect(checkMap(read.map).wild).toEqual([
      { q: 0, r: 0, strength: 6 },
      { q: 1, r: 0, strength: 4 },
      { q: -1, r: 0, strength: 4 },
      { q: 0, r: 1, strength: 6 },
      { q: 0, r: -1, strength: 6 },
      { q: 1, r: -1, strength: 6 },
      { q: -1, r: 1, strength: 6 },
      { q: 2, r: 0, strength: 2 },
      { q: 2, r: -1, strength: 4 },
      { q: 1, r: 1, strength: 4 },
      { q: -2, r: 0, strength: 2 },
      { q: -2, r: 1, strength: 4 },
      { q: -1, r: -1, strength: 4 },
    ]);
  });
});
