import { describe, expect, it } from "vitest";
import { growth, linear } from "../../support/growth";
import { PREDEFINED_ATTRIBUTES, PREDEFINED_CATEGORIES, ROLEPLAYS, SHORTCUTS } from "@/lib/games/got-cgs/attributes";
import { completeAttributes, knownNames } from "@/lib/games/got-cgs/design/completions";
import { highlightLine } from "@/lib/games/got-cgs/design/highlight";

/** Completes at the `|` of the text. */
function complete(marked: string, cards: { attributes: string }[] = []) {
  const pos = marked.indexOf("|");
  const text = marked.slice(0, pos) + marked.slice(pos + 1);
  const found = completeAttributes(text, pos, knownNames(cards));
  return found && { ...found, labels: found.options.map((o) => o.label) };
}

describe("completion of the vocabulary from the engine's tables", () => {
  it("the first word of an unindented line offers every predefined attribute, category and shortcut (Summary ▶ Predefined attributes and attribute categories, ▶ Shortcuts)", () => {
    const found = complete('Type "Support"\nRo|');
    expect(found).toMatchObject({ from: 15, typed: "Ro" });
    expect(found?.labels).toEqual(
      expect.arrayContaining([...PREDEFINED_ATTRIBUTES.map((a) => a.name), ...PREDEFINED_CATEGORIES.map((c) => c.name), ...Object.keys(SHORTCUTS)]),
    );
    expect(found?.options.find((o) => o.label === "ACC")).toMatchObject({ kind: "shortcut", detail: "AdventureCommonCosts" });
    expect(found?.options.find((o) => o.label === "Roleplay")).toMatchObject({ kind: "attribute", detail: expect.stringContaining("adventure cards") });
  });

  it("after Roleplay come its eight values, quoted (Cards ▶ Predefined attributes ▶ Roleplay)", () => {
    const found = complete('Type "Adventure"\nRoleplay |');
    expect(found?.labels).toEqual(ROLEPLAYS.map((r) => `"${r}"`));
    expect(found?.options[0]).toMatchObject({ kind: "value", detail: "Roleplay" });
  });

  it("an opened quote or an unquoted word after Type completes to a quoted value from where it starts (Cards ▶ Predefined attributes ▶ Type)", () => {
    expect(complete('Type "Sup|')).toMatchObject({ from: 5, typed: '"Sup', labels: ['"Adventure"', '"Support"'] });
    expect(complete("Type Sup|")).toMatchObject({ from: 5, typed: "Sup", labels: ['"Adventure"', '"Support"'] });
  });

  it("a condition on Roleplay offers its values after the operator (Cards ▶ Attributes ▶ Conditional operators)", () => {
    expect(complete('Type "Support"\nDenyPlayIfBuildsite\n    Roleplay = |')?.labels).toEqual(ROLEPLAYS.map((r) => `"${r}"`));
  });

  it("an indented line under a conditional category offers references: attributes and Category. with the shortcuts (Cards ▶ Attributes ▶ Matching attribute names)", () => {
    const found = complete('Type "Support"\nDisableIf1\n    A|');
    expect(found?.labels).toEqual(expect.arrayContaining(["AR.", "AdventureResources.", "EraCosts.", "Feats.", "Type"]));
    expect(found?.labels).not.toContain("DisableIf1.");
  });

  it("an indented line under costs offers the names the set's cards list there, not the predefined ones (Cards ▶ Custom attributes)", () => {
    const cards = [{ attributes: 'Type "Support"\nEraCosts\n    Sway 1\nAR\n    StarshipFlyRange 2' }];
    expect(complete('Type "Support"\nEraCosts\n    Crew 1\n\n    S|', cards)?.labels).toEqual(["Sway"]);
    expect(complete('Type "Support"\nAdventureResources\n    |', cards)?.labels).toEqual(["StarshipFlyRange"]);
  });

  it("after AR. come the resource names of the set's cards (the shortcut stands for AdventureResources)", () => {
    const cards = [{ attributes: 'Type "Support"\nAdventureResources\n    StarshipFlyRange 2\n    Crew 1' }];
    expect(complete('Type "Adventure"\nAllowSupportIf1\n    AR.|', cards)).toMatchObject({ typed: "", labels: ["Crew", "StarshipFlyRange"] });
    expect(complete('Type "Adventure"\nAllowSupportIf1\n    AR.St|', cards)).toMatchObject({ typed: "St", labels: ["Crew", "StarshipFlyRange"] });
  });

  it("offers nothing after a number, inside a line past its value, or on an attribute without listed values", () => {
    expect(complete("Level 2|")).toBeNull();
    expect(complete('Subtype "x" |')).toBeNull();
    expect(complete("Level |")).toBeNull();
  });

  it("reads at most 500 characters of the line and 2,000 lines up: a text 8 times longer costs no more than linear work", async () => {
    const lines = (n: number) => `Type "Support"\nEraCosts\n${"    Sway 1\n".repeat(n)}    |`;
    const line = (n: number) => `${"x".repeat(n)}|`;
    expect(complete(lines(9_000))).toBeNull(); // the category is more than 2,000 lines up
    expect(complete(line(100_000))).toBeNull();
    expect(await growth(lines, complete, 1_125)).toBeLessThan(linear());
    expect(await growth(line, complete, 12_500)).toBeLessThan(linear());
  });
});

describe("syntax highlighting from the engine's lexer", () => {
  const kinds = (line: string) => highlightLine(line).map((s) => [line.slice(s.from, s.to), s.kind]);

  it("tells categories, shortcuts, predefined and custom attributes, numbers, predefined values and texts apart (Summary ▶ Shortcuts)", () => {
    expect(kinds('Roleplay "Competition"')).toEqual([
      ["Roleplay", "attribute"],
      ['"Competition"', "value"],
    ]);
    expect(kinds('Subtype "Starship"')).toEqual([
      ["Subtype", "custom"],
      ['"Starship"', "text"],
    ]);
    expect(kinds("AdventureCommonCosts")).toEqual([["AdventureCommonCosts", "category"]]);
    expect(kinds("    AR.StarshipFlyRange > 2")).toEqual([
      ["AR", "shortcut"],
      [".", "punctuation"],
      ["StarshipFlyRange", "custom"],
      [">", "operator"],
      ["2", "number"],
    ]);
  });

  it("marks an unquoted word and what the lexer cannot read as invalid", () => {
    expect(kinds("Type Support")).toEqual([
      ["Type", "attribute"],
      ["Support", "invalid"],
    ]);
    expect(kinds('Subtype "open')).toEqual([
      ["Subtype", "custom"],
      ['"open', "invalid"],
    ]);
  });
});
