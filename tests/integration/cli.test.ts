import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readShapes } from "../support/pdf-inspect";

// CONTRACTS §3: exit 0 success / legal deck, 1 illegal deck, 2 unusable input; --json prints
// exactly one JSON document. Run as a user would, through the real CLI entry point.
const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-cli-"));
const noDb = `file:${path.join(dir, "absent.db")}`;

function cli(...args: string[]) {
  const run = spawnSync(path.resolve("node_modules/.bin/tsx"), ["cli/main.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: noDb },
  });
  const lines = run.stdout.trim().split("\n").filter(Boolean);
  return { status: run.status, stdout: run.stdout, lines, json: lines.length === 1 ? JSON.parse(lines[0]) : undefined };
}

function deckFile(name: string, text: string): string {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
}

describe("cli validate (CONTRACTS §3)", () => {
  it("answers a legal 60-card deck with exit 0 and one JSON document", () => {
    const r = cli("validate", "tests/fixtures/decks/dark-eden-legal.txt", "--json");
    expect(r.status).toBe(0);
    expect(r.lines).toHaveLength(1);
    expect(r.json).toMatchObject({ game: "dark-eden", legal: true, errors: [], stats: { deckSize: 60 } });
  });

  it("answers a 59-card deck with exit 1 and DE_DECK_TOO_SMALL (Dark Eden rules, DESIGNING A DECK)", () => {
    const r = cli("validate", "tests/fixtures/decks/dark-eden-59.txt", "--json");
    expect(r.status).toBe(1);
    expect(r.json.errors.map((e: { code: string }) => e.code)).toEqual(["DE_DECK_TOO_SMALL"]);
  });

  it("answers an exactly-100-point warband as legal, and 101 points as over budget (EDEN rules, 3. Formar la banda)", () => {
    expect(cli("validate", "tests/fixtures/decks/eden-bamaka-100.txt", "--json").status).toBe(0);
    const over = deckFile("over.txt", "game: eden-skirmish\nwarband: faction bamaka\nbudget: 99\n1 Sabaka\n1 Ngwane\n1 Dacke\n1 Folayan\n");
    const r = cli("validate", over, "--json");
    expect(r.status).toBe(1);
    expect(r.json.errors.map((e: { code: string }) => e.code)).toContain("EDEN_OVER_BUDGET");
  });

  it("reports an unknown card with exit 2, its line and the nearest name", () => {
    const bad = deckFile("unknown.txt", "game: dark-eden\ncommander: Cain Mournor\n\n5 Boot Kamp\n");
    const r = cli("validate", bad, "--json");
    expect(r.status).toBe(2);
    expect(r.json.error).toMatchObject({ code: "UNKNOWN_CARD", line: 4 });
    expect(r.json.error.message).toContain("Boot Camp");
  });

  it("reports an unknown game, an unreadable file and a bad catalog with exit 2", () => {
    expect(cli("validate", deckFile("game.txt", "game: chess\n1 Pawn\n"), "--json").json.error.code).toBe("UNKNOWN_GAME");
    expect(cli("validate", path.join(dir, "missing.txt"), "--json").status).toBe(2);
    const badCatalog = deckFile(
      "catalog.json",
      '{"game": "dark-eden", "set": {"code": "x", "name": "X"}, "cards": [{"code": "Bad Code", "name": "B", "type": "warrior"}]}',
    );
    const r = cli("validate", "tests/fixtures/decks/dark-eden-legal.txt", "--catalog", badCatalog, "--json");
    expect(r.status).toBe(2);
    expect(r.json.error.code).toBe("BAD_CATALOG");
    expect(r.json.error.message).toMatch(/catalog\.json, card "Bad Code", field "code"/);
  });

  it("reads cards from --catalog files only", () => {
    const only = deckFile(
      "only.json",
      JSON.stringify({
        game: "dark-eden",
        set: { code: "t", name: "T" },
        cards: [{ code: "lone", name: "Lone Card", type: "intrigue", affiliation: "general", cv: null }],
      }),
    );
    const r = cli("validate", "tests/fixtures/decks/dark-eden-legal.txt", "--catalog", only, "--json");
    expect(r.status).toBe(2);
    expect(r.json.error.code).toBe("UNKNOWN_CARD");
  });
});

describe("cli map (CONTRACTS §3, Battle for Eden maps)", () => {
  it("checks the example map as legal, with energy-rich and wild tiles", () => {
    const r = cli("map", "card-data/battle-for-eden/maps/example-2p.json", "--json");
    expect(r.status).toBe(0);
    expect(r.json.legal).toBe(true);
    expect(Array.isArray(r.json.energyRich)).toBe(true);
    expect(r.json.wild.every((w: { strength: number }) => w.strength % 2 === 0)).toBe(true);
  });

  it("answers an illegal map with exit 1 and unreadable JSON with exit 2", () => {
    const noHeart = deckFile("map.json", JSON.stringify({ tiles: [{ q: 0, r: 0, kind: "land", color: "red" }] }));
    const r = cli("map", noHeart, "--json");
    expect(r.status).toBe(1);
    expect(r.json.errors.map((e: { code: string }) => e.code)).toContain("BFE_MAP_NO_HEART");
    expect(cli("map", deckFile("broken.json", "{"), "--json").status).toBe(2);
  });
});

describe("cli proxies (CONTRACTS §3)", () => {
  it("writes a 7-page A4 sheet for 60 cards plus the commander, and refuses a bad paper", async () => {
    const out = path.join(dir, "sheet.pdf");
    const r = cli("proxies", "tests/fixtures/decks/dark-eden-legal.txt", "--out", out, "--paper", "a4", "--json");
    expect(r.status).toBe(0);
    expect(r.json).toMatchObject({ out, paper: "a4" });
    const pages = await readShapes(readFileSync(out));
    expect(pages).toHaveLength(7);
    for (const page of pages) expect([page.width, page.height].map(Math.round)).toEqual([595, 842]); // A4 in points
    expect(cli("proxies", "tests/fixtures/decks/dark-eden-legal.txt", "--out", out, "--paper", "a3", "--json").status).toBe(2);
  });
});
