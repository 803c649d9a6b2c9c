import { describe, expect, it } from "vitest";
import { computeStandings, type Entrant, type RoundRecord } from "@/lib/events/tournament";

/*
 * CONTRACTS §9.1 "Standings", worked by hand: six Dark Eden players (tie-breakers MTR-style:
 * match points, OMW, GW, OGW), with byes, a drop and a late entry.
 *
 *   Round 1 (A B C D E):     A beats B 2–0 · C beats D 2–1 · E has the bye
 *   Round 2 (+ F, late):     A beats C 2–1 · E beats F 2–0 · B and D draw 1–1
 *   D drops.
 *   Round 3 (A B C E F):     E beats A 2–1 · C beats B 2–0 · F has the bye
 *
 * F entered late, from round 2: round 1 counts as a loss, 0–2 in games. A bye is a win, 2–0 in
 * games, and no opponent. Game points: 3 a game won, 1 a game drawn.
 *
 *        MP  played  games  game pts  MWP (≥1/3)        GW (own)   GW as opponent (≥1/3)
 *   A    6   3       8      15        6/9 = 2/3         15/24      0.625
 *   B    1   3       6      3         1/9 → 1/3         3/18       1/6 → 1/3
 *   C    6   3       8      15        2/3               15/24      0.625
 *   D    1   2       5      6         1/6 → 1/3         6/15       0.4
 *   E    9   3       7      18        1                 18/21      6/7
 *   F    3   3       6      6         1/3               6/18       1/3
 *
 *   OMW, OGW (opponents; byes and the missed round are none):
 *   A: B C E   OMW (1/3 + 2/3 + 1)/3 = 2/3        OGW (1/3 + 0.625 + 6/7)/3
 *   B: A D C   OMW (2/3 + 1/3 + 2/3)/3 = 5/9      OGW (0.625 + 0.4 + 0.625)/3 = 0.55
 *   C: D A B   OMW (1/3 + 2/3 + 1/3)/3 = 4/9      OGW (0.4 + 0.625 + 1/3)/3
 *   D: C B     OMW (2/3 + 1/3)/2 = 1/2           OGW (0.625 + 1/3)/2
 *   E: F A     OMW (1/3 + 2/3)/2 = 1/2           OGW (1/3 + 0.625)/2
 *   F: E       OMW 1                             OGW 6/7
 *
 *   Order: E (9) · A, C (6: OMW 2/3 before 4/9) · F (3) · B, D (1: OMW 5/9 before 1/2).
 */

const E = (id: string, more: Partial<Entrant> = {}): Entrant => ({ id, name: id, dropped: false, ...more });
const entrants = [E("A"), E("B"), E("C"), E("D", { dropped: true }), E("E"), E("F", { firstRound: 2 })];
const rounds: RoundRecord[] = [
  {
    number: 1,
    kind: "swiss",
    tables: [
      { seats: ["A", "B"], result: "a", games: [2, 0, 0] },
      { seats: ["C", "D"], result: "a", games: [2, 1, 0] },
      { seats: ["E", null], result: "a" },
    ],
  },
  {
    number: 2,
    kind: "swiss",
    tables: [
      { seats: ["A", "C"], result: "a", games: [2, 1, 0] },
      { seats: ["E", "F"], result: "a", games: [2, 0, 0] },
      { seats: ["B", "D"], result: "draw", games: [1, 1, 0] },
    ],
  },
  {
    number: 3,
    kind: "swiss",
    tables: [
      { seats: ["A", "E"], result: "b", games: [1, 2, 0] },
      { seats: ["C", "B"], result: "a", games: [2, 0, 0] },
      { seats: ["F", null], result: "a" },
    ],
  },
];

describe("CONTRACTS §9.1 Standings: the worked example (byes, a drop, a late entry)", () => {
  const rows = computeStandings(entrants, rounds, "mtr");
  const by = new Map(rows.map((r) => [r.id, r]));

  it("orders E, A, C, F, B, D with ranks 1–6", () => {
    expect(rows.map((r) => [r.id, r.rank])).toEqual([
      ["E", 1],
      ["A", 2],
      ["C", 3],
      ["F", 4],
      ["B", 5],
      ["D", 6],
    ]);
  });

  it("counts match points, byes and the late entry's missed round as the table says", () => {
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.matchPoints, r.played, r.wins, r.losses, r.draws, r.byes]]))).toEqual({
      A: [6, 3, 2, 1, 0, 0],
      B: [1, 3, 0, 2, 1, 0],
      C: [6, 3, 2, 1, 0, 0],
      D: [1, 2, 0, 1, 1, 0],
      E: [9, 3, 3, 0, 0, 1],
      F: [3, 3, 1, 2, 0, 1],
    });
    expect(by.get("D")?.dropped).toBe(true);
  });

  it("computes GW (a bye 2–0, the missed round 0–2)", () => {
    const gw = { A: 15 / 24, B: 3 / 18, C: 15 / 24, D: 6 / 15, E: 18 / 21, F: 6 / 18 };
    for (const [id, value] of Object.entries(gw)) expect(by.get(id)?.gw, id).toBeCloseTo(value, 12);
  });

  it("computes OMW with each opponent at least 1/3 and byes not opponents", () => {
    const omw = { A: 2 / 3, B: 5 / 9, C: 4 / 9, D: 1 / 2, E: 1 / 2, F: 1 };
    for (const [id, value] of Object.entries(omw)) expect(by.get(id)?.omw, id).toBeCloseTo(value, 12);
  });

  it("computes OGW with each opponent's GW at least 1/3", () => {
    const ogw = {
      A: (1 / 3 + 0.625 + 6 / 7) / 3,
      B: 0.55,
      C: (0.4 + 0.625 + 1 / 3) / 3,
      D: (0.625 + 1 / 3) / 2,
      E: (1 / 3 + 0.625) / 2,
      F: 6 / 7,
    };
    for (const [id, value] of Object.entries(ogw)) expect(by.get(id)?.ogw, id).toBeCloseTo(value, 12);
  });
});

describe("CONTRACTS §9.1 Standings: EDEN orders equal match points by victory points, then OMW", () => {
  it("puts the player who scored more victory points first", () => {
    const rows = computeStandings(
      [E("P"), E("Q"), E("R"), E("S")],
      [
        {
          number: 1,
          kind: "swiss",
          tables: [
            { seats: ["P", "Q"], result: "a", score: [12, 4] },
            { seats: ["R", "S"], result: "a", score: [18, 15] },
          ],
        },
      ],
      "vp",
    );
    expect(rows.map((r) => [r.id, r.matchPoints, r.vp])).toEqual([
      ["R", 3, 18],
      ["P", 3, 12],
      ["S", 0, 15],
      ["Q", 0, 4],
    ]);
  });
});
