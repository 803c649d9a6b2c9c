import { describe, expect, it } from "vitest";
import { growth, linear } from "../../support/growth";
import { MAX_PASTE_CHARS, MAX_PASTE_COLUMNS, MAX_PASTE_ROWS, parsePaste, pasteCells } from "@/components/designer/tsv";
import { cellValue } from "@/components/designer/grid-columns";

describe("pasting tab-separated rows from a spreadsheet", () => {
  it("reads rows and cells, quoted cells with tabs and line breaks, and drops the trailing line break", () => {
    expect(parsePaste('8\tland\n3\t"sea\tair"\r\n')).toEqual({
      ok: true,
      rows: [
        ["8", "land"],
        ["3", "sea\tair"],
      ],
    });
    expect(parsePaste('"two\nlines"\t1')).toEqual({ ok: true, rows: [["two\nlines", "1"]] });
  });

  it("refuses too much text, too many rows or too many columns, naming the limit", () => {
    const long = parsePaste("x".repeat(MAX_PASTE_CHARS + 1));
    expect(long).toEqual({ ok: false, error: expect.stringContaining(String(MAX_PASTE_CHARS)) });
    const rows = parsePaste("1\n".repeat(MAX_PASTE_ROWS + 5));
    expect(rows).toEqual({ ok: false, error: expect.stringContaining(String(MAX_PASTE_ROWS)) });
    const wide = parsePaste(`a\n${"1\t".repeat(MAX_PASTE_COLUMNS + 1)}`);
    expect(wide).toEqual({ ok: false, error: expect.stringMatching(/^Row 2 .* at most 40/) });
  });

  it("reads the largest allowed paste in linear time: an eighth of the rows costs an eighth of the work", async () => {
    const text = (rows: number) => Array.from({ length: rows }, () => '12\t34\t"a\tb"').join("\n");
    expect(parsePaste(text(MAX_PASTE_ROWS)).ok).toBe(true);
    expect(await growth(text, parsePaste, MAX_PASTE_ROWS / 8)).toBeLessThan(linear());
  });

  it("fills cells from the current one, clipped to the grid", () => {
    expect(
      pasteCells(
        [
          ["a", "b", "c"],
          ["d", "e", "f"],
        ],
        { row: 1, col: 1 },
        { rows: 2, cols: 3 },
      ),
    ).toEqual([
      [1, 1, "a"],
      [1, 2, "b"],
    ]);
  });
});

describe("a stats grid cell's text as the card's value", () => {
  it("reads numbers, EDEN normal/wounded pairs, lists and yes/no; empty leaves the field out", () => {
    expect(cellValue("number", " 8 ")).toEqual({ ok: true, value: 8 });
    expect(cellValue("number", "-")).toEqual({ ok: true, value: null });
    expect(cellValue("number", "eight")).toMatchObject({ ok: false });
    expect(cellValue("pair", "3/2")).toEqual({ ok: true, value: [3, 2] });
    expect(cellValue("pair", "3/-")).toEqual({ ok: true, value: [3, null] });
    expect(cellValue("pair", "3")).toMatchObject({ ok: false });
    expect(cellValue("list", "land, sea")).toEqual({ ok: true, value: ["land", "sea"] });
    expect(cellValue("boolean", "yes")).toEqual({ ok: true, value: true });
    expect(cellValue("text", "  ")).toEqual({ ok: true, value: undefined });
  });
});
