import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cliInProcess, cliProcess } from "../support/cli";
import { readShapes } from "../support/pdf-inspect";

// CONTRACTS §3: exit 0 success / legal deck, 1 illegal deck, 2 unusable input; --json prints
// exactly one JSON document. Run in process through cli/run.ts (the code the entry point runs);
// the first two cases also through a real process start of the entry point, for its wiring.
const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-cli-"));
const noDb = `file:${path.join(dir, "absent.db")}`;

const cli = (...args: string[]) => cliInProcess(noDb, ...args);

function deckFile(name: string, text: string): string {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
}

describe("the entry point (cli/main.ts) as a process", () => {
  it("exits with the status the command answered: 1 and one JSON document for an illegal deck", () => {
    const r = cliProcess(noDb, "validate", "tests/fixtures/decks/dark-eden-59.txt", "--json");
    expect(r.status).toBe(1);
    expect(r.lines).toHaveLength(1);
    expect(r.json.errors.map((e: { code: string }) => e.code)).toEqual(["DE_DECK_TOO_SMALL"]);
  });

  it("exits 2 with the error on standard error, nothing on standard output, for unusable input without --json", () => {
    const r = cliProcess(noDb, "validate", path.join(dir, "missing.txt"));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^error UNREADABLE_FILE: /);
  });
});

describe("cli validate (CONTRACTS §3)", () => {
  it("answers a legal 60-card deck with exit 0 and one JSON document", async () => {
    const r = await cli("validate", "tests/fixtures/decks/dark-eden-legal.txt", "--json");
    expect(r.status).toBe(0);
    expect(r.lines).toHaveLength(1);
    expect(r.json).toMatchObject({ game: "dark-eden", legal: true, errors: [], stats: { deckSize: 60 } });
  });

  it("answers a 59-card deck with exit 1 and DE_DECK_TOO_SMALL (Dark Eden rules, DESIGNING A DECK)", async () => {
    const r = await cli("validate", "tests/fixtures/decks/dark-eden-59.txt", "--json");
    expect(r.status).toBe(1);
    expect(r.json.errors.map((e: { code: string }) => e.code)).toEqual(["DE_DECK_TOO_SMALL"]);
  });

  it("answers an exactly-100-point warband as legal, and 101 points as over budget (EDEN rules, 3. Formar la banda)", async () => {
    expect((await cli("validate", "tests/fixtures/decks/eden-bamaka-100.txt", "--json")).status).toBe(0);
    const over = deckFile("over.txt", "game: eden-skirmish\nwarband: faction bamaka\nbudget: 99\n1 Sabaka\n1 Ngwane\n1 Dacke\n1 Folayan\n");
    const r = await cli("validate", over, "--json");
    expect(r.status).toBe(1);
    expect(r.json.errors.map((e: { code: string }) => e.code)).toContain("EDEN_OVER_BUDGET");
  });

  it("reports an unknown card with exit 2, its line and the nearest name", async () => {
    const bad = deckFile("unknown.txt", "game: dark-eden\ncommander: Cain Mournor\n\n5 Boot Kamp\n");
    const r = await cli("validate", bad, "--json");
    expect(r.status).toBe(2);
    expect(r.json.error).toMatchObject({ code: "UNKNOWN_CARD", line: 4 });
    expect(r.json.error.message).toContain("Boot Camp");
  });

  it("reports an unknown game, an unreadable file and a bad catalog with exit 2", async () => {
    expect((await cli("validate", deckFile("game.txt", "game: chess\n1 Pawn\n"), "--json")).json.error.code).toBe("UNKNOWN_GAME");
    expect((await cli("validate", path.join(dir, "missing.txt"), "--json")).status).toBe(2);
    const badCatalog = deckFile(
      "catalog.json",
      '{"game": "dark-eden", "set": {"code": "x", "name": "X"}, "cards": [{"code": "Bad Code", "name": "B", "type": "warrior"}]}',
    );
    const r = await cli("validate", "tests/fixtures/decks/dark-eden-legal.txt", "--catalog", badCatalog, "--json");
    expect(r.status).toBe(2);
    expect(r.json.error.code).toBe("BAD_CATALOG");
    expect(r.json.error.message).toMatch(/catalog\.json, card "Bad Code", field "code"/);
  });

  it("reads cards from --catalog files only", async () => {
    const only = deckFile(
      "only.json",
      JSON.stringify({
        game: "dark-eden",
        set: { code: "t", name: "T" },
        cards: [{ code: "lone", name: "Lone Card", type: "intrigue", affiliation: "general", cv: null }],
      }),
    );
    const r = await cli("validate", "tests/fixtures/decks/dark-eden-legal.txt", "--catalog", only, "--json");
    expect(r.status).toBe(2);
    expect(r.json.error.code).toBe("UNKNOWN_CARD");
  });
});

describe("cli map (CONTRACTS §3, Battle for Eden maps)", () => {
  it("checks the example map as legal, with energy-rich and wild tiles", async () => {
    const r = await cli("map", "card-data/battle-for-eden/maps/example-2p.json", "--json");
    expect(r.status).toBe(0);
    expect(r.json.legal).toBe(true);
    expect(Array.isArray(r.json.energyRich)).toBe(true);
    expect(r.json.wild.every((w: { strength: number }) => w.strength % 2 === 0)).toBe(true);
  });

  it("answers an illegal map with exit 1 and unreadable JSON with exit 2", async () => {
    const noHeart = deckFile("map.json", JSON.stringify({ tiles: [{ q: 0, r: 0, kind: "land", color: "red" }] }));
    const r = await cli("map", noHeart, "--json");
    expect(r.status).toBe(1);
    expect(r.json.errors.map((e: { code: string }) => e.code)).toContain("BFE_MAP_NO_HEART");
    expect((await cli("map", deckFile("broken.json", "{"), "--json")).status).toBe(2);
  });
});

describe("cli proxies (CONTRACTS §3)", () => {
  it("writes a 7-page A4 sheet for 60 cards plus the commander, and refuses a bad paper", async () => {
    const out = path.join(dir, "sheet.pdf");
    const r = await cli("proxies", "tests/fixtures/decks/dark-eden-legal.txt", "--out", out, "--paper", "a4", "--json");
    expect(r.status).toBe(0);
    expect(r.json).toMatchObject({ out, paper: "a4" });
    const pages = await readShapes(readFileSync(out));
    expect(pages).toHaveLength(7);
    for (const page of pages) expect([page.width, page.height].map(Math.round)).toEqual([595, 842]); // A4 in points
    expect((await cli("proxies", "tests/fixtures/decks/dark-eden-legal.txt", "--out", out, "--paper", "a3", "--json")).status).toBe(2);
  });
});
