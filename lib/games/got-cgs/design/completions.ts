/**
 * Completion of the attributes vocabulary as the player types, from the engine's own
 * tables (attributes/vocabulary.ts; GOT CGS rules, "Summary ▶ Predefined attributes and
 * attribute categories", "▶ Shortcuts", "Cards ▶ Predefined attributes ▶ Roleplay" and
 * "▶ Type") and the custom names the set's other cards already use. Where the cursor is
 * is read with the engine's lexer: the first word of a line is a name (what names depends
 * on the category above), a word after `Category.` a listed name, a word or quote after a
 * predefined attribute one of its values.
 */
import { cardAttributes } from "../card-attributes";
import { lexLine } from "../attributes/lexer";
import {
  PREDEFINED_ATTRIBUTES,
  PREDEFINED_CATEGORIES,
  SHORTCUTS,
  expandShortcut,
  predefinedAttribute,
  predefinedCategory,
  type PredefinedCategory,
} from "../attributes/vocabulary";

export type CompletionKind = "attribute" | "category" | "shortcut" | "reference" | "custom" | "value";

export interface CompletionOption {
  label: string;
  kind: CompletionKind;
  /** What it is: the rules section, the full name of a shortcut, the attribute a value belongs to. */
  detail: string;
}

export interface Completion {
  /** Offset in the text where the completed word starts; it runs to the cursor. */
  from: number;
  /** What is typed already (from `from` to the cursor). */
  typed: string;
  options: CompletionOption[];
}

/** Custom names the set's cards use: "" for global attributes, else by category (full name). */
export type KnownNames = ReadonlyMap<string, readonly string[]>;

/** Only this much of a line before the cursor is read: names and values are far shorter. */
const MAX_LINE_READ = 500;
/** Lines read upwards to find the category an indented line belongs to. */
const MAX_LINES_UP = 2_000;

/** The custom names the given cards' attributes use (parsed by the engine), sorted. */
export function knownNames(cards: readonly { attributes?: unknown }[]): KnownNames {
  const found = new Map<string, Set<string>>();
  const add = (scope: string, name: string) => {
    if (!found.has(scope)) found.set(scope, new Set());
    found.get(scope)?.add(name);
  };
  for (const card of cards) {
    const model = cardAttributes(card).model;
    for (const name of model.global.keys()) if (!predefinedAttribute(name)) add("", name);
    for (const [category, listed] of model.lists) for (const name of listed.keys()) add(category, name);
  }
  return new Map([...found].map(([scope, names]) => [scope, [...names].sort()]));
}

const isBlank = (c: string) => c === " " || c === "\t" || c === "\u00a0";

/** The completion at `pos` in `text`, or null where nothing is to complete. */
export function completeAttributes(text: string, pos: number, known: KnownNames = new Map()): Completion | null {
  const lineStart = startOfLine(text, pos, MAX_LINE_READ);
  if (lineStart === undefined) return null;
  const before = text.slice(lineStart, pos);
  const lexed = lexLine(before, 1);
  const tokens = lexed.tokens;
  const at = (offset: number) => lineStart + offset;
  const result = (from: number, options: CompletionOption[]): Completion | null =>
    options.length === 0 ? null : { from: at(from), typed: before.slice(from), options };

  if (lexed.error !== undefined) {
    // Typing a quoted text: the values of the attribute the line starts with.
    if (lexed.error.key !== "quoteNotClosed" || !lexed.errorSpan) return null;
    return result(lexed.errorSpan.at, valuesOf(tokens[0]?.t === "name" && tokens[1]?.t !== "dot" ? tokens[0].text : undefined));
  }
  const last = tokens[tokens.length - 1];
  const typingWord = last !== undefined && last.t === "name" && last.end === before.length;
  const indented = before.length > 0 && isBlank(before[0]);

  if (tokens.length === 0 || (tokens.length === 1 && typingWord)) {
    return result(typingWord ? last.at : before.length, indented ? listedNames(categoryAbove(text, lineStart), known) : topNames(known));
  }
  if (tokens[1]?.t === "dot" && tokens[0].t === "name") {
    // `Category.` then a listed name.
    if (tokens.length === 2 && last.end === before.length) return result(before.length, namesListedBy(tokens[0].text, known));
    if (tokens.length === 3 && typingWord) return result(last.at, namesListedBy(tokens[0].text, known));
    return null;
  }
  // Value position: `Name ` / `Name = ` / `Name Com` (an unquoted word becomes the quoted value).
  if (tokens[0].t !== "name") return null;
  const valueTokens = tokens.slice(1).filter((t) => t.t !== "op");
  if (valueTokens.length === 0 && before.length > last.end) return result(before.length, valuesOf(tokens[0].text));
  if (valueTokens.length === 1 && typingWord) return result(last.at, valuesOf(tokens[0].text));
  return null;
}

