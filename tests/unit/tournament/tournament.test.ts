import { describe, expect, it } from "vitest";
import {
  bracketSeeds,
  computeStandings,
  type Entrant,
  firstCutRound,
  meetings,
  nextCutRound,
  pairKey,
  pairSwiss,
  type RoundRecord,
  seatTables,
  tableSizes,
} from "@/lib/events/tournament";

// The rules of CONTRACTS §9 ("Rounds", "Standings"), each named in its test.

const entrants = (n: number, dropped: string[] = []): Entrant[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `p${i + 1}`, dropped: dropped.includes(`p${i + 1}`) }));

const duel = (a: string, b: string | null, result: "a" | "b" | "draw" | null = b === null ? "a" : null) => ({ seats: [a, b], result });

/** Plays `rounds` Swiss rounds in which the first-seated player always wins. */
function play(people: Entrant[], count: number, seed = "s"): RoundRecord[] {
  const rounds: RoundRecord[] = [];
  for (let r = 1; r <= count; r++) {
    const { tables } = pairSwiss(people, rounds, `${seed}:${r}`);
    rounds.push({ number: r, kind: "swiss", tables: tables.map(([a, b]) => duel(a, b, "a")) });
  }
  return rounds;
}

describe("§9 Rounds: Swiss for 1-on-1 games", () => {
  it("pairs everyone once; with an even count there is no bye", () => {
    const { tables, bye } = pairSwiss(entrants(8), [], "seed");
    expect(bye).toBeNull();
    expect(tables).toHaveLength(4);
    expect(new Set(tables.flat()).size).toBe(8);
  });

  it("is the same on every server: the seed decides round 1, nothing else", () => {
    expect(pairSwiss(entrants(16), [], "event:1")).toEqual(pairSwiss(entrants(16), [], "event:1"));
    expect(pairSwiss(entrants(16), [], "event:1")).not.toEqual(pairSwiss(entrants(16), [], "other:1"));
  });

  it("players with the same match points meet first", () => {
    const people = entrants(16);
    const rounds = play(people, 2);
    const points = new Map(computeStandings(people, rounds).map((s) => [s.id, s.matchPoints]));
    const { tables } = pairSwiss(people, rounds, "s:3");
    // 4 players on 6, 8 on 3, 4 on 0: every group is even, so nobody floats.
    for (const [a, b] of tables) expect(points.get(a)).toBe(points.get(b as string));
  });

  it("an odd score group floats one player to the nearest group, the lowest of the higher against the highest of the lower", () => {
    const people = entrants(6);
    // p1, p2, p3 have won; p4, p5, p6 lost.
    const rounds: RoundRecord[] = [{ number: 1, kind: "swiss", tables: [duel("p1", "p4", "a"), duel("p2", "p5", "a"), duel("p3", "p6", "a")] }];
    const { tables } = pairSwiss(people, rounds, "x");
    const points = new Map(computeStandings(people, rounds).map((s) => [s.id, s.matchPoints]));
    const mixed = tables.filter(([a, b]) => points.get(a) !== points.get(b as string));
    expect(mixed).toHaveLength(1);
  });

  it("nobody meets the same opponent twice while another pairing exists", () => {
    const people = entrants(8);
    const rounds = play(people, 7); // 8 players can play 7 rounds without a rematch (a round robin)
    const met = meetings(rounds);
    expect([...met.values()].every((n) => n === 1)).toBe(true);
    expect(met.size).toBe(28);
  });

  it("allows a rematch only when every pairing has one", () => {
    const people = entrants(2);
    const rounds = play(people, 2);
    expect(meetings(rounds).get(pairKey("p1", "p2"))).toBe(2);
  });

  it("with an odd count the lowest-ranked player without a bye gets one, and a bye is a win", () => {
    const people = entrants(5);
    const rounds: RoundRecord[] = [];
    const byes: string[] = [];
    for (let r = 1; r <= 5; r++) {
      const before = computeStandings(people, rounds);
      const { tables, bye } = pairSwiss(people, rounds, `b:${r}`);
      expect(bye).not.toBeNull();
      expect(tables.at(-1)).toEqual([bye, null]);
      // Nobody below the bye lacks one.
      const place = before.findIndex((s) => s.id === bye);
      expect(before.slice(place + 1).filter((s) => s.byes === 0 && s.matchPoints < before[place].matchPoints)).toEqual([]);
      expect(before.find((s) => s.id === bye)?.byes).toBe(0);
      expect(before.filter((s) => s.byes === 0).every((s) => s.matchPoints >= before[place].matchPoints)).toBe(true);
      byes.push(bye as string);
      rounds.push({ number: r, kind: "swiss", tables: tables.map(([a, b]) => duel(a, b, "a")) });
    }
    expect(new Set(byes).size).toBe(5);
    const standings = computeStandings(people, rounds);
    for (const s of standings) expect(s.matchPoints).toBe(3 * s.wins);
    expect(standings.every((s) => s.byes === 1)).toBe(true);
  });

  it("dropped players are not paired again", () => {
    const people = entrants(6, ["p2", "p5"]);
    const { tables, bye } = pairSwiss(people, [], "d");
    expect(tables.flat()).not.toContain("p2");
    expect(tables.flat()).not.toContain("p5");
    expect(bye).toBeNull();
  });

  it("pairs 512 players in a few seconds, without a rematch", () => {
    const people = entrants(512);
    const rounds = play(people, 3);
    expect([...meetings(rounds).values()].every((n) => n === 1)).toBe(true);
    expect(rounds[2].tables).toHaveLength(256);
  }, 60_000);
});

