/**
 * What each piece of an attributes line is, for syntax highlighting, read with the
 * engine's own lexer (attributes/lexer.ts) and vocabulary (GOT CGS rules, "Summary ▶
 * Predefined attributes and attribute categories", "▶ Shortcuts"): categories, shortcuts,
 * predefined and custom attributes, numbers, the predefined values (Roleplay, Type, "Yes"),
 * other texts, operators. What the lexer cannot read is "invalid" up to the line's end.
 */
import { lexLine, type Token } from "../attributes/lexer";
import { predefinedAttribute, predefinedCategory, SHORTCUTS } from "../attributes/vocabulary";

export type AttributeTokenKind = "category" | "shortcut" | "attribute" | "custom" | "number" | "value" | "text" | "operator" | "punctuation" | "invalid";

export interface HighlightSpan {
  /** UTF-16 offsets in the line, `to` exclusive. */
  from: number;
  to: number;
  kind: AttributeTokenKind;
}

const isShortcut = (name: string) => Object.hasOwn(SHORTCUTS, name);

function nameKind(name: string): AttributeTokenKind {
  if (isShortcut(name)) return "shortcut";
  if (predefinedCategory(name)) return "category";
  return predefinedAttribute(name) ? "attribute" : "custom";
}

/** The spans of one line, in order; blanks between them are not spans. */
export function highlightLine(source: string): HighlightSpan[] {
  const lexed = lexLine(source, 1);
  const tokens = lexed.tokens;
  // `Name …` or `Category.Name …`: the attribute whose values the line gives.
  const dotted = tokens[1]?.t === "dot";
  const head = tokens[0]?.t === "name" ? tokens[0].text : undefined;
  const attribute = head !== undefined && !dotted ? predefinedAttribute(head) : undefined;
  const enumValues = attribute?.domain.kind === "enum" ? attribute.domain.values : [];
  const spans = tokens.map((t, i): HighlightSpan => ({ from: t.at, to: t.end, kind: kindOf(t, i, dotted, enumValues) }));
  if (lexed.errorSpan) spans.push({ from: lexed.errorSpan.at, to: lexed.errorSpan.end, kind: "invalid" });
  return spans;
}

function kindOf(t: Token, index: number, dotted: boolean, enumValues: readonly string[]): AttributeTokenKind {
  switch (t.t) {
    case "name":
      if (dotted && index === 2) return predefinedAttribute(t.text) ? "attribute" : "custom";
      return index === 0 ? nameKind(t.text) : "invalid";
    case "number":
      return "number";
    case "text":
      return t.value.split("/").every((v) => enumValues.includes(v)) ? "value" : "text";
    case "op":
      return "operator";
    default:
      return "punctuation";
  }
}
