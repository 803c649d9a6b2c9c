/**
 * Every parser of user text, fed random and hostile input (long runs of spaces, brackets and
 * digits, Unicode line separators, huge numbers, 100 KB lines): each answers with a result or
 * a typed error, never throws, and each input finishes within the budget, measured here.
 */
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { readFilters, ftsMatch } from "@/lib/catalog/search-query";
import { readCollectionCsv } from "@/lib/collection/csv";
import { parseDeckList, type ListError } from "@/lib/engine/deck-list";
import { LIMITS } from "@/lib/engine/limits";
import { allRulesets, rulesetFor } from "@/lib/games";
import { findCivilization } from "@/lib/games/battle-for-eden/civilization";
import { parseWarbandHeader } from "@/lib/games/eden-skirmish/warband";
import { readEraHeaders } from "@/lib/games/got-cgs/era-headers";
import { GAME_SLUGS, type GameSlug } from "@/lib/games/types";
import { checkDeckList } from "@/lib/decks/list-check";
import { bundledCatalog, bundledSource } from "./catalogs";

const BUDGET_MS = 250;
const RUNS = 40;
/** Whole-test timeout: many inputs, each measured against BUDGET_MS on its own. */
const TEST_TIMEOUT = 180_000;

/** The slowest input seen per parser; every test asserts its own, and the summary prints them all. */
const slowest = new Map<string, number>();

