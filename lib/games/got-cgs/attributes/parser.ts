/**
 * Builds the attributes tree from the lexed lines (GOT CGS rules, "Cards ▶ Attributes"
 * and its sections "Categories", "Shortcuts", "Matching attribute names", "Conditional
 * operators"). Structure only: value domains, operators, duplicates and placement are
 * checked in checks.ts. Never throws; a line that does not parse is left out of the tree
 * and reported as GOT_ATTR_SYNTAX (or GOT_ATTR_VALUE for a number that is not an integer ≥ 0).
 */
import {
  words,
  type AttrProblem,
  type AttrRef,
  type AttrValue,
  type AttrWords,
  type AttributeNode,
  type AttributesAst,
  type CategoryNode,
  type Operator,
} from "./ast";
import { lexLine, splitLines, type LexedLine, type Span, type Token } from "./lexer";
import { expandShortcut, isPredefinedName, nearPredefinedName, predefinedAttribute, predefinedCategory } from "./vocabulary";

export interface ParseOutput {
  ast: AttributesAst;
  problems: AttrProblem[];
}

/** The category receiving indented lines; `node` is null for a category the rules do not know. */
interface OpenCategory {
  node: CategoryNode | null;
  line: number;
  /** The category name's place in its line. */
  span: Span;
  sawLines: boolean;
}

const MAX_SHOWN = 40;
const show = (s: string) => (s.length > MAX_SHOWN ? `${s.slice(0, MAX_SHOWN - 1)}…` : s);
/** A problem's columns (1-based, end exclusive) from a span of its line. */
const columns = (span: Span | undefined) => (span === undefined ? {} : { column: span.at + 1, endColumn: span.end + 1 });
const through = (from: Token, to: Token): Span => ({ at: from.at, end: to.end });
/** A finding from what it says, at its place in the line. */
const found = (code: AttrProblem["code"], line: number, said: AttrWords, span?: Span): AttrProblem => ({
  code,
  line,
  message: said.text,
  key: said.key,
  ...(said.values ? { values: said.values } : {}),
  ...columns(span),
});

export function parseAttributesText(text: string): ParseOutput {
  const items: AttributesAst["items"] = [];
  const problems: AttrProblem[] = [];
  const syntax = (line: number, said: AttrWords, span?: Span) => problems.push(found("GOT_ATTR_SYNTAX", line, said, span));
  let open: OpenCategory | undefined;

  const close = () => {
    // GOT CGS rules, "Cards ▶ Attributes ▶ Categories": a category lists a list of attributes.
    if (open?.node && !open.sawLines)
      syntax(
        open.line,
        words("emptyCategory", `the category ${open.node.name} lists no attributes (indent them under it)`, { category: open.node.name }),
        open.span,
      );
    open = undefined;
  };

  const lines = splitLines(text);
  for (const [index, source] of lines.entries()) {
    const lexed = lexLine(source, index + 1);
    if (lexed.tokens.length === 0 && lexed.error === undefined) continue;
    if (!lexed.indented) close();
    else if (open) open.sawLines = true;
    if (lexed.error !== undefined) {
      syntax(lexed.line, lexed.error, lexed.errorSpan);
      continue;
    }
    const parsed = parseLine(lexed, open, problems);
    if (parsed === undefined) continue;
    if (parsed.kind === "category") {
      items.push(parsed.node);
      open = { node: parsed.node, line: lexed.line, span: lexed.tokens[0], sawLines: false };
    } else if (parsed.kind === "unknown-category") {
      open = { node: null, line: lexed.line, span: lexed.tokens[0], sawLines: false };
    } else if (lexed.indented) {
      open!.node?.attributes.push(parsed.node);
    } else {
      items.push(parsed.node);
    }
  }
  close();
  if (items.length === 0 && problems.length === 0) syntax(1, words("noAttributes", "the card has no attributes (every card has at least its Type)"));
  return { ast: { items }, problems };
}

type LineResult = { kind: "attribute"; node: AttributeNode } | { kind: "category"; node: CategoryNode } | { kind: "unknown-category" } | undefined;

