/**
 * The CLI's goldfish, draw and odds (CONTRACTS §3), run in process through cli/run.ts (the code
 * the entry point runs; cli.test.ts starts the real process) on temporary deck files, with `--catalog` files only (no database). The numbers come
 * from each game's set-up rules: Dark Eden "SETTING UP" (3 unseen discards, then 7), Battle
 * for Eden "Conquest ▶ Setup" (5 of the starting 7), GOT CGS "Era ▶ Dealing cards".
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cliInProcess } from "../support/cli";

const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-goldfish-"));
const DE_CATALOG = ["--catalog", "card-data/dark-eden/base.json", "--catalog", "card-data/dark-eden/genesis.json"];

const cli = (...args: string[]) => cliInProcess(`file:${path.join(dir, "absent.db")}`, ...args);

function file(name: string, text: string): string {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
}

/** 60 cards: 4 Boot Camp, then 14 cards × 4 = 56. */
const DECK = file("dark-eden.txt", readFileSync("tests/fixtures/decks/dark-eden-goldfish.txt", "utf8"));

/** Π (N−K−i)/(N−i), i < n: no copy of K among n cards drawn from N. */
function noneOf(N: number, K: number, n: number): number {
  let p = 1;
  for (let i = 0; i < n; i++) p *= (N - K - i) / (N - i);
  return p;
}

describe("goldfish DECK --seed S [--hands N]", () => {
  it("prints every card's share of opening hands holding a copy, within 4 standard errors of the exact value", async () => {
    const r = await cli("goldfish", DECK, "--seed", "42", "--hands", "20000", "--json", ...DE_CATALOG);
    expect(r.status).toBe(0);
    expect(r.lines).toHaveLength(1);
    expect(r.json).toMatchObject({ seed: 42, hands: 20000 });
    expect(r.json.cards).toHaveLength(15);
    const exact = 1 - noneOf(60, 4, 7);
    const se = Math.sqrt((exact * (1 - exact)) / 20000);
    for (const c of r.json.cards) {
      expect(Object.keys(c).sort()).toEqual(["code", "copies", "name", "pAtLeastOne"]);
      expect(c.copies).toBe(4);
      expect(Math.abs(c.pAtLeastOne - exact)).toBeLessThanOrEqual(4 * se);
    }
    expect(r.json.cards.find((c: { code: string }) => c.code === "boot-camp").name).toBe("Boot Camp");
  });

  it("is reproducible for a seed, and differs for another", async () => {
    const a = await cli("goldfish", DECK, "--seed", "abc", "--hands", "500", "--json", ...DE_CATALOG);
    const b = await cli("goldfish", DECK, "--seed", "abc", "--hands", "500", "--json", ...DE_CATALOG);
    const c = await cli("goldfish", DECK, "--seed", "abd", "--hands", "500", "--json", ...DE_CATALOG);
    expect(a.stdout).toBe(b.stdout);
    expect(a.json.seed).toBe("abc");
    expect(c.stdout).not.toBe(a.stdout);
  });

  it("refuses a missing seed and hands outside 1..1,000,000 with exit 2", async () => {
    expect(await cli("goldfish", DECK, "--json", ...DE_CATALOG)).toMatchObject({ status: 2, json: { error: { code: "MISSING_SEED" } } });
    for (const hands of ["0", "1000001", "ten", "2.5", "-3"]) {
      const r = await cli("goldfish", DECK, "--seed", "1", `--hands=${hands}`, "--json", ...DE_CATALOG);
      expect(r.status, hands).toBe(2);
      expect(r.json.error.code, hands).toBe("BAD_OPTION");
    }
  });
});

describe("draw DECK --seed S", () => {
  it("deals Dark Eden's set-up: 3 cards to the discard pile unseen, then 7, the same for the same seed", async () => {
    const r = await cli("draw", DECK, "--seed", "7", "--json", ...DE_CATALOG);
    expect(r.status).toBe(0);
    expect(r.json.seed).toBe(7);
    expect(r.json.hand).toHaveLength(7);
    expect(r.json.discarded).toHaveLength(3);
    const counts = new Map<string, number>();
    for (const code of [...r.json.hand, ...r.json.discarded]) counts.set(code, (counts.get(code) ?? 0) + 1);
    for (const n of counts.values()) expect(n).toBeLessThanOrEqual(4); // never more than the deck holds
    expect((await cli("draw", DECK, "--seed", "7", "--json", ...DE_CATALOG)).stdout).toBe(r.stdout);
    const other = await cli("draw", DECK, "--seed", "8", "--json", ...DE_CATALOG);
    expect(other.json.hand).not.toEqual(r.json.hand);
  });

  it("needs a seed", async () => {
    expect(await cli("draw", DECK, "--json", ...DE_CATALOG)).toMatchObject({ status: 2, json: { error: { code: "MISSING_SEED" } } });
  });
});

