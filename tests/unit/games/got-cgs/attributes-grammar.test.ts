import { describe, expect, it } from "vitest";
import { parseAttributes, type AttributeNode, type CategoryNode } from "@/lib/games/got-cgs/attributes";

/** The codes found in an attributes text (small fixtures written for each rule). */
const codes = (text: string) => parseAttributes(text).problems.map((p) => p.code);
const clean = (text: string) => expect(parseAttributes(text).problems).toEqual([]);
const first = (text: string) => parseAttributes(text).ast.items[0];

describe('GOT CGS rules, "Cards ▶ Attributes": names and values', () => {
  it("accepts names formed only by letters, and the rules' own names ending in 1", () => {
    clean('Type "Support"\nStarshipFirePower 2\nRecover1 "Yes"');
    clean('Type "Support"\nDisableIf1\n    Subtype = "Starship"');
  });

  it("refuses a name with a digit or another character (GOT_ATTR_SYNTAX)", () => {
    expect(codes("Starship2 1")).toEqual(["GOT_ATTR_SYNTAX"]);
    expect(codes("Fire_Power 1")).toEqual(["GOT_ATTR_SYNTAX"]);
    expect(codes("Fire-Power 1")).toEqual(["GOT_ATTR_SYNTAX"]);
  });

  it("refuses a rules name in the wrong case or misread 'lf' for 'If', with a hint", () => {
    const lower = parseAttributes('roleplay "Battle"').problems;
    expect(lower.map((p) => p.code)).toEqual(["GOT_ATTR_SYNTAX"]);
    expect(lower[0].message).toContain("Roleplay");
    const misread = parseAttributes('Type "Support"\nImmunelf1\n    AR.TimeDistortionStrength < 1').problems;
    expect(misread).toHaveLength(1);
    expect(misread[0].message).toContain("ImmuneIf1");
  });

  it("reads an integer value of at least 0", () => {
    expect(first("Crew 0")).toMatchObject({ ref: { name: "Crew" }, values: [{ kind: "int", value: 0 }], line: 1 });
    clean("Crew 0");
  });

  it("refuses a negative or fractional number (GOT_ATTR_VALUE)", () => {
    expect(codes("Crew -1")).toEqual(["GOT_ATTR_VALUE"]);
    expect(codes("Crew 1.5")).toEqual(["GOT_ATTR_VALUE"]);
    expect(codes("Crew 99999999999999999999")).toEqual(["GOT_ATTR_VALUE"]);
  });

  it("reads a text value of any number of words in quotes", () => {
    expect(first('Subtype "Starship drive"')).toMatchObject({ values: [{ kind: "text", value: "Starship drive" }] });
    expect(first("Subtype “Starship drive”")).toMatchObject({ values: [{ kind: "text", value: "Starship drive" }] });
  });

  it("refuses a text value without quotes or with an unclosed quote (GOT_ATTR_SYNTAX)", () => {
    expect(codes("Type Support")).toEqual(["GOT_ATTR_SYNTAX"]);
    expect(parseAttributes("Type Support").problems[0].message).toContain('"Support"');
    expect(codes('Subtype "Starship')).toEqual(["GOT_ATTR_SYNTAX"]);
    expect(codes('Subtype "Starship" "drive"')).toEqual(["GOT_ATTR_SYNTAX"]);
  });

  it("refuses an empty text value (GOT_ATTR_VALUE)", () => {
    expect(codes('Subtype ""')).toEqual(["GOT_ATTR_VALUE"]);
    expect(codes('Subtype "   "')).toEqual(["GOT_ATTR_VALUE"]);
  });

  it("refuses a name without a value, and a card without attributes (GOT_ATTR_SYNTAX)", () => {
    expect(codes("Level")).toEqual(["GOT_ATTR_SYNTAX"]);
    expect(codes("")).toEqual(["GOT_ATTR_SYNTAX"]);
    expect(codes("\n  \n")).toEqual(["GOT_ATTR_SYNTAX"]);
  });

  it("allows an attribute a single time on a card (GOT_ATTR_DUPLICATE on the second)", () => {
    const dup = parseAttributes('Type "Support"\nCrew 1\nCrew 2').problems;
    expect(dup).toEqual([expect.objectContaining({ code: "GOT_ATTR_DUPLICATE", line: 3 })]);
    expect(codes('Type "Adventure"\nType "Support"')).toEqual(["GOT_ATTR_DUPLICATE"]);
  });

  it("lets the same name stand once in each category", () => {
    clean('Type "Support"\nEraCosts\n    Sway 1\nEraResources\n    Sway 2');
  });
});