describe("§9 Rounds: Battle for Eden tables of 3 or 4", () => {
  it("seats as many tables of 4 as the count allows, the rest at 3 (7 → 4+3)", () => {
    expect(tableSizes(7)).toEqual([4, 3]);
    expect(tableSizes(6)).toEqual([3, 3]);
    expect(tableSizes(8)).toEqual([4, 4]);
    expect(tableSizes(9)).toEqual([3, 3, 3]);
    expect(tableSizes(10)).toEqual([4, 3, 3]);
    expect(tableSizes(11)).toEqual([4, 4, 3]);
    expect(tableSizes(5)).toEqual([5]);
    expect(tableSizes(2)).toEqual([]);
  });

  it("seats everyone once, in standings order, and leaves out dropped players", () => {
    const people = entrants(8, ["p8"]);
    const tables = seatTables(people, [], "t");
    expect(tables.map((t) => t.length)).toEqual([4, 3]);
    expect(new Set(tables.flat())).toEqual(new Set(["p1", "p2", "p3", "p4", "p5", "p6", "p7"]));
  });
});

describe("§9 Standings: match points, then OMW% (each opponent at least 1/3), then game-win %", () => {
  it("gives 3 for a win, 1 for a draw, 0 for a loss", () => {
    const s = computeStandings(entrants(4), [{ number: 1, kind: "swiss", tables: [duel("p1", "p2", "a"), duel("p3", "p4", "draw")] }]);
    expect(Object.fromEntries(s.map((x) => [x.id, x.matchPoints]))).toEqual({ p1: 3, p2: 0, p3: 1, p4: 1 });
  });

  it("counts each opponent's match-win rate as at least 1/3, and a bye as no opponent", () => {
    // p1 beat p2, who lost their only match: p2's rate 0 counts as 1/3.
    expect(computeStandings(entrants(2), [{ number: 1, kind: "swiss", tables: [duel("p1", "p2", "a")] }])[0].omw).toBeCloseTo(1 / 3, 12);
    // Byes count as wins in the rate (3 of 6 points: 1/2) but are no opponent.
    const rounds: RoundRecord[] = [
      { number: 1, kind: "swiss", tables: [duel("p1", "p2", "a"), duel("p3", null)] },
      { number: 2, kind: "swiss", tables: [duel("p1", "p3", "a"), duel("p2", null)] },
    ];
    const s = new Map(computeStandings(entrants(3), rounds).map((x) => [x.id, x]));
    expect(s.get("p1")?.omw).toBeCloseTo((1 / 2 + 1 / 2) / 2, 12);
    expect(s.get("p3")?.omw).toBeCloseTo(1, 12); // its one opponent, p1, won both
    expect(s.get("p2")?.omw).toBeCloseTo(1, 12);
  });

  it("breaks equal match points by OMW%, then by game-win %; what stays equal is a tie with the same rank", () => {
    const rounds: RoundRecord[] = [
      {
        number: 1,
        kind: "swiss",
        tables: [
          { seats: ["p1", "p2"], result: "a", games: [2, 0, 0] },
          { seats: ["p3", "p4"], result: "a", games: [2, 1, 0] },
          { seats: ["p5", "p6"], result: "a", games: [2, 1, 0] },
        ],
      },
    ];
    const s = computeStandings(entrants(6), rounds);
    expect(s.map((x) => [x.id, x.rank])).toEqual([
      ["p1", 1],
      ["p3", 2],
      ["p5", 2],
      ["p4", 4],
      ["p6", 4],
      ["p2", 6],
    ]);
    expect(s[0].gw).toBeCloseTo(1, 12);
    expect(s[1].gw).toBeCloseTo(2 / 3, 12);
  });

  it("without game scores, equal points and OMW% tie (listed by name)", () => {
    const s = computeStandings(entrants(4), [{ number: 1, kind: "swiss", tables: [duel("p4", "p3", "a"), duel("p2", "p1", "a")] }]);
    expect(s.map((x) => [x.name, x.rank])).toEqual([
      ["p2", 1],
      ["p4", 1],
      ["p1", 3],
      ["p3", 3],
    ]);
  });

  it("multiplayer placings: the winner 3, the runner-up 1, the others 0; everyone at the table is an opponent", () => {
    const s = new Map(
      computeStandings(entrants(4), [{ number: 1, kind: "swiss", tables: [{ seats: ["p1", "p2", "p3", "p4"], result: ["p3", "p1", "p4", "p2"] }] }]).map(
        (x) => [x.id, x],
      ),
    );
    expect([...s.values()].map((x) => [x.id, x.matchPoints])).toEqual([
      ["p3", 3],
      ["p1", 1],
      ["p2", 0],
      ["p4", 0],
    ]);
    expect(s.get("p3")?.omw).toBeCloseTo((1 / 3 + 1 / 3 + 1 / 3) / 3, 12);
  });

  it("the top cut does not change the standings", () => {
    const swiss: RoundRecord = { number: 1, kind: "swiss", tables: [duel("p1", "p2", "a"), duel("p3", "p4", "a")] };
    const cut: RoundRecord = { number: 2, kind: "cut", tables: [duel("p2", "p4", "a")] };
    expect(computeStandings(entrants(4), [swiss, cut])).toEqual(computeStandings(entrants(4), [swiss]));
  });
});

describe("§9 Standings: the top cut, single elimination", () => {
  it("seeds a bracket so the top two meet only in the final", () => {
    expect(bracketSeeds(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    const seeded = ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8"];
    const quarter = firstCutRound(seeded, 8);
    expect(quarter).toEqual([
      ["s1", "s8"],
      ["s4", "s5"],
      ["s2", "s7"],
      ["s3", "s6"],
    ]);
    const semi = nextCutRound({ number: 4, kind: "cut", tables: quarter.map(([a, b], i) => duel(a, b, i === 1 ? "b" : "a")) });
    expect(semi).toEqual([
      ["s1", "s5"],
      ["s2", "s3"],
    ]);
    const final = nextCutRound({ number: 5, kind: "cut", tables: semi.map(([a, b]) => duel(a, b, "a")) });
    expect(final).toEqual([["s1", "s2"]]);
    expect(nextCutRound({ number: 6, kind: "cut", tables: [duel("s1", "s2", "b")] })).toEqual([]);
    expect(firstCutRound(seeded, 4)).toEqual([
      ["s1", "s4"],
      ["s2", "s3"],
    ]);
  });
});