/** The values a predefined attribute takes from a list (Roleplay, Type, the "Yes" ones), quoted. */
function valuesOf(name: string | undefined): CompletionOption[] {
  const def = name === undefined ? undefined : predefinedAttribute(name);
  if (def?.domain.kind !== "enum") return [];
  return def.domain.values.map((v) => ({ label: `"${v}"`, kind: "value" as const, detail: def.name }));
}

const attributeOptions = (): CompletionOption[] =>
  PREDEFINED_ATTRIBUTES.map((a) => ({
    label: a.name,
    kind: "attribute" as const,
    detail: a.placement === "any" ? a.section : `${a.section} (${a.placement} cards)`,
  }));

const customOptions = (names: readonly string[] | undefined, detail: string): CompletionOption[] =>
  (names ?? []).map((label) => ({ label, kind: "custom" as const, detail }));

/** An unindented line: a global attribute, a category or a shortcut. */
function topNames(known: KnownNames): CompletionOption[] {
  return [
    ...attributeOptions(),
    ...PREDEFINED_CATEGORIES.map((c) => ({ label: c.name, kind: "category" as const, detail: c.section })),
    ...Object.entries(SHORTCUTS).map(([short, full]) => ({ label: short, kind: "shortcut" as const, detail: full })),
    ...customOptions(known.get(""), "used on this set's cards"),
  ];
}

/** An indented line: what the category above lists. */
function listedNames(category: PredefinedCategory | undefined, known: KnownNames): CompletionOption[] {
  if (category === undefined) return [];
  if (category.contents !== "conditions") return customOptions(known.get(category.name), `in ${category.name} on this set's cards`);
  // A condition names a global attribute or `Category.Name` of a category that lists values.
  const listing = PREDEFINED_CATEGORIES.filter((c) => c.contents !== "conditions");
  return [
    ...attributeOptions(),
    ...customOptions(known.get(""), "used on this set's cards"),
    ...listing.map((c) => ({ label: `${c.name}.`, kind: "reference" as const, detail: c.section })),
    ...Object.entries(SHORTCUTS).map(([short, full]) => ({ label: `${short}.`, kind: "reference" as const, detail: full })),
  ];
}

function namesListedBy(written: string, known: KnownNames): CompletionOption[] {
  const category = predefinedCategory(written);
  if (category === undefined || category.contents === "conditions") return [];
  return customOptions(known.get(expandShortcut(written)), `in ${category.name} on this set's cards`);
}

const isBreak = (c: string) => c === "\n" || c === "\r";

/** Where the line holding `pos` starts, looking back at most `limit` characters (undefined past it). */
function startOfLine(text: string, pos: number, limit: number): number | undefined {
  for (let i = pos - 1; i >= Math.max(0, pos - limit - 1); i--) if (isBreak(text[i])) return i + 1;
  return pos <= limit ? 0 : undefined;
}

/**
 * The category an indented line at `lineStart` belongs to: the nearest unindented line
 * above, if it is a category. Reads back at most MAX_LINES_UP lines, each character once.
 */
function categoryAbove(text: string, lineStart: number): PredefinedCategory | undefined {
  let i = lineStart - 1;
  for (let n = 0; n < MAX_LINES_UP && i > 0; n++) {
    // i is on the line break ending the line above; find that line's start.
    if (text[i] === "\n" && text[i - 1] === "\r") i--;
    let start = i;
    while (start > 0 && !isBreak(text[start - 1])) start--;
    if (start < i && !isBlank(text[start])) {
      const first = lexLine(text.slice(start, Math.min(i, start + MAX_LINE_READ)), 1).tokens[0];
      return first?.t === "name" ? predefinedCategory(first.text) : undefined;
    }
    i = start - 1;
  }
  return undefined;
}
