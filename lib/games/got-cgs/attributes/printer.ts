/**
 * Writes an attributes tree back as text in the layout of the rules' examples (GOT CGS
 * rules, "Cards ▶ Attributes ▶ Categories"): global attributes and category names at the
 * left, listed attributes indented by four spaces, shortcuts written in full.
 */
import { refText, type AttrValue, type AttributeNode, type AttributesAst } from "./ast";

const INDENT = "    ";

function value(v: AttrValue): string {
  return v.kind === "int" ? String(v.value) : `"${v.value}"`;
}

export function printAttribute(a: AttributeNode): string {
  const values = a.values.map(value).join("/");
  return a.operator === undefined ? `${refText(a.ref)} ${values}` : `${refText(a.ref)} ${a.operator} ${values}`;
}

export function printAttributes(ast: AttributesAst): string {
  const lines: string[] = [];
  for (const item of ast.items) {
    if (item.kind === "attribute") lines.push(printAttribute(item));
    else {
      lines.push(item.name);
      for (const a of item.attributes) lines.push(INDENT + printAttribute(a));
    }
  }
  return lines.join("\n");
}
