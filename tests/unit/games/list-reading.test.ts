/**
 * Reading a deck list the fast way reads it as the careful way does (lib/engine/deck-list.ts,
 * lib/engine/card-index.ts): a list that cannot reach the size limit is read in place, its line
 * count and line lengths checked as the lines come, while a larger one is measured character by
 * character first; repeated lines add up by qualified code without a map per list.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CardIndex, resolveList } from "@/lib/engine/card-index";
import { parseDeckList } from "@/lib/engine/deck-list";
import type { BaseCard, CatalogCard } from "@/lib/games/types";

const lineChars = fc.constantFrom(..."ab-Z09 []/#x×\t:_é".split(""));
const text = (max: number) => fc.array(lineChars, { maxLength: max }).map((cs) => cs.join(""));

/** What a successful parse gives, or the error. */
function read(list: string) {
  const parsed = parseDeckList(list);
  return parsed.ok ? parsed.value : parsed.error;
}

describe("deck lists read natively read as character by character", () => {
  it("a card line `N rest` reads as `Nx rest` does (only the first may take the `N [code]` shortcut)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1200 }), text(30), (n, rest) => {
        const plain = parseDeckList(`${n} ${rest}\n`);
        const withX = parseDeckList(`${n}x ${rest}\n`);
        if (plain.ok && withX.ok) expect(plain.value.entries).toEqual(withX.value.entries);
        else if (!plain.ok && !withX.ok) expect(plain.error.code).toEqual(withX.error.code);
      }),
      { numRuns: 2000 },
    );
    expect(read("3 [boot-camp]\n")).toMatchObject({ entries: [{ quantity: 3, ref: { kind: "code", code: "boot-camp" } }] });
    expect(read("3 [Set_1/boot-camp]\n")).toMatchObject({ entries: [{ ref: { kind: "code", code: "Set_1/boot-camp" } }] });
    expect(read("3 [Boot-Camp]\n")).toMatchObject({ entries: [{ ref: { kind: "name", name: "[Boot-Camp]" } }] });
    expect(read("3  [ boot-camp ]  # x\n")).toMatchObject({ entries: [{ ref: { kind: "code", code: "boot-camp" } }] });
  });

  it("a list splits into the same lines below the size at which it is read character by character, and past it", () => {
    // Comment lines at the end push the text past 50,000 characters, where every limit is checked as each character is read.
    const padding = `${Array.from({ length: 110 }, () => `#${"p".repeat(480)}`).join("\n")}\n`;
    const lineBreak = fc.constantFrom("\n", "\r\n", "\r");
    fc.assert(
      fc.property(fc.array(fc.tuple(text(40), lineBreak), { maxLength: 40 }), (lines) => {
        const list = lines.map(([l, br]) => l + br).join("");
        const short = parseDeckList(list);
        const long = parseDeckList(`${list}${list.endsWith("\n") || list.endsWith("\r") || list === "" ? "" : "\n"}${padding}`);
        expect(list.length).toBeLessThan(50_000);
        if (short.ok) {
          expect(long.ok).toBe(true);
          if (long.ok) {
            expect(long.value.entries).toEqual(short.value.entries);
            expect(long.value.headers).toEqual(short.value.headers);
          }
        } else expect(long.ok ? undefined : long.error).toEqual(short.error);
      }),
      { numRuns: 500 },
    );
  });

  it("the line-length and line-count limits name the same line either way", () => {
    expect(read(`1 ${"a".repeat(198)}\n# ${"c".repeat(498)}\n`)).toMatchObject({ entries: [{ quantity: 1 }] });
    expect(read(`game: x\n# ${"c".repeat(499)}\n`)).toMatchObject({ code: "LIST_LINE_TOO_LONG", line: 2 });
    expect(read("#\n".repeat(999))).toMatchObject({ entries: [] });
    expect(read(`${"#\n".repeat(1000)}1 a`)).toMatchObject({ code: "LIST_TOO_LONG", line: 1001 });
    expect(read("1 [a]\r\n2 [b]\r3 [c]\n")).toMatchObject({ entries: [{ line: 1 }, { line: 2 }, { line: 3 }] });
  });

  it("a limit reached anywhere in the list is the error, before any line's own error above it", () => {
    const long = `# ${"c".repeat(499)}`;
    expect(read(`game: x\nfive Boot Camp\n${long}\n`)).toMatchObject({ code: "LIST_LINE_TOO_LONG", line: 3 });
    expect(read(`0 Boot Camp\n1 a\n${long}`)).toMatchObject({ code: "LIST_LINE_TOO_LONG", line: 3 });
    expect(read(`game: x\ngame: y\n${"#\n".repeat(998)}1 a`)).toMatchObject({ code: "LIST_TOO_LONG", line: 1001 });
    // Within the limits, the first line's own error is the error.
    expect(read(`game: x\nfive Boot Camp\n# ${"c".repeat(498)}\n`)).toMatchObject({ code: "LIST_SYNTAX", line: 2 });
    expect(read(`game: x\ngame: y\n${"#\n".repeat(997)}1 a\n`)).toMatchObject({ code: "LIST_DUPLICATE_HEADER", line: 2 });
    expect(read("1 a\n".repeat(1000))).toMatchObject({ entries: { length: 1000 } });
  });
});

describe("repeated lines add up by card and section (resolveList)", () => {
  const card = (code: string, name: string, source?: string): CatalogCard<BaseCard> => ({ code, name, set: "s", ...(source ? { source } : {}) });

  it("lines that find the same qualified code add up in each section, whichever card object they find, list after list", () => {
    const first = card("boot-camp", "Boot Camp");
    const again = card("boot-camp", "Boot Camp Again"); // the same code: found by `[boot-camp]`, the first by its name
    const theirs = card("boot-camp", "Their Camp", "set-1");
    const index = new CardIndex([first, again, theirs]);
    const otherIndex = new CardIndex([card("boot-camp", "Boot Camp")]);
    const resolve = (list: string, cards = index) => {
      const parsed = parseDeckList(list);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const deck = resolveList(parsed.value, cards);
      if (!deck.ok) throw new Error(deck.error.message);
      return deck.value.entries.map((e) => [e.card.name, e.quantity, e.section, e.line]);
    };
    const list = "1 Boot Camp\n2 [boot-camp]\n1 [set-1/boot-camp]\n[side]\n4 [boot-camp]\n[main]\n3 Boot Camp Again\n[side]\n1 Boot Camp\n";
    const expected = [
      ["Boot Camp", 6, "main", 1],
      ["Their Camp", 1, "main", 3],
      ["Boot Camp Again", 5, "side", 5],
    ];
    expect(resolve(list)).toEqual(expected);
    expect(resolve("2 Boot Camp\n", otherIndex)).toEqual([["Boot Camp", 2, "main", 1]]);
    expect(resolve(list)).toEqual(expected);
    // A list that stops at an unknown card leaves nothing behind for the next.
    expect(() => resolve("1 Boot Camp\n1 Nowhere\n")).toThrow(/unknown card/);
    expect(resolve("1 [boot-camp]\n")).toEqual([["Boot Camp Again", 1, "main", 1]]);
  });
});
