import { describe, expect, it } from "vitest";
import { readCollectionCsv } from "@/lib/collection/csv";
import { wantedWithShortfall } from "@/lib/collection/shortfall";
import { CardIndex } from "@/lib/engine/card-index";
import { parseDeckList, serializeDeckList, type ListError } from "@/lib/engine/deck-list";
import { LIMITS } from "@/lib/engine/limits";
import { findCivilization } from "@/lib/games/battle-for-eden/civilization";
import { parseWarbandHeader } from "@/lib/games/eden-skirmish/warband";
import { checkDeckList } from "@/lib/decks/list-check";
import { bundledCatalog, bundledSource } from "./catalogs";

/** Runs `f` once and returns what it gave and the CPU time this process spent on it (ms): a busy neighbour does not count. */
async function timed<T>(f: () => T | Promise<T>): Promise<{ value: T; ms: number }> {
  const before = process.cpuUsage();
  const value = await f();
  const used = process.cpuUsage(before);
  return { value, ms: (used.user + used.system) / 1000 };
}

function errorOf(text: string): ListError {
  const parsed = parseDeckList(text);
  if (parsed.ok) throw new Error("expected the list to be refused");
  return parsed.error;
}

/** The budget of one hostile input: generous for a loaded machine, far below the seconds today's attacks took. */
const BUDGET_MS = 250;

