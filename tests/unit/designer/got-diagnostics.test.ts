import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { growth, linear } from "../../support/growth";
import { parseAttributes } from "@/lib/games/got-cgs/attributes";
import { ATTRIBUTES_MAX_LENGTH, attributeDiagnostics, lineStarts, MAX_DIAGNOSTICS } from "@/lib/games/got-cgs/design/diagnostics";

// The designer marks the engine's own findings in the attributes text, at their line and column.

const at = (text: string) =>
  attributeDiagnostics(text).diagnostics.map((d) => ({ code: d.code, line: d.line, column: d.column, marked: text.slice(d.from, d.to) }));

describe("the parser's findings carry their column (GOT CGS rules, Cards ▶ Attributes)", () => {
  it("an unquoted text value is marked at the word, on its line (a text value is always in quotes)", () => {
    const text = 'Type "Support"\nSubtype Starship\nEraCosts\n    Sway 1';
    expect(parseAttributes(text).problems).toEqual([expect.objectContaining({ code: "GOT_ATTR_SYNTAX", line: 2, column: 9, endColumn: 17 })]);
    expect(at(text)).toEqual([{ code: "GOT_ATTR_SYNTAX", line: 2, column: 9, marked: "Starship" }]);
  });

  it("an unclosed quote is marked from the quote to the line's end", () => {
    expect(at('Type "Support"\nSubtype "Star ship\nEraCosts\n    Sway 1')).toEqual([{ code: "GOT_ATTR_SYNTAX", line: 2, column: 9, marked: '"Star ship' }]);
  });

  it("a character that is no token is marked where it stands (names are formed only by letters)", () => {
    expect(at('Type "Support"\nAdventureResources\n    Crew# 2')).toEqual([{ code: "GOT_ATTR_SYNTAX", line: 3, column: 9, marked: "# 2" }]);
  });

  it("a negative number is marked at the number (Cards ▶ Attributes: an integer of at least 0)", () => {
    expect(at('Type "Support"\nEraCosts\n\tSway -1')).toEqual([{ code: "GOT_ATTR_VALUE", line: 3, column: 7, marked: "-1" }]);
  });

  it("a condition's unknown category is marked at the category part (Cards ▶ Attributes ▶ Matching attribute names)", () => {
    expect(at('Type "Support"\nDisableIf1\n    Weapons.Laser > 1')).toEqual([{ code: "GOT_ATTR_SYNTAX", line: 3, column: 5, marked: "Weapons" }]);
  });

  it("a category listing nothing is marked at its name (Cards ▶ Attributes ▶ Categories)", () => {
    expect(at('Type "Support"\nEraCosts\nCrew 1')).toEqual([{ code: "GOT_ATTR_SYNTAX", line: 2, column: 1, marked: "EraCosts" }]);
  });

  it("a finding about a whole line (a duplicate attribute) marks the line's text without its indent", () => {
    expect(at('Type "Support"\nEraCosts\n    Sway 1\n    Sway 2  ')).toEqual([{ code: "GOT_ATTR_DUPLICATE", line: 4, column: 5, marked: "Sway 2" }]);
  });

  it("counts columns in UTF-16 code units, as the editor does, after a character beyond U+FFFF", () => {
    const text = 'Type "Support"\nSubtype "🌱" Starship';
    const [d] = attributeDiagnostics(text).diagnostics;
    expect(text.slice(d.from, d.to)).toBe("Starship");
    expect(d.column).toBe(14);
  });

  it("places lines after \\r\\n and \\r breaks as the parser splits them", () => {
    expect(lineStarts("a\r\nb\rc\nd")).toEqual([0, 3, 5, 7]);
    expect(at('Type "Support"\r\nSubtype x\r\n')).toEqual([{ code: "GOT_ATTR_SYNTAX", line: 2, column: 9, marked: "x" }]);
  });

  it("a fixed text has no finding left", () => {
    expect(at('Type "Support"\nSubtype "Starship"\nEraCosts\n    Sway 1')).toEqual([]);
  });
});