describe("odds DECK --card NAME [--copies K] [--seen N]", () => {
  it("gives the exact chance of a card in the 7-card opening hand by default", async () => {
    const r = await cli("odds", DECK, "--card", "Boot Camp", "--json", ...DE_CATALOG);
    expect(r.status).toBe(0);
    expect(Object.keys(r.json)).toEqual(["probability"]);
    expect(r.json.probability).toBeCloseTo(1 - noneOf(60, 4, 7), 12);
  });

  it("finds the card by its Polish name, and takes --seen and --copies", async () => {
    const r = await cli("odds", DECK, "--card", "Obóz Szkoleniowy", "--seen", "10", "--copies", "2", "--json", ...DE_CATALOG);
    // P(X ≥ 2) = 1 − P(0) − P(1), P(1) = 10 · (4/60) · Π (56−i)/(59−i), i < 9.
    let p1 = 10 * (4 / 60);
    for (let i = 0; i < 9; i++) p1 *= (56 - i) / (59 - i);
    expect(r.json.probability).toBeCloseTo(1 - noneOf(60, 4, 10) - p1, 12);
  });

  it("answers 0 for a catalog card the deck does not hold", async () => {
    expect((await cli("odds", DECK, "--card", "Livery", "--json", ...DE_CATALOG)).json).toEqual({ probability: 0 });
  });

  it("refuses an unknown card with exit 2 and an error object", async () => {
    const r = await cli("odds", DECK, "--card", "No Such Card", "--json", ...DE_CATALOG);
    expect(r.status).toBe(2);
    expect(r.json.error.code).toBe("UNKNOWN_CARD");
    expect(typeof r.json.error.message).toBe("string");
    expect((await cli("odds", DECK, "--json", ...DE_CATALOG)).status).toBe(2);
    expect((await cli("odds", DECK, "--card", "Boot Camp", "--seen", "x", "--json", ...DE_CATALOG)).status).toBe(2);
  });
});

describe("the other games", () => {
  const bfeCatalog = file(
    "bfe.json",
    JSON.stringify({
      game: "battle-for-eden",
      set: { code: "fixture", name: "Fixture World" },
      civilizations: [{ code: "fixture-sky", name: "Fixture Sky Folk" }],
      cards: [
        { code: "small-energy-crystal", name: "Small Energy Crystal", kind: "common" },
        { code: "medium-energy-crystal", name: "Medium Energy Crystal", kind: "common" },
        { code: "fixture-scout", name: "Fixture Scout", kind: "unit", civilization: "fixture-sky", cost: 1 },
        { code: "fixture-runner", name: "Fixture Runner", kind: "unit", civilization: "fixture-sky", cost: 1 },
      ],
    }),
  );
  const bfeDeck = file(
    "bfe.txt",
    "game: battle-for-eden\ncivilization: fixture-sky\n3 Small Energy Crystal\n1 Medium Energy Crystal\n2 Fixture Scout\n1 Fixture Runner\n",
  );

  it("draws Battle for Eden's hand of 5 from the starting 7, with nothing discarded", async () => {
    const r = await cli("draw", bfeDeck, "--seed", "1", "--json", "--catalog", bfeCatalog);
    expect(r.status).toBe(0);
    expect(r.json.hand).toHaveLength(5);
    expect(r.json.discarded).toEqual([]);
    // 5 of 7 cards: P(the one Runner) = 5/7.
    expect((await cli("odds", bfeDeck, "--card", "Fixture Runner", "--json", "--catalog", bfeCatalog)).json.probability).toBeCloseTo(5 / 7, 12);
  });

  it("deals the Gardener of Thoughts era deck and shows the first player's ops; no players header is exit 2", async () => {
    const cards = Array.from({ length: 12 }, (_, i) => ({
      code: `fixture-support-${i}`,
      name: `Fixture Support ${i}`,
      identifier: `FIX ${i}`,
      attributes: 'Type "Support"\nAdventureResources\n    Crew 1',
    }));
    const catalog = file("got.json", JSON.stringify({ game: "got-cgs", set: { code: "fixture", name: "Fixture" }, cards }));
    const deck = file("got.txt", `game: got-cgs\nplayers: 4\nburnoff: 2\n${cards.map((c) => `1 [${c.code}]`).join("\n")}\n`);
    const r = await cli("draw", deck, "--seed", "1", "--json", "--catalog", catalog);
    expect(r.status).toBe(0);
    expect(r.json.hand).toHaveLength(3); // (12 − 2) dealt one at a time to 4 players: the first gets 3
    expect(r.json.discarded).toEqual([]);
    const g = await cli("goldfish", deck, "--seed", "1", "--hands", "1000", "--json", "--catalog", catalog);
    expect(g.json.cards).toHaveLength(12);
    const noPlayers = file("got-no-players.txt", `game: got-cgs\n${cards.map((c) => `1 [${c.code}]`).join("\n")}\n`);
    expect(await cli("draw", noPlayers, "--seed", "1", "--json", "--catalog", catalog)).toMatchObject({
      status: 2,
      json: { error: { code: "GOT_NO_PLAYERS" } },
    });
  });

  it("refuses EDEN, which has no deck to draw, with exit 2", async () => {
    const warband = file("eden.txt", "game: eden-skirmish\nwarband: faction bamaka\n1 Sabaka\n");
    const r = await cli("goldfish", warband, "--seed", "1", "--json", "--catalog", "card-data/eden-skirmish/bamaka.json");
    expect(r.status).toBe(2);
    expect(r.json.error.code).toBe("NO_DECK");
  });
});