/** The CPU time (ms) this process spent since `started`: a busy neighbour does not count. */
function cpuSince(started: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/**
 * Runs one input through a parser and records the CPU time it took. The parsers are pure, so an
 * input over half the budget is run up to four times more and its fastest run counts: a busy
 * machine's pauses (and garbage collection of earlier inputs) are not the parser's time, while
 * a parser slow on the input is slow every time.
 */
async function within<T>(parser: string, f: () => T | Promise<T>): Promise<T> {
  let started = process.cpuUsage();
  const value = await f();
  let ms = cpuSince(started);
  for (let retry = 0; retry < 4 && ms > BUDGET_MS / 2; retry++) {
    started = process.cpuUsage();
    await f();
    ms = Math.min(ms, cpuSince(started));
  }
  slowest.set(parser, Math.max(slowest.get(parser) ?? 0, ms));
  return value;
}

function expectWithinBudget(parser: string) {
  expect(slowest.get(parser) ?? 0, `${parser}: slowest input`).toBeLessThan(BUDGET_MS);
}

afterAll(() => {
  console.log([...slowest].map(([p, ms]) => `${p}: slowest input ${ms.toFixed(1)} ms`).join("\n"));
});

const LIST_ERROR_CODES: ListError["code"][] = [
  "LIST_SYNTAX",
  "LIST_QUANTITY",
  "LIST_TOO_LONG",
  "LIST_LINE_TOO_LONG",
  "LIST_HEADER_TOO_LONG",
  "LIST_NAME_TOO_LONG",
  "LIST_TOO_MANY_COPIES",
  "LIST_DUPLICATE_HEADER",
  "UNKNOWN_CARD",
  "AMBIGUOUS_CARD",
  "SET_NOT_FOUND",
  "UNKNOWN_SECTION",
  "UNKNOWN_GAME",
  "GAME_MISMATCH",
];

// ---------------------------------------------------------------- inputs

/** Pieces attackers repeat: white space of every kind, brackets, digits, separators, markers. */
const piece = fc.constantFrom(
  " ",
  "  ",
  "\t",
  "[",
  "]",
  "[ ",
  " ]",
  "0",
  "9",
  "99999",
  "\u2028",
  "\u2029",
  "\u0085",
  "\r",
  "\n",
  "\r\n",
  "#",
  " #",
  ":",
  " :",
  "x",
  "X",
  "×",
  "a",
  "é",
  "Ł",
  "-",
  "/",
  ",",
  ";",
  '"',
  "'",
  "%",
  "\uFEFF",
  "\u0000",
  "\uD800",
  "a ",
  "1 ",
);
/** Where hostile runs start: the beginnings of every line form and header a parser reads. */
const start = fc.constantFrom(
  "",
  "1 ",
  "9999 ",
  "3x ",
  "1 [",
  "1 [set_A/",
  "[",
  "[a",
  "a:",
  "game: dark-eden\n",
  "civilization: [",
  "commander: ",
  "leader: [",
  "warband: faction",
  "warband: ",
  "budget: ",
  "mode: ",
  "players: ",
  "burnoff: ",
  "playmode: ",
  "hnp: ",
  "sets: ",
  "# ",
);
const end = fc.constantFrom("", "x", "]", "\u2028y", ":", "%", " pts", "\n1 Boot Camp\n");

/** One long run: a piece repeated up to 100 KB. */
const run = fc.tuple(piece, piece, fc.integer({ min: 1, max: 50_000 })).map(([a, b, n]) => (a + b).repeat(n).slice(0, 100_000));
const hostile = fc.tuple(start, fc.array(run, { minLength: 1, maxLength: 3 }), end).map(([s, runs, e]) => s + runs.join("") + e);
const random = fc.string({ maxLength: 3000, unit: "binary" });
const text = fc.oneof({ arbitrary: hostile, weight: 3 }, { arbitrary: random, weight: 1 });

/** Hostile lists made of many short lines: at and past the line-count and copy limits. */
const manyLines = fc
  .tuple(
    fc.constantFrom("9999 Boot Camp", "999 Boot Camp", "1 Boot Camp", "2 [boot-camp]", "1 Zzzzz Unknown", "commander: x", "[a b]", "#"),
    fc.integer({ min: 1, max: 3000 }),
  )
  .map(([line, n]) => `${line}\n`.repeat(n));

/** The attacks reported on the code before these limits, by name. */
const NAMED: Record<string, string> = {
  "4,000-space civilization header": `game: battle-for-eden\ncivilization: [${" ".repeat(4000)}x\n`,
  "2,000 × 9999 Boot Camp": `game: dark-eden\ncommander: Kommendant Leitheusser\n${"9999 Boot Camp\n".repeat(2000)}`,
  "long unknown names": `game: dark-eden\n${Array.from({ length: 400 }, (_, i) => `1 ${"Qx".repeat(99)}${i}`).join("\n")}\n`,
  "[section with 50,000 spaces": `[a${" ".repeat(50_000)}x\n`,
  "header with spaces and U+2028": `a:${" ".repeat(50_000)}x\u2028y\n`,
  "card line with spaces and U+2028": `1${" ".repeat(50_000)}x\u2028y\n`,
};

// ---------------------------------------------------------------- deck lists

describe("deck-list parser under fuzzing", () => {
  it("parse answers a list or a ListError naming its line, within the budget", { timeout: TEST_TIMEOUT }, async () => {
    const check = async (input: string) => {
      const parsed = await within("parseDeckList", () => parseDeckList(input));
      if (!parsed.ok) {
        expect(LIST_ERROR_CODES).toContain(parsed.error.code);
        expect(parsed.error.line).toBeGreaterThanOrEqual(1);
        expect(parsed.error.message.length).toBeLessThan(400);
      } else {
        expect(parsed.value.entries.reduce((n, e) => n + e.quantity, 0)).toBeLessThanOrEqual(LIMITS.copiesPerList);
      }
    };
    for (const input of Object.values(NAMED)) await check(input);
    await fc.assert(fc.asyncProperty(fc.oneof(text, manyLines), check), { numRuns: RUNS * 3 });
    expectWithinBudget("parseDeckList");
  });

  for (const game of GAME_SLUGS) {
    it(`parse + resolve + validate for ${game} answer a validation or a ListError, within the budget`, { timeout: TEST_TIMEOUT }, async () => {
      const check = async (input: string, requested?: GameSlug) => {
        const outcome = await within(`checkDeckList ${game}`, () => checkDeckList(input, bundledSource, requested));
        if (outcome.ok) expect(typeof outcome.validation.legal).toBe("boolean");
        else expect(LIST_ERROR_CODES).toContain(outcome.error.code);
      };
      for (const [name, input] of Object.entries(NAMED)) {
        await check(input.replace(/^game: [a-z-]+\n/, ""), game);
        expect(slowest.get(`checkDeckList ${game}`), name).toBeLessThan(BUDGET_MS);
      }
      await fc.assert(
        fc.asyncProperty(fc.oneof(text, manyLines), (input) => check(`game: ${game}\n${input}`)),
        { numRuns: RUNS },
      );
      await fc.assert(
        fc.asyncProperty(text, (input) => check(input, game)),
        { numRuns: RUNS },
      );
      expectWithinBudget(`checkDeckList ${game}`);
    });

    it(`the largest list the limits allow, of real ${game} cards, validates within the budget`, { timeout: TEST_TIMEOUT }, async () => {
      const { index } = bundledCatalog(game);
      const cards = index.all.slice(0, LIMITS.listLines - 10);
      const headers: Record<GameSlug, string> = {
        "dark-eden": "commander: Kommendant Leitheusser\nmode: standard",
        "battle-for-eden": "civilization: nowhere",
        "got-cgs": "players: 4\nburnoff: 10%\nplaymode: epic\nhnp: yes",
        "eden-skirmish": "warband: faction jokers\nbudget: 150\nleader: Yûri",
      };
      const perLine = Math.min(LIMITS.copiesPerLine, Math.floor(LIMITS.copiesPerList / cards.length));
      const list = `game: ${game}\n${headers[game]}\n${cards.map((c) => `${perLine} [${c.code}]`).join("\n")}\n`;
      const outcome = await within(`largest ${game}`, () => checkDeckList(list, bundledSource));
      expect(outcome.ok, outcome.ok ? "" : outcome.error.message).toBe(true);
      expectWithinBudget(`largest ${game}`);
    });
  }
});

// ---------------------------------------------------------------- header readers

describe("each game's header readers under fuzzing", () => {
  const civilizations = [
    { code: "sky", name: "Sky Folk" },
    { code: "deep", name: "Deep Ones" },
  ];
  const { index: deIndex } = bundledCatalog("dark-eden");
  const { index: edenIndex } = bundledCatalog("eden-skirmish");

  // The parser hands a reader at most LIMITS.headerValueLength characters; 20 KB runs are a hundred
  // times that, enough for any pattern that backtracks to show (20,000² steps take seconds).
  const headerText = text.map((t) => t.slice(0, 20_000));

  it("answer a value or an error for any header text, within the budget", { timeout: TEST_TIMEOUT }, async () => {
    await fc.assert(
      fc.asyncProperty(headerText, async (value) => {
        const era = await within("got-cgs era headers", () => readEraHeaders({ players: value, burnoff: value, playmode: value, hnp: value }));
        expect(Array.isArray(era.errors)).toBe(true);
        expect(typeof (await within("eden warband", () => parseWarbandHeader(value, ["jokers"]))).ok).toBe("boolean");
        await within("battle-for-eden civilization", () => findCivilization(value, civilizations));
        await within("dark-eden commander", () => deIndex.find(value));
        await within("eden leader", () => edenIndex.find(value));
      }),
      { numRuns: RUNS * 2 },
    );
    for (const parser of ["got-cgs era headers", "eden warband", "battle-for-eden civilization", "dark-eden commander", "eden leader"]) {
      expectWithinBudget(parser);
    }
  });

  for (const game of GAME_SLUGS) {
    it(`${game}: every header of the game, read by its validation, answers within the budget`, { timeout: TEST_TIMEOUT }, async () => {
      const { index } = bundledCatalog(game);
      const cards = index.all
        .slice(0, 12)
        .map((c) => `2 [${c.code}]`)
        .join("\n");
      await fc.assert(
        fc.asyncProperty(text, fc.constantFrom(...rulesetFor(game).headers), async (value, key) => {
          const header = value.replace(/[\r\n\u0085\u2028\u2029]/g, " ").slice(0, LIMITS.headerValueLength);
          const outcome = await within(`${game} headers`, () => checkDeckList(`game: ${game}\n${key}: ${header}\n${cards}\n`, bundledSource));
          if (outcome.ok) expect(typeof outcome.validation.legal).toBe("boolean");
          else expect(LIST_ERROR_CODES).toContain(outcome.error.code);
        }),
        { numRuns: RUNS },
      );
      expectWithinBudget(`${game} headers`);
    });
  }
});

// ---------------------------------------------------------------- collection CSV

describe("collection CSV preview parsing under fuzzing", () => {
  const header = fc.constantFrom("", "game,code,name,owned,wanted,forTrade\n", "game;code;name;owned\n", "game\tname\twanted\n");
  const csvText = fc.tuple(header, fc.oneof(text, manyLines)).map(([h, body]) => h + body.slice(0, 100_000));
  const { index } = bundledCatalog("dark-eden");

  it("reads rows or problems naming line and field, and matching with did-you-mean stays within the budget", { timeout: TEST_TIMEOUT }, async () => {
    const check = async (input: string) => {
      const read = await within("collection CSV", () => {
        const read = readCollectionCsv(input);
        if (!read.ok) return read;
        // As the preview does: match each row by code or name, suggestions for the first unmatched rows only.
        let suggested = 0;
        for (const row of read.rows) {
          const card = (row.code && index.byCodeOrUndefined(row.code)) || (row.name && index.find(row.name));
          if (!card && suggested++ < LIMITS.suggestedNamesPerList) index.suggest(row.name || row.code);
        }
        return read;
      });
      if (!read.ok) expect(["CSV_HEADER", "CSV_TOO_MANY_ROWS", "CSV_TOO_LARGE", "CSV_EMPTY"]).toContain(read.code);
      else expect(read.problems.every((p) => p.line >= 1 && p.message.length < 400)).toBe(true);
    };
    const named = `game,code,name,owned\n${Array.from({ length: 2000 }, (_, i) => `dark-eden,,${"Zq".repeat(2000)}${i},1`).join("\n")}`;
    await check(named);
    await check(`game,code,name,owned\n${Array.from({ length: 2000 }, (_, i) => `dark-eden,,Bot Camq ${i},1`).join("\n")}`);
    await fc.assert(fc.asyncProperty(csvText, check), { numRuns: RUNS * 2 });
    expectWithinBudget("collection CSV");
  });
});

// ---------------------------------------------------------------- catalog search

describe("catalog search query building under fuzzing", () => {
  it("builds a safe FTS expression and filters from any text, within the budget", { timeout: TEST_TIMEOUT }, async () => {
    await fc.assert(
      fc.asyncProperty(text, async (q) => {
        const match = await within("search query", () => ftsMatch(q));
        for (const token of match?.split(" ") ?? []) expect(token).toMatch(/^"[\p{L}\p{N}]+"\*$/u);
        for (const ruleset of allRulesets()) {
          const params: Record<string, string> = {};
          for (const f of ruleset.catalogFilters ?? []) Object.assign(params, { [f.key]: q, [`${f.key}_min`]: q, [`${f.key}_max`]: q });
          const read = await within("search filters", () => readFilters(ruleset.catalogFilters ?? [], params));
          for (const v of read) expect((v.value ?? "").length).toBeLessThanOrEqual(80);
        }
      }),
      { numRuns: RUNS * 2 },
    );
    expectWithinBudget("search query");
    expectWithinBudget("search filters");
  });
});
