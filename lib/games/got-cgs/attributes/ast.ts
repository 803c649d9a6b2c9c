/**
 * The typed tree of a card's attributes text (GOT CGS rules, "Cards ▶ Attributes").
 * Names are stored in full: the shortcuts AC, ACC, AR, EC, ER are already expanded.
 * Lines are 1-based lines of the attributes text.
 */

/** GOT CGS rules, "Cards ▶ Attributes": a value is an integer (at least 0) or a quoted text. */
export type AttrValue = { kind: "int"; value: number } | { kind: "text"; value: string };

/** GOT CGS rules, "Cards ▶ Attributes ▶ Conditional operators". */
export type Operator = "=" | "<" | ">";

/** GOT CGS rules, "Cards ▶ Attributes ▶ Matching attribute names": `Name` or `CategoryName.Name`. */
export interface AttrRef {
  category?: string;
  name: string;
}

export interface AttributeNode {
  kind: "attribute";
  ref: AttrRef;
  /** Only conditional attributes carry an operator. */
  operator?: Operator;
  /** One value, or several alternatives separated by `/` (only with `=`). */
  values: AttrValue[];
  line: number;
}

export interface CategoryNode {
  kind: "category";
  name: string;
  line: number;
  attributes: AttributeNode[];
}

/** Global attributes and categories, in the order the card prints them. */
export interface AttributesAst {
  items: (AttributeNode | CategoryNode)[];
}

/**
 * What a finding says: the English text (the API, the CLI and an English page read it) and
 * the key and values that say it in the reader's language (messages gotAttributes.json).
 */
export interface AttrWords {
  key: string;
  values?: Record<string, string | number>;
  text: string;
}

export const words = (key: string, text: string, values?: Record<string, string | number>): AttrWords => (values ? { key, values, text } : { key, text });

/** A finding about one line of the attributes text (the card code is added by the caller). */
export interface AttrProblem {
  code: "GOT_ATTR_SYNTAX" | "GOT_ATTR_DUPLICATE" | "GOT_ATTR_VALUE" | "GOT_ATTR_OPERATOR" | "GOT_ATTR_PLACEMENT";
  line: number;
  message: string;
  /** The message's key and values (AttrWords). */
  key: string;
  values?: Record<string, string | number>;
  /** The 1-based column where what it is about starts, counted in UTF-16 code units as editors do; absent for a finding about the whole line. */
  column?: number;
  /** The column just after it (exclusive); present with `column`. */
  endColumn?: number;
}

export function refText(ref: AttrRef): string {
  return ref.category === undefined ? ref.name : `${ref.category}.${ref.name}`;
}

export function globalAttributes(ast: AttributesAst): AttributeNode[] {
  return ast.items.filter((i): i is AttributeNode => i.kind === "attribute");
}

export function categories(ast: AttributesAst): CategoryNode[] {
  return ast.items.filter((i): i is CategoryNode => i.kind === "category");
}
