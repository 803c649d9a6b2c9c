import { describe, expect, it } from "vitest";
import { MAX_CSV_ROWS, readCollectionCsv, writeCollectionCsv } from "@/lib/collection/csv";

const HEADER = "game,code,name,owned,wanted,forTrade";

function rowsOf(text: string) {
  const read = readCollectionCsv(text);
  if (!read.ok) throw new Error(read.message);
  return read;
}

describe("writeCollectionCsv", () => {
  it("writes the header and rows sorted by game then code, quoting what needs it", () => {
    const csv = writeCollectionCsv([
      { game: "eden-skirmish", code: "yuri", name: "Yûri", owned: 1, wanted: 0, forTrade: 0 },
      { game: "dark-eden", code: "livery", name: "Livery", owned: 0, wanted: 2, forTrade: 0 },
      { game: "dark-eden", code: "blessing-or-curse", name: "Blessing, or Curse?", owned: 3, wanted: 0, forTrade: 1 },
    ]);
    expect(csv).toBe(
      `${HEADER}\r\ndark-eden,blessing-or-curse,"Blessing, or Curse?",3,0,1\r\ndark-eden,livery,Livery,0,2,0\r\neden-skirmish,yuri,Yûri,1,0,0\r\n`,
    );
  });

  it("guards cells a spreadsheet would run as formulas, and reading strips the guard", () => {
    const csv = writeCollectionCsv([{ game: "dark-eden", code: "x", name: "=HYPERLINK(1)", owned: 1, wanted: 0, forTrade: 0 }]);
    expect(csv).toContain(`"'=HYPERLINK(1)"`);
    expect(rowsOf(csv).rows[0].name).toBe("=HYPERLINK(1)");
  });
});

describe("readCollectionCsv", () => {
  it("reads rows with their line numbers, skipping blank lines and counting quoted line breaks", () => {
    const text = `${HEADER}\n\ndark-eden,boot-camp,Boot Camp,3,0,0\n"dark-eden","","Two\nlines",1,,\ndark-eden,livery,,0,1,0\n`;
    const read = rowsOf(text);
    expect(read.problems).toEqual([]);
    expect(read.rows.map((r) => [r.line, r.code, r.name, r.counts])).toEqual([
      [3, "boot-camp", "Boot Camp", { owned: 3, wanted: 0, forTrade: 0 }],
      [4, "", "Two\nlines", { owned: 1 }],
      [6, "livery", "", { owned: 0, wanted: 1, forTrade: 0 }],
    ]);
  });

  it("names the line and field of bad counts, unknown games and rows without a card", () => {
    const text = [
      HEADER,
      "dark-eden,a,,-1,0,0",
      "dark-eden,b,,1.5,0,0",
      "dark-eden,c,,0,10000,0",
      "chess,d,,1,0,0",
      "dark-eden,,,1,0,0",
      "dark-eden,e,,1,0,x",
    ].join("\r\n");
    const read = rowsOf(text);
    expect(read.rows).toEqual([]);
    expect(read.problems.map((p) => [p.line, p.field, p.value])).toEqual([
      [2, "owned", "-1"],
      [3, "owned", "1.5"],
      [4, "wanted", "10000"],
      [5, "game", "chess"],
      [6, "code", undefined],
      [7, "forTrade", "x"],
    ]);
    expect(read.problems[0].message).toBe(`"-1" is not a whole number from 0 to 9999`);
  });

  it("accepts the game's title, loose header names, a BOM, semicolons and a missing column", () => {
    const read = rowsOf(`\uFEFFGame;Name;Owned;For Trade\r\nDark Eden;Obóz Szkoleniowy;2;1\r\n`);
    expect(read.rows).toEqual([{ line: 2, game: "dark-eden", code: "", name: "Obóz Szkoleniowy", counts: { owned: 2, forTrade: 1 } }]);
  });

  it("reports a row with more values than the header (an unquoted comma)", () => {
    const read = rowsOf(`${HEADER}\ndark-eden,blessing-or-curse,Blessing, or Curse?,1,0,0\n`);
    expect(read.problems).toEqual([expect.objectContaining({ line: 2, field: "row" })]);
  });

  it("refuses a file without a usable header, an empty file, and more than the row limit", () => {
    expect(readCollectionCsv("code,owned\nx,1\n")).toMatchObject({ ok: false, code: "CSV_HEADER" });
    expect(readCollectionCsv("game,game,code,owned\n")).toMatchObject({ ok: false, code: "CSV_HEADER" });
    expect(readCollectionCsv("")).toMatchObject({ ok: false, code: "CSV_EMPTY" });
    const big = [HEADER, ...Array.from({ length: MAX_CSV_ROWS + 1 }, (_, i) => `dark-eden,c${i},,1,0,0`)].join("\n");
    expect(readCollectionCsv(big)).toMatchObject({ ok: false, code: "CSV_TOO_MANY_ROWS" });
  });

  it("reads back exactly what it writes", () => {
    const rows = [
      { game: "dark-eden", code: "a", name: 'Quote " and, comma', owned: 9999, wanted: 0, forTrade: 7 },
      { game: "got-cgs", code: "b", name: "Ünïcödé ł", owned: 0, wanted: 1, forTrade: 0 },
    ];
    const read = rowsOf(writeCollectionCsv(rows));
    expect(read.rows.map((r) => ({ game: r.game, code: r.code, name: r.name, ...r.counts }))).toEqual(rows);
  });
});
