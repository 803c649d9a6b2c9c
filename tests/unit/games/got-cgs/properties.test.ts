import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { gotCgs } from "@/lib/games/got-cgs";
import {
  parseAttributes,
  printAttributes,
  PREDEFINED_CATEGORIES,
  type AttrValue,
  type AttributeNode,
  type AttributesAst,
  type CategoryNode,
} from "@/lib/games/got-cgs/attributes";
import type { CatalogCard } from "@/lib/games/types";
import type { GotCard } from "@/lib/games/got-cgs";
import { eraDeck, genesisCards } from "./fixtures";

/** Pieces of attribute lines, right and wrong, to reach the parser's corners faster than random text. */
const fragment = fc.constantFrom(
  'Type "Support"',
  'Type "Adventure"',
  'Roleplay "Competition"',
  "Level 0",
  "Level 2",
  "AR",
  "ACC",
  "DisableIf1",
  "AllowSupportIf1",
  "Feats",
  "    Crew 2",
  "    AR.StarshipFlyRange > 2",
  '    Subtype = "Starship"/"Drive"',
  '    Subtype < "x"',
  "\tSway 1",
  "Crew -3",
  'Subtype ""',
  '"unclosed',
  "A.B.C 1",
  "Immunelf1",
  "AllowPlayIfAnyPreviousLevel > 1",
  "",
);
const attributesText = fc.oneof(
  fc.string({ maxLength: 200, unit: "grapheme" }),
  fc.array(fc.oneof(fragment, fc.string({ maxLength: 20 })), { maxLength: 15 }).map((lines) => lines.join("\n")),
);

describe("the attributes parser never throws (fast-check)", () => {
  it("answers every text with a tree and findings, each finding on a line of the text", () => {
    fc.assert(
      fc.property(attributesText, (text) => {
        const parsed = parseAttributes(text);
        const lines = Math.max(1, text.split(/\r\n|\r|\n/).length);
        for (const p of parsed.problems) expect(p.line >= 1 && p.line <= lines).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

/** Names that are no rules names in any case, letters only. */
const customName = fc.stringMatching(/^[A-Z][a-z]{0,8}$/).map((s) => `Zq${s}`);
const safeText = fc.stringMatching(/^[A-Za-z0-9 .,!?'-]{1,20}$/);
const value: fc.Arbitrary<AttrValue> = fc.oneof(
  fc.nat({ max: 100_000 }).map((n): AttrValue => ({ kind: "int", value: n })),
  safeText.map((t): AttrValue => ({ kind: "text", value: t })),
);
const numbersCategories = PREDEFINED_CATEGORIES.filter((c) => c.contents === "numbers").map((c) => c.name);
const conditionCategories = PREDEFINED_CATEGORIES.filter((c) => c.contents === "conditions").map((c) => c.name);

const plain = (name: string, v: AttrValue): Omit<AttributeNode, "line"> => ({ kind: "attribute", ref: { name }, values: [v] });
const condition: fc.Arbitrary<Omit<AttributeNode, "line">> = fc.oneof(
  fc.record({ cat: fc.constantFrom(...numbersCategories, "Feats"), name: customName, op: fc.constantFrom("<", ">", "=" as const), n: fc.nat({ max: 50 }) }).map(
    ({ cat, name, op, n }): Omit<AttributeNode, "line"> => ({
      kind: "attribute",
      ref: { category: cat, name },
      operator: op,
      values: [{ kind: "int", value: n }],
    }),
  ),
  fc
    .record({
      name: customName,
      alts: fc.array(
        safeText.filter((t) => !t.includes("/")),
        { minLength: 1, maxLength: 3 },
      ),
    })
    .map(
      ({ name, alts }): Omit<AttributeNode, "line"> => ({
        kind: "attribute",
        ref: { name },
        operator: "=",
        values: alts.map((t) => ({ kind: "text", value: t })),
      }),
    ),
);
type Item = { global: Omit<AttributeNode, "line"> } | { category: string; attributes: Omit<AttributeNode, "line">[] };
const item: fc.Arbitrary<Item> = fc.oneof(
  fc.tuple(customName, value).map(([n, v]) => ({ global: plain(n, v) })),
  fc.record({
    category: fc.constantFrom(...numbersCategories),
    attributes: fc
      .array(fc.tuple(customName, fc.nat({ max: 999 })), { minLength: 1, maxLength: 4 })
      .map((xs) => xs.map(([n, v]) => plain(n, { kind: "int", value: v }))),
  }),
  fc.record({ category: fc.constantFrom(...conditionCategories), attributes: fc.array(condition, { minLength: 1, maxLength: 3 }) }),
);

/** A tree with the line numbers its printed text will have. */
function numbered(items: Item[]): AttributesAst {
  let line = 0;
  return {
    items: items.map((it) => {
      if ("global" in it) return { ...it.global, line: ++line } as AttributeNode;
      const cat: CategoryNode = { kind: "category", name: it.category, line: ++line, attributes: [] };
      cat.attributes = it.attributes.map((a) => ({ ...a, line: ++line }) as AttributeNode);
      return cat;
    }),
  };
}

describe("printing a parsed tree and parsing it again gives the same tree (fast-check)", () => {
  it("for generated trees of every category kind, with conditions, alternatives and references", () => {
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 8 }), (items) => {
        const ast = numbered(items);
        expect(parseAttributes(printAttributes(ast)).ast).toEqual(ast);
      }),
      { numRuns: 300 },
    );
  });

  it("for any text that parses without a finding, up to line numbers", () => {
    const noLines = (ast: AttributesAst) => JSON.parse(JSON.stringify(ast, (k, v) => (k === "line" ? undefined : v)));
    fc.assert(
      fc.property(attributesText, (text) => {
        const once = parseAttributes(text);
        if (once.problems.length > 0) return;
        expect(noLines(parseAttributes(printAttributes(once.ast)).ast)).toEqual(noLines(once.ast));
      }),
      { numRuns: 500 },
    );
  });
});

describe("validate never throws on arbitrary catalogs and headers (fast-check)", () => {
  const card: fc.Arbitrary<CatalogCard<GotCard>> = fc
    .record({
      code: fc.stringMatching(/^[a-z0-9-]{1,12}$/),
      attributes: fc.oneof(attributesText, fc.constantFrom(...genesisCards().map((c) => c.attributes ?? ""))),
      identifier: fc.option(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("GEN 007", "GEN HNP 007", "G 7")), { nil: undefined }),
      gold: fc.option(fc.boolean(), { nil: undefined }),
    })
    .map(({ code, attributes, identifier, gold }) => ({
      code,
      name: code,
      attributes,
      set: "fuzz",
      ...(identifier !== undefined ? { identifier } : {}),
      ...(gold !== undefined ? { gold } : {}),
    }));
  const headers = fc.dictionary(
    fc.constantFrom("players", "burnoff", "playmode", "hnp", "name"),
    fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("4", "10%", "epic", "yes", "0", "100%")),
  );

  it("answers with a validation whose legality matches its errors", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(card, fc.integer({ min: -2, max: 9 })), { maxLength: 12 }), headers, (entries, h) => {
        const v = gotCgs.validate(eraDeck(entries, h));
        expect(v.game).toBe("got-cgs");
        expect(v.legal).toBe(v.errors.length === 0);
        for (const i of [...v.errors, ...v.warnings]) expect(i.code).toMatch(/^GOT_[A-Z_]+$/);
      }),
      { numRuns: 300 },
    );
  });
});