describe('GOT CGS rules, "Cards ▶ Attributes ▶ Categories"', () => {
  it("reads a category name alone on its line with its indented attributes, then global ones again", () => {
    const { ast, problems } = parseAttributes('Type "Support"\nAdventureResources\n    StarshipFlyRange 7\n\tCrew 1\nUnique "Magellan"');
    expect(problems).toEqual([]);
    expect(ast.items.map((i) => [i.kind, i.line])).toEqual([
      ["attribute", 1],
      ["category", 2],
      ["attribute", 5],
    ]);
    const cat = ast.items[1] as CategoryNode;
    expect(cat.name).toBe("AdventureResources");
    expect(cat.attributes.map((a) => [a.ref.name, a.line])).toEqual([
      ["StarshipFlyRange", 3],
      ["Crew", 4],
    ]);
  });

  it("refuses nested categories (GOT_ATTR_SYNTAX)", () => {
    expect(codes('Type "Support"\nEraCosts\n    EraResources\n        Sway 1')).toContain("GOT_ATTR_SYNTAX");
    expect(codes('Type "Support"\nEraCosts\n    AR 1')).toEqual(["GOT_ATTR_SYNTAX"]);
  });

  it("allows a category a single time on a card (GOT_ATTR_DUPLICATE)", () => {
    expect(codes('Type "Support"\nEraCosts\n    Sway 1\nEraCosts\n    Crew 1')).toEqual(["GOT_ATTR_DUPLICATE"]);
  });

  it("lists an attribute a single time within a category (GOT_ATTR_DUPLICATE)", () => {
    expect(codes('Type "Support"\nEraCosts\n    Sway 1\n    Sway 2')).toEqual(["GOT_ATTR_DUPLICATE"]);
  });

  it("knows only the rules' categories: a custom one is GOT_ATTR_SYNTAX once, its lines absorbed", () => {
    expect(codes('Type "Support"\nWeapons\n    Laser 1\n    Cannon 2')).toEqual(["GOT_ATTR_SYNTAX"]);
  });

  it("refuses an empty category, an indented line without category, and a category with a value", () => {
    expect(codes('EraCosts\nType "Support"')).toEqual(["GOT_ATTR_SYNTAX"]);
    expect(codes('    Crew 1\nType "Support"')).toEqual(["GOT_ATTR_SYNTAX"]);
    expect(codes('Type "Support"\nEraCosts 1')).toEqual(["GOT_ATTR_SYNTAX"]);
  });
});

describe('GOT CGS rules, "Summary ▶ Shortcuts": AC, ACC, AR, EC, ER', () => {
  const cases: [string, string][] = [
    ["AC", "AdventureCosts"],
    ["ACC", "AdventureCommonCosts"],
    ["AR", "AdventureResources"],
    ["EC", "EraCosts"],
    ["ER", "EraResources"],
  ];
  for (const [short, full] of cases) {
    it(`${short} is the category ${full}`, () => {
      const { ast, problems } = parseAttributes(`Type "Support"\n${short}\n    Crew 1`);
      expect(problems).toEqual([]);
      expect((ast.items[1] as CategoryNode).name).toBe(full);
    });
  }

  it("a shortcut and its full name are the same category (GOT_ATTR_DUPLICATE)", () => {
    expect(codes('Type "Support"\nAR\n    Crew 1\nAdventureResources\n    Sway 1')).toEqual(["GOT_ATTR_DUPLICATE"]);
  });

  it("a shortcut is expanded in the category part of a reference", () => {
    const cond = (parseAttributes('Type "Support"\nDisableIf1\n    ACC.Crew > 1').ast.items[1] as CategoryNode).attributes[0];
    expect(cond.ref).toEqual({ category: "AdventureCommonCosts", name: "Crew" });
  });
});

