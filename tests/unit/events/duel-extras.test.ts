import { describe, expect, it } from "vitest";
import { duelExtras, NO_SCORES } from "@/lib/events/duel-extras";

// A player's games won and EDEN victory points beside a 1-on-1 report (CONTRACTS §9.1 "Players
// report": `games` {a, b, draws} games won, `score` {a, b} victory points), typed own count
// first and sent in seat order; the server's rule that the games give the result
// (lib/events/result-entry.ts) is checked before sending.

const fields = (f: Partial<typeof NO_SCORES>) => ({ ...NO_SCORES, ...f });

describe("duelExtras", () => {
  it("nothing typed: the result alone", () => {
    expect(duelExtras(NO_SCORES, "a", "a")).toEqual({});
  });

  it("games in seat order: seat a's own count is a, seat b's own count is b", () => {
    expect(duelExtras(fields({ myGames: "2", theirGames: "1" }), "a", "a")).toEqual({ games: { a: 2, b: 1, draws: 0 } });
    expect(duelExtras(fields({ myGames: "2", theirGames: "1", drawnGames: "1" }), "b", "b")).toEqual({ games: { a: 1, b: 2, draws: 1 } });
    expect(duelExtras(fields({ myGames: "1", theirGames: "1", drawnGames: "1" }), "a", "draw")).toEqual({ games: { a: 1, b: 1, draws: 1 } });
  });

  it("EDEN victory points in seat order", () => {
    expect(duelExtras(fields({ myPoints: "7", theirPoints: "4" }), "a", "a")).toEqual({ score: { a: 7, b: 4 } });
    expect(duelExtras(fields({ myPoints: "7", theirPoints: "4", myGames: "1", theirGames: "0" }), "b", "b")).toEqual({
      games: { a: 0, b: 1, draws: 0 },
      score: { a: 4, b: 7 },
    });
  });

  it("games that do not give the result are refused", () => {
    expect(duelExtras(fields({ myGames: "1", theirGames: "2" }), "a", "a")).toEqual({ problem: "gamesDontFit" });
    expect(duelExtras(fields({ myGames: "2", theirGames: "1" }), "b", "a")).toEqual({ problem: "gamesDontFit" });
    expect(duelExtras(fields({ myGames: "2", theirGames: "1" }), "a", "draw")).toEqual({ problem: "gamesDontFit" });
  });

  it("half a pair, drawn games alone, or what is not a whole number in range is refused", () => {
    for (const f of [
      { myGames: "2" },
      { theirPoints: "3" },
      { drawnGames: "1" },
      { myGames: "1.5", theirGames: "0" },
      { myGames: "10", theirGames: "0" },
      { myPoints: "-1", theirPoints: "2" },
      { myPoints: "1000", theirPoints: "2" },
      { myGames: "x", theirGames: "0" },
    ])
      expect(duelExtras(fields(f), "a", "a")).toEqual({ problem: "scoresBothOrNeither" });
  });
});