function parseLine(lexed: LexedLine, open: OpenCategory | undefined, problems: AttrProblem[]): LineResult {
  const { line, tokens, indented } = lexed;
  const syntax = (said: AttrWords, span?: Span): undefined => {
    problems.push(found("GOT_ATTR_SYNTAX", line, said, span));
    return undefined;
  };
  // GOT CGS rules, "Cards ▶ Attributes": an attribute is a name, a blank space and a value.
  const first = tokens[0];
  if (first.t !== "name") return syntax(words("lineStart", "a line starts with an attribute or category name"), first);
  const bad = badName(first.text, true);
  if (bad) {
    syntax(bad, first);
    // A misspelt category still owns the indented lines below it.
    return !indented && tokens.length === 1 ? { kind: "unknown-category" } : undefined;
  }

  let pos = 1;
  let ref: AttrRef = { name: first.text };
  // GOT CGS rules, "Cards ▶ Attributes ▶ Matching attribute names": "CategoryName.Name".
  if (tokens[pos]?.t === "dot") {
    const second = tokens[pos + 1];
    if (second?.t !== "name")
      return syntax(
        words("afterDot", `after "${first.text}." comes the name of an attribute listed by that category`, { category: first.text }),
        second ?? tokens[pos],
      );
    const badSecond = badName(second.text, false);
    if (badSecond) return syntax(badSecond, second);
    if (tokens[pos + 2]?.t === "dot") return syntax(words("oneDot", "a reference has at most one dot: CategoryName.Name"), tokens[pos + 2]);
    ref = { category: expandShortcut(first.text), name: second.text };
    pos += 2;
  }

  const refSpan = through(first, tokens[pos - 1]);
  if (pos === tokens.length) return nameAlone(ref, first.text, indented, line, (said) => syntax(said, refSpan));

  const rest = parseValuePart(tokens.slice(pos), problems, line, refLabel(ref, first.text));
  if (rest === undefined) return undefined;

  if (ref.category === undefined && predefinedCategory(ref.name)) {
    const full = expandShortcut(ref.name);
    return syntax(
      indented
        ? words("categoryNested", `${full} is a category; categories may not be listed by other categories`, { category: full })
        : words("categoryAlone", `${full} is a category: write it alone on its line and indent the attributes it lists`, { category: full }),
      refSpan,
    );
  }
  if (indented && !open) return syntax(words("indentedAlone", "an indented attribute must follow the category that lists it"), refSpan);
  if (ref.category !== undefined) {
    if (!predefinedCategory(ref.category))
      return syntax(
        words("unknownCategoryRef", `${ref.category} is not a category of the rules, so ${ref.category}.${ref.name} refers to nothing`, {
          category: ref.category,
          name: ref.name,
        }),
        first,
      );
    const listedBy = open?.node ? predefinedCategory(open.node.name) : undefined;
    if (!indented || (open?.node && listedBy?.contents !== "conditions")) {
      return syntax(
        words("referenceOutsideCondition", `a reference such as ${first.text}.${ref.name} is written only in a condition, listed by a conditional category`, {
          reference: `${first.text}.${ref.name}`,
        }),
        refSpan,
      );
    }
  }
  const node: AttributeNode = { kind: "attribute", ref, values: rest.values, line };
  if (rest.operator !== undefined) node.operator = rest.operator;
  return { kind: "attribute", node };
}

/** A name alone on its line: a category (unindented), else a missing value. */
function nameAlone(ref: AttrRef, written: string, indented: boolean, line: number, syntax: (said: AttrWords) => undefined): LineResult {
  const label = ref.category === undefined ? ref.name : `${written}.${ref.name}`;
  // GOT CGS rules, "Cards ▶ Attributes ▶ Categories": categories may not be imbricated.
  if (indented && ref.category === undefined && predefinedCategory(ref.name)) {
    const full = expandShortcut(ref.name);
    return syntax(words("categoryNested", `${full} is a category; categories may not be listed by other categories`, { category: full }));
  }
  if (indented || ref.category !== undefined)
    return syntax(words("noValue", `${label} has no value (a name, a blank space, then an integer or a quoted text)`, { label }));
  const category = predefinedCategory(ref.name);
  if (category) return { kind: "category", node: { kind: "category", name: category.name, line, attributes: [] } };
  if (predefinedAttribute(ref.name)) return syntax(words("attributeNeedsValue", `${ref.name} is an attribute and needs a value`, { name: ref.name }));
  syntax(
    words("notCategoryNoValue", `${show(ref.name)} is not a category of the rules, and an attribute needs a value after a blank space`, {
      name: show(ref.name),
    }),
  );
  return { kind: "unknown-category" };
}