describe("hostile text: linear time and a bounded answer", () => {
  // Each hostile text at 100 KB, made by a function of its size.
  const hostile: [string, (n: number) => string][] = [
    ["100 KB in one name", (n) => `Type "Support"\n${"a".repeat(n)}`],
    ["100 KB of an unclosed quote", (n) => `Subtype "${"x".repeat(n)}`],
    ["100 KB of dotted references", (n) => `Type "Support"\nDisableIf1\n    ${"AR.".repeat(Math.round(n / 3))}`],
    ["100 KB of one-character lines", (n) => "x\n".repeat(n / 2)],
    ["100 KB of duplicate attributes", (n) => "Crew 1\n".repeat(Math.round(n / 7))],
    ["100 KB of blanks and a value", (n) => `Crew${" ".repeat(n)}1`],
    ["100 KB of slashes", (n) => `Type "Support"\nDisableIf1\n    Crew = ${"1/".repeat(n / 2)}`],
  ];
  for (const [name, make] of hostile) {
    // From 12.5 KB to 100 KB a linear parser does 8 times the work; a quadratic one far more.
    it(`answers ${name} in linear work, with at most ${MAX_DIAGNOSTICS} placed findings and the length limit named`, async () => {
      const text = make(100_000);
      const { diagnostics, more } = attributeDiagnostics(text);
      expect(await growth(make, attributeDiagnostics, 12_500)).toBeLessThan(linear());
      expect(diagnostics.length).toBeLessThanOrEqual(MAX_DIAGNOSTICS);
      expect(diagnostics[0]).toMatchObject({ code: "GOT_ATTR_TOO_LONG", from: ATTRIBUTES_MAX_LENGTH, to: text.length });
      expect(more).toBeGreaterThanOrEqual(0);
      for (const d of diagnostics) expect(d.from <= d.to && d.to <= text.length).toBe(true);
    });
  }

  it("the length limit is the catalog format's own (20,000 characters)", () => {
    expect(ATTRIBUTES_MAX_LENGTH).toBe(20_000);
    expect(at(`Crew 1\n${" ".repeat(20_000)}`)[0]).toMatchObject({ code: "GOT_ATTR_TOO_LONG", line: 2, column: 20_000 - 7 + 1 });
  });
});

describe("a text beyond the limit", () => {
  it("whose first line alone passes it has the limit as its one finding, not 'no attributes'", () => {
    expect(at(`Subtype "${"x".repeat(30_000)}"`).map((d) => d.code)).toEqual(["GOT_ATTR_TOO_LONG"]);
  });

  it("still shows the findings of its lines within the limit", () => {
    expect(at(`Type "Support"\nSubtype Starship\n${"x".repeat(30_000)}`).map((d) => [d.code, d.line])).toEqual([
      ["GOT_ATTR_TOO_LONG", 3],
      ["GOT_ATTR_SYNTAX", 2],
    ]);
  });
});

describe("columns stay within their line (fast-check)", () => {
  it("every finding with a column covers characters of its own line", () => {
    const piece = fc.constantFrom(
      'Type "Support"',
      "Subtype Starship",
      "    AR.Crew > 2",
      "DisableIf1",
      '"open',
      "Crew -1",
      "A.B.C 1",
      "  x#",
      "🌱 1",
      "\t",
      "",
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 12 })), { maxLength: 12 }), (lines) => {
        const text = lines.join("\n");
        const all = text.split(/\r\n|\r|\n/);
        for (const p of parseAttributes(text).problems) {
          if (p.column === undefined) continue;
          expect(p.column).toBeGreaterThanOrEqual(1);
          expect(p.endColumn).toBeGreaterThan(p.column);
          expect((p.endColumn ?? 0) - 1).toBeLessThanOrEqual(all[p.line - 1].length);
        }
      }),
      { numRuns: 300 },
    );
  });
});
