/**
 * The attributes language of GOT CGS cards: lexer → parser → checks → interpreter.
 * See attributes.md beside this file for the grammar.
 */
import type { AttrProblem, AttributesAst } from "./ast";
import { checkAttributes } from "./checks";
import { interpret, type CardModel } from "./interpreter";
import { parseAttributesText } from "./parser";

export interface ParsedAttributes {
  ast: AttributesAst;
  /** Every GOT_ATTR_* finding, by line. Empty when the text keeps every rule. */
  problems: AttrProblem[];
  model: CardModel;
}

/** Parses and checks an attributes text. Never throws, whatever the text. */
export function parseAttributes(text: string): ParsedAttributes {
  const parsed = parseAttributesText(typeof text === "string" ? text : "");
  const problems = [...parsed.problems, ...checkAttributes(parsed.ast)].sort((a, b) => a.line - b.line);
  return { ast: parsed.ast, problems, model: interpret(parsed.ast) };
}

export * from "./ast";
export { conditionHolds, lookup, numbersIn, cardTypeOf, type CardModel } from "./interpreter";
export { printAttributes, printAttribute } from "./printer";
export { lexLine, splitLines, type Token } from "./lexer";
export * from "./vocabulary";