/** `[operator] value ('/' value)*` after the name. */
function parseValuePart(tokens: Token[], problems: AttrProblem[], line: number, label: string): { operator?: Operator; values: AttrValue[] } | undefined {
  const syntax = (said: AttrWords, span: Span): undefined => {
    problems.push(found("GOT_ATTR_SYNTAX", line, said, span));
    return undefined;
  };
  let pos = 0;
  let operator: Operator | undefined;
  const head = tokens[0];
  if (head.t === "op") {
    operator = head.op;
    pos = 1;
  }
  const values: AttrValue[] = [];
  let valueProblem = false;
  for (;;) {
    const token = tokens[pos];
    if (token === undefined)
      return syntax(words("noValueAfter", `${label} has no value after ${operator ?? "its name"}`, { label, operator: operator ?? "none" }), tokens[pos - 1]);
    if (token.t === "name")
      return syntax(
        words("textInQuotes", `text values are written in quotes: ${label} ${operator ? `${operator} ` : ""}"${show(token.text)}"`, {
          label,
          operator: operator ?? "none",
          text: show(token.text),
        }),
        token,
      );
    if (token.t === "op") return syntax(words("twoOperators", `${label} has more than one operator`, { label }), token);
    if (token.t === "number") {
      const n = integerValue(token.raw);
      if (typeof n !== "number") {
        // GOT CGS rules, "Cards ▶ Attributes": an integer number, at least 0.
        problems.push(found("GOT_ATTR_VALUE", line, words(n.key, `${label}: ${n.text}`, { ...n.values, label }), token));
        valueProblem = true;
      } else values.push({ kind: "int", value: n });
    } else if (token.t === "text") {
      // GOT CGS rules, "Cards ▶ Attributes ▶ Conditional operators": with "=", elements separated by "/".
      const parts = operator === "=" ? token.value.split("/") : [token.value];
      for (const p of parts) values.push({ kind: "text", value: p });
    } else {
      return syntax(words("valueKind", `${label}: a value is an integer or a quoted text`, { label }), token);
    }
    pos++;
    if (pos === tokens.length) break;
    if (tokens[pos].t !== "slash")
      return syntax(
        words("afterValue", `${label}: unexpected text after the value (alternatives are separated by /)`, { label }),
        through(tokens[pos], tokens[tokens.length - 1]),
      );
    pos++;
  }
  return valueProblem ? undefined : operator === undefined ? { values } : { operator, values };
}

function integerValue(raw: string): number | AttrWords {
  const value = { raw: show(raw) };
  if (!/^\d+$/.test(raw))
    return raw.startsWith("-")
      ? words("negative", `${show(raw)} is negative; numbers are integers of at least 0`, value)
      : words("notInteger", `${show(raw)} is not an integer`, value);
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : words("tooLarge", `${show(raw)} is too large`, value);
}

/**
 * GOT CGS rules, "Cards ▶ Attributes": a name is formed only by letters (the rules' own
 * names may end in 1: Recover1, DisableIf1 …). With `near`, a name that differs from a
 * rules name only by case or by "lf" for "If" is refused with a hint, not taken as custom.
 */
function badName(name: string, near: boolean): AttrWords | undefined {
  if (isPredefinedName(name)) return undefined;
  const lettersOnly = /^\p{L}+$/u.test(name);
  const meant = near || !lettersOnly ? nearPredefinedName(name) : undefined;
  if (meant !== undefined) return words("notRulesName", `${show(name)} is not a name of the rules; did you mean ${meant}?`, { name: show(name), meant });
  return lettersOnly ? undefined : words("lettersOnly", `${show(name)}: names are formed only by letters`, { name: show(name) });
}

function refLabel(ref: AttrRef, written: string): string {
  return ref.category === undefined ? ref.name : `${written}.${ref.name}`;
}