describe('GOT CGS rules, "Cards ▶ Attributes ▶ Matching attribute names": CategoryName.Name', () => {
  it("reads a dotted reference in a condition as category and attribute", () => {
    const { ast, problems } = parseAttributes('Type "Support"\nDisableIf1\n    AR.StarshipCapacity > 2\n    Subtype = "Starship"');
    expect(problems).toEqual([]);
    const [dotted, plain] = (ast.items[1] as CategoryNode).attributes;
    expect(dotted.ref).toEqual({ category: "AdventureResources", name: "StarshipCapacity" });
    expect(plain.ref).toEqual({ name: "Subtype" });
  });

  it("refuses a dotted reference outside a condition, to an unknown category, or with two dots", () => {
    expect(codes('Type "Support"\nAR.Crew 1')).toEqual(["GOT_ATTR_SYNTAX"]);
    expect(codes('Type "Support"\nEraCosts\n    AR.Crew 1')).toEqual(["GOT_ATTR_SYNTAX"]);
    expect(codes('Type "Support"\nDisableIf1\n    Weapons.Laser > 1')).toEqual(["GOT_ATTR_SYNTAX"]);
    expect(codes('Type "Support"\nDisableIf1\n    AR.Crew.Size > 1')).toEqual(["GOT_ATTR_SYNTAX"]);
  });
});

describe('GOT CGS rules, "Cards ▶ Attributes ▶ Conditional operators"', () => {
  const support = (lines: string) => `Type "Support"\nDisableIf1\n${lines}`;
  const condition = (text: string) => (parseAttributes(text).ast.items[1] as CategoryNode).attributes[0] as AttributeNode;

  it("reads =, < and > between name and value", () => {
    clean(support('    Subtype = "Starship"\n    AR.StarshipCapacity > 2\n    AR.Crew < 3'));
    expect(condition(support("    AR.Crew < 3"))).toMatchObject({ operator: "<", values: [{ kind: "int", value: 3 }] });
  });

  it("with =, reads alternatives separated by /", () => {
    expect(condition(support('    Subtype = "Starship"/"Starship weapon"')).values).toEqual([
      { kind: "text", value: "Starship" },
      { kind: "text", value: "Starship weapon" },
    ]);
    expect(condition(support('    Subtype = "Starship/Starship weapon"')).values).toHaveLength(2);
    expect(condition(support("    AR.Crew = 1/2/3")).values.map((v) => v.value)).toEqual([1, 2, 3]);
  });

  it("a condition without an operator is GOT_ATTR_OPERATOR", () => {
    expect(codes(support('    Subtype "Starship"'))).toEqual(["GOT_ATTR_OPERATOR"]);
  });

  it("a text value takes only = (GOT_ATTR_OPERATOR with < or >)", () => {
    expect(codes(support('    Subtype < "Starship"'))).toEqual(["GOT_ATTR_OPERATOR"]);
    expect(codes(support('    Subtype > "Starship"'))).toEqual(["GOT_ATTR_OPERATOR"]);
  });

  it("alternatives go only with = (GOT_ATTR_OPERATOR)", () => {
    expect(codes(support("    AR.Crew > 1/2"))).toEqual(["GOT_ATTR_OPERATOR"]);
    expect(codes('Type "Support"\nCrew 1/2')).toEqual(["GOT_ATTR_OPERATOR"]);
  });

  it("only conditional attributes take an operator (GOT_ATTR_OPERATOR on others)", () => {
    expect(codes('Type "Support"\nCrew > 1')).toEqual(["GOT_ATTR_OPERATOR"]);
    expect(codes('Type "Support"\nEraCosts\n    Sway = 1')).toEqual(["GOT_ATTR_OPERATOR"]);
  });

  it("alternatives may not mix numbers and texts (GOT_ATTR_VALUE)", () => {
    expect(codes(support('    Subtype = 1/"Starship"'))).toEqual(["GOT_ATTR_VALUE"]);
  });

  it('"Predefined attributes ▶ Conditional play": previous-level conditions take only > and an integer of at least 1', () => {
    clean('Type "Adventure"\nLevel 2\nAllowPlayIfAnyPreviousLevel > 1\nAllowPlayIfPreviousLevel > 2');
    expect(codes('Type "Adventure"\nAllowPlayIfAnyPreviousLevel = 1')).toEqual(["GOT_ATTR_OPERATOR"]);
    expect(codes('Type "Adventure"\nAllowPlayIfAnyPreviousLevel 1')).toEqual(["GOT_ATTR_OPERATOR"]);
    expect(codes('Type "Adventure"\nAllowPlayIfPreviousLevel > 0')).toEqual(["GOT_ATTR_VALUE"]);
  });
});
