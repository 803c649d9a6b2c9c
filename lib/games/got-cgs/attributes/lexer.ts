/**
 * Splits one line of an attributes text into tokens (GOT CGS rules, "Cards ▶ Attributes"):
 * names, integers, quoted texts, the operators `=` `<` `>`, the alternative mark `/`
 * and the dot of `CategoryName.Name`. The lexer knows no grammar; it never throws.
 */
import { type AttrWords, words } from "./ast";

export type Token = (
  | { t: "name"; text: string }
  | { t: "number"; raw: string }
  | { t: "text"; value: string }
  | { t: "op"; op: "=" | "<" | ">" }
  | { t: "slash" }
  | { t: "dot" }
) &
  Span;

/** Where a token stands in its line: UTF-16 offsets from the line's start, `end` exclusive (as editors count columns). */
export interface Span {
  at: number;
  end: number;
}

export interface LexedLine {
  line: number;
  /** True when the line starts with white space: an attribute listed by a category. */
  indented: boolean;
  tokens: Token[];
  /** The first character that is no token, or an unclosed quote. */
  error?: AttrWords;
  /** Where the error starts (the character, or the opening quote) and ends (the line's end). */
  errorSpan?: Span;
}

const isOpenQuote = (c: string) => c === '"' || c === "“" || c === "„";
const isCloseQuote = (c: string) => c === '"' || c === "”" || c === "“";
// ASCII letters are answered without the regular expression (the same answer, and most text is ASCII).
const isLetter = (c: string) => (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c > "\u007f" && /\p{L}/u.test(c));
const isDigit = (c: string) => c >= "0" && c <= "9";
const isSpace = (c: string) => c === " " || c === "\t" || c === "\u00a0";

/** Splits an attributes text into lines: `\n`, `\r\n` or `\r`. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** The span of characters `from` to `to` (exclusive), by their UTF-16 offsets. */
function spanOf(offset: readonly number[], from: number, to: number): Span {
  return { at: offset[from], end: offset[to] };
}

export function lexLine(source: string, line: number): LexedLine {
  const chars = Array.from(source);
  // offset[i]: the UTF-16 offset of chars[i] in the line (a character beyond U+FFFF takes two).
  const offset: number[] = new Array(chars.length + 1);
  offset[0] = 0;
  for (let k = 0; k < chars.length; k++) offset[k + 1] = offset[k] + chars[k].length;
  const tokens: Token[] = [];
  let i = 0;
  while (i < chars.length && isSpace(chars[i])) i++;
  const indented = i > 0;
  while (i < chars.length) {
    const c = chars[i];
    if (isSpace(c)) {
      i++;
    } else if (isLetter(c)) {
      let j = i + 1;
      while (j < chars.length && (isLetter(chars[j]) || isDigit(chars[j]))) j++;
      tokens.push({ t: "name", text: chars.slice(i, j).join(""), ...spanOf(offset, i, j) });
      i = j;
    } else if (isDigit(c) || (c === "-" && i + 1 < chars.length && isDigit(chars[i + 1]))) {
      let j = i + 1;
      while (j < chars.length && isDigit(chars[j])) j++;
      if (j + 1 < chars.length && (chars[j] === "." || chars[j] === ",") && isDigit(chars[j + 1])) {
        j += 2;
        while (j < chars.length && isDigit(chars[j])) j++;
      }
      tokens.push({ t: "number", raw: chars.slice(i, j).join(""), ...spanOf(offset, i, j) });
      i = j;
    } else if (isOpenQuote(c)) {
      let j = i + 1;
      while (j < chars.length && !isCloseQuote(chars[j])) j++;
      if (j >= chars.length) {
        return { line, indented, tokens, error: words("quoteNotClosed", "a quoted text is not closed"), errorSpan: spanOf(offset, i, chars.length) };
      }
      tokens.push({ t: "text", value: chars.slice(i + 1, j).join(""), ...spanOf(offset, i, j + 1) });
      i = j + 1;
    } else if (c === "=" || c === "<" || c === ">") {
      tokens.push({ t: "op", op: c, ...spanOf(offset, i, i + 1) });
      i++;
    } else if (c === "/") {
      tokens.push({ t: "slash", ...spanOf(offset, i, i + 1) });
      i++;
    } else if (c === ".") {
      tokens.push({ t: "dot", ...spanOf(offset, i, i + 1) });
      i++;
    } else {
      const error = words("unexpectedCharacter", `unexpected character ${JSON.stringify(c)}`, { character: JSON.stringify(c) });
      return { line, indented, tokens, error, errorSpan: spanOf(offset, i, chars.length) };
    }
  }
  return { line, indented, tokens };
}