describe("named attacks answer within the budget", () => {
  it("a civilization header holding 4,000 spaces is refused at once (it kept the server busy for ~24 s)", async () => {
    const list = `game: battle-for-eden\ncivilization: [${" ".repeat(4000)}x\n`;
    const { value, ms } = await timed(() => checkDeckList(list, bundledSource));
    expect(value).toMatchObject({ ok: false, error: { code: "LIST_LINE_TOO_LONG", line: 2 } });
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it("the civilization reader itself is linear: 4,000 spaces between brackets find nothing, fast", async () => {
    const known = [{ code: "sky", name: "Sky Folk" }];
    const { value, ms } = await timed(() => findCivilization(`[${" ".repeat(4000)}x`, known));
    expect(value).toBeUndefined();
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(findCivilization("[ sky ]", known)?.code).toBe("sky");
  });

  it("2,000 lines of `9999 Boot Camp` are refused (they saved a deck of 19,998,000 copies)", async () => {
    const list = `game: dark-eden\ncommander: Kommendant Leitheusser\n${"9999 Boot Camp\n".repeat(2000)}`;
    const { value, ms } = await timed(() => checkDeckList(list, bundledSource));
    expect(value.ok).toBe(false);
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(errorOf("9999 Boot Camp\n")).toMatchObject({ code: "LIST_QUANTITY", line: 1 });
  });

  it("a very long unknown name is refused by its length, with no did-you-mean work (it took ~10 s)", async () => {
    const list = `game: dark-eden\n1 ${"Zq z".repeat(25_000)}\n`;
    const { value, ms } = await timed(() => checkDeckList(list, bundledSource));
    expect(value).toMatchObject({ ok: false, error: { code: "LIST_LINE_TOO_LONG", line: 2 } });
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it("unknown names at the longest a line allows cost microseconds: no suggestions past the sane length", async () => {
    const { index } = bundledCatalog("dark-eden");
    const long = "Zq z".repeat(LIMITS.nameLength / 4);
    const { value, ms } = await timed(() => Array.from({ length: LIMITS.listLines }, () => index.suggest(long)));
    expect(value.every((s) => s.length === 0)).toBe(true);
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it("the unknown names of one list that get suggestions, at the sane length, cost far less than the budget", async () => {
    const { index } = bundledCatalog("dark-eden");
    index.suggest("warm the index up");
    const names = Array.from({ length: LIMITS.suggestedNamesPerList }, (_, i) => `Bot Camq ${"x".repeat(i * 3)}`.slice(0, LIMITS.suggestNameLength));
    const { ms } = await timed(() => names.map((n) => index.suggest(n)));
    expect(ms).toBeLessThan(BUDGET_MS / 5);
    expect(index.suggest("Boot Kamp")).toContain("Boot Camp");
  });

  it("a collection CSV of long unknown names is refused row by row, without suggestions (a preview took ~60 s)", async () => {
    const csv = `game,code,name,owned\n${Array.from({ length: 300 }, (_, i) => `dark-eden,,${"Zq".repeat(2000)}${i},1`).join("\n")}`;
    const { value, ms } = await timed(() => readCollectionCsv(csv));
    expect(ms).toBeLessThan(BUDGET_MS);
    if (!value.ok) throw new Error(value.message);
    expect(value.rows).toEqual([]);
    expect(value.problems).toHaveLength(300);
    expect(value.problems[0]).toMatchObject({ line: 2, field: "name", message: `4001 characters; a name has at most ${LIMITS.csvCellLength}` });
    expect(value.problems[0].value?.length).toBeLessThanOrEqual(40);
  });

  it("a warband header with a run of spaces and a line separator is read at once", async () => {
    const { value, ms } = await timed(() => parseWarbandHeader(`faction${" ".repeat(50_000)}\u2028x\u2028y`));
    expect(value.ok).toBe(false);
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(parseWarbandHeader("faction : jokers")).toMatchObject({ ok: true, warband: { type: "faction", slug: "jokers" } });
    expect(parseWarbandHeader("stigma:chaos")).toMatchObject({ ok: true, warband: { type: "stigma", slug: "chaos" } });
  });
});

describe("deck-list hard limits (lib/engine/limits.ts), each an error naming the line", () => {
  it("a line longer than the line limit", () => {
    expect(errorOf(`game: dark-eden\n\n1 Boot Camp # ${"x".repeat(LIMITS.lineLength)}\n`)).toMatchObject({ code: "LIST_LINE_TOO_LONG", line: 3 });
    expect(parseDeckList(`1 Boot Camp #${"x".repeat(LIMITS.lineLength - 13)}`).ok).toBe(true);
  });

  it("a header value longer than the header limit", () => {
    const error = errorOf(`game: dark-eden\ncommander: ${"K".repeat(LIMITS.headerValueLength + 1)}\n`);
    expect(error).toMatchObject({ code: "LIST_HEADER_TOO_LONG", line: 2 });
    expect(error.message).toContain("commander");
    expect(parseDeckList(`commander: ${"K".repeat(LIMITS.headerValueLength)}`).ok).toBe(true);
  });

  it("a card name longer than the name limit", () => {
    expect(errorOf(`2 ${"n".repeat(LIMITS.nameLength + 1)}`)).toMatchObject({ code: "LIST_NAME_TOO_LONG", line: 1 });
    expect(parseDeckList(`2 ${"n".repeat(LIMITS.nameLength)}`).ok).toBe(true);
  });

  it("more lines than the list limit (a trailing line break is not a line)", () => {
    expect(errorOf("1 Boot Camp\n".repeat(LIMITS.listLines + 1))).toMatchObject({ code: "LIST_TOO_LONG", line: LIMITS.listLines + 1 });
    expect(parseDeckList("1 Boot Camp\n".repeat(LIMITS.listLines)).ok).toBe(true);
  });

  it("a text larger than the size limit, naming the line where it passes it", () => {
    const line = `# ${"é".repeat(240)}\n`; // 482 bytes
    const lines = Math.ceil(LIMITS.listBytes / 482) + 1;
    const error = errorOf(line.repeat(lines));
    expect(error.code).toBe("LIST_TOO_LONG");
    expect(error.line).toBe(Math.floor(LIMITS.listBytes / 482) + 1);
  });

  it("more copies on one line than the line limit", () => {
    expect(errorOf(`game: dark-eden\n${LIMITS.copiesPerLine + 1} Boot Camp`)).toMatchObject({ code: "LIST_QUANTITY", line: 2 });
    expect(errorOf(`1${"0".repeat(40)} Boot Camp`)).toMatchObject({ code: "LIST_QUANTITY", line: 1 });
    expect(errorOf(`1${"0".repeat(40)} Boot Camp`).message.length).toBeLessThan(200);
  });

  it("more copies in the list than the list limit, however they are spread over lines and sections", () => {
    const error = errorOf(`999 Boot Camp\n[missions]\n999 Livery\n\n3 Boot Camp\n`);
    expect(error).toMatchObject({ code: "LIST_TOO_MANY_COPIES", line: 5 });
    expect(parseDeckList(`999 Boot Camp\n999 Livery\n2 Boot Camp\n`).ok).toBe(true);
  });

  it("a header given twice, naming both lines, whatever its case", () => {
    const error = errorOf("game: dark-eden\ncommander: Kommendant Leitheusser\n5 Boot Camp\nCommander: Bauhaus\n");
    expect(error).toMatchObject({ code: "LIST_DUPLICATE_HEADER", line: 4 });
    expect(error.message).toContain("lines 2 and 4");
  });

  it("Unicode line and paragraph separators in a line are refused clearly; in a comment they are part of the comment", () => {
    for (const [ch, name] of [
      ["\u2028", "U+2028"],
      ["\u2029", "U+2029"],
      ["\u0085", "U+0085"],
    ]) {
      const error = errorOf(`game: dark-eden\n1 Boot${ch}Camp\n`);
      expect(error).toMatchObject({ code: "LIST_SYNTAX", line: 2 });
      expect(error.message).toContain(name);
    }
    const parsed = parseDeckList(`1 Boot Camp # note\u2028more\n2 Livery\n`);
    expect(parsed.ok && parsed.value.entries.map((e) => [e.quantity, e.line])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it("export writes a card above the per-line limit over several lines that read back to the same count", () => {
    const index = new CardIndex([{ code: "boot-camp", name: "Boot Camp", set: "base" }]);
    const text = serializeDeckList({}, [{ quantity: 1500, code: "boot-camp", name: "Boot Camp", section: "main" }], {
      nameResolvesTo: (n, c) => index.nameResolvesTo(n, c),
    });
    expect(text).toBe("999 Boot Camp\n501 Boot Camp\n");
    const parsed = parseDeckList(text);
    expect(parsed.ok && parsed.value.entries.reduce((n, e) => n + e.quantity, 0)).toBe(1500);
  });
});

describe("copy caps where counts come from users", () => {
  it("adding a deck's shortfall to the wanted list never goes past 9999", () => {
    expect(wantedWithShortfall(0, 19_998_000)).toBe(9999);
    expect(wantedWithShortfall(120, 10_000)).toBe(9999);
    expect(wantedWithShortfall(5, 3)).toBe(5);
  });

  it("a collection CSV count above 9999 is a problem naming its line and field", () => {
    const read = readCollectionCsv(`game,code,name,owned,wanted\ndark-eden,boot-camp,,1,99999999999999999999\n`);
    expect(read.ok && read.problems).toEqual([
      {
        line: 2,
        field: "wanted",
        value: "99999999999999999999",
        message: '"99999999999999999999" is not a whole number from 0 to 9999',
        key: "notCount",
        values: { value: "99999999999999999999", max: 9999 },
      },
    ]);
  });
});
