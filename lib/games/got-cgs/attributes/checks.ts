/**
 * The rules an attributes tree must keep beyond its syntax: each attribute and category
 * once, operators only on conditions, values inside their domains, and adventure-only /
 * support-only names on the right cards. Each rule is one function citing its section.
 */
import { categories, globalAttributes, refText, words, type AttrProblem, type AttrValue, type AttributeNode, type AttributesAst, type AttrWords } from "./ast";
import { cardTypeOf } from "./interpreter";
import { predefinedAttribute, predefinedCategory, type Domain, type PredefinedCategory } from "./vocabulary";

export function checkAttributes(ast: AttributesAst): AttrProblem[] {
  return [...duplicates(ast), ...operators(ast), ...values(ast), ...placement(ast)].sort((a, b) => a.line - b.line);
}

const problem = (code: AttrProblem["code"], line: number, said: AttrWords): AttrProblem => ({
  code,
  line,
  message: said.text,
  key: said.key,
  ...(said.values ? { values: said.values } : {}),
});
const show = (v: AttrValue) => (v.kind === "int" ? String(v.value) : `"${v.value.length > 40 ? `${v.value.slice(0, 39)}…` : v.value}"`);

// GOT CGS rules, "Cards ▶ Attributes" and "Cards ▶ Attributes ▶ Categories": an attribute, and a category, may be present a single time on a card.
function duplicates(ast: AttributesAst): AttrProblem[] {
  const out: AttrProblem[] = [];
  // `what` says the thing as "the attribute X", "the category X" or "X in C"; its key and values come with it.
  const seen = (scope: Map<string, number>, key: string, line: number, what: AttrWords) => {
    const first = scope.get(key);
    if (first === undefined) scope.set(key, line);
    else
      out.push(
        problem(
          "GOT_ATTR_DUPLICATE",
          line,
          words(what.key, `${what.text} is already on line ${first}; it may be present a single time`, { ...what.values, first }),
        ),
      );
  };
  const globals = new Map<string, number>();
  const cats = new Map<string, number>();
  for (const item of ast.items) {
    if (item.kind === "attribute")
      seen(globals, item.ref.name, item.line, words("duplicateAttribute", `the attribute ${item.ref.name}`, { name: item.ref.name }));
    else {
      seen(cats, item.name, item.line, words("duplicateCategory", `the category ${item.name}`, { name: item.name }));
      const listed = new Map<string, number>();
      for (const a of item.attributes)
        seen(listed, refText(a.ref), a.line, words("duplicateListed", `${refText(a.ref)} in ${item.name}`, { name: refText(a.ref), category: item.name }));
    }
  }
  return out;
}

// GOT CGS rules, "Cards ▶ Attributes ▶ Conditional operators" and "Cards ▶ Predefined attributes ▶ Conditional play" (only ">").
function operators(ast: AttributesAst): AttrProblem[] {
  const out: AttrProblem[] = [];
  for (const a of globalAttributes(ast)) {
    const allowed = predefinedAttribute(a.ref.name)?.operators;
    if (allowed) {
      if (a.operator === undefined || !allowed.includes(a.operator)) {
        out.push(
          problem(
            "GOT_ATTR_OPERATOR",
            a.line,
            words("playCondition", `${a.ref.name} is a play condition and takes only the operator ${allowed.join(", ")}: ${a.ref.name} > N`, {
              name: a.ref.name,
              operators: allowed.join(", "),
            }),
          ),
        );
      } else if (a.values.length > 1)
        out.push(
          problem(
            "GOT_ATTR_OPERATOR",
            a.line,
            words("alternativesEqualsOnly", `${a.ref.name}: alternatives separated by / go only with =`, { name: a.ref.name }),
          ),
        );
    } else out.push(...notCondition(a));
  }
  for (const c of categories(ast)) {
    const kind = predefinedCategory(c.name)?.contents;
    for (const a of c.attributes) out.push(...(kind === "conditions" ? condition(a, c.name) : notCondition(a)));
  }
  return out;
}

function notCondition(a: AttributeNode): AttrProblem[] {
  if (a.operator !== undefined)
    return [
      problem(
        "GOT_ATTR_OPERATOR",
        a.line,
        words("notConditional", `${refText(a.ref)} is not a conditional attribute; only conditions take =, < or >`, { name: refText(a.ref) }),
      ),
    ];
  if (a.values.length > 1)
    return [
      problem(
        "GOT_ATTR_OPERATOR",
        a.line,
        words("alternativesConditions", `${refText(a.ref)}: alternatives separated by / belong to conditions with =`, { name: refText(a.ref) }),
      ),
    ];
  return [];
}

function condition(a: AttributeNode, category: string): AttrProblem[] {
  const ref = refText(a.ref);
  if (a.operator === undefined)
    return [
      problem(
        "GOT_ATTR_OPERATOR",
        a.line,
        words("conditionOperator", `the condition ${ref} in ${category} needs an operator between name and value: =, < or >`, { name: ref, category }),
      ),
    ];
  if (a.operator === "=") return [];
  if (a.values.some((v) => v.kind === "text")) {
    return [
      problem(
        "GOT_ATTR_OPERATOR",
        a.line,
        words("textConditionEquals", `${ref} ${a.operator}: a condition with a text value takes only the operator =`, { name: ref, operator: a.operator }),
      ),
    ];
  }
  if (a.values.length > 1)
    return [
      problem(
        "GOT_ATTR_OPERATOR",
        a.line,
        words("alternativesOperator", `${ref} ${a.operator}: alternatives separated by / go only with =`, { name: ref, operator: a.operator }),
      ),
    ];
  return [];
}

// GOT CGS rules, "Cards ▶ Attributes" (an integer of at least 0 or a non-empty text) and each predefined attribute's own values.
function values(ast: AttributesAst): AttrProblem[] {
  const out: AttrProblem[] = [];
  const all: AttributeNode[] = [...globalAttributes(ast), ...categories(ast).flatMap((c) => c.attributes)];
  for (const a of all) {
    for (const v of a.values) {
      if (v.kind === "text" && v.value.trim() === "")
        out.push(problem("GOT_ATTR_VALUE", a.line, words("emptyText", `${refText(a.ref)}: a text value may not be empty`, { name: refText(a.ref) })));
    }
    if (new Set(a.values.map((v) => v.kind)).size > 1)
      out.push(
        problem("GOT_ATTR_VALUE", a.line, words("mixedAlternatives", `${refText(a.ref)}: the alternatives mix numbers and texts`, { name: refText(a.ref) })),
      );
  }
  for (const a of globalAttributes(ast)) {
    const def = predefinedAttribute(a.ref.name);
    if (def) out.push(...inDomain(a, def.domain, false));
  }
  for (const c of categories(ast)) {
    const kind = predefinedCategory(c.name)?.contents;
    for (const a of c.attributes) {
      if (kind === "numbers") out.push(...numbersOnly(a, c.name));
      if (kind === "conditions") out.push(...conditionDomain(a));
    }
  }
  return out;
}

function inDomain(a: AttributeNode, domain: Domain, isCondition: boolean): AttrProblem[] {
  const name = a.ref.name;
  const out: AttrProblem[] = [];
  for (const v of a.values) {
    if (v.kind === "text" && v.value.trim() === "") continue; // reported once, as an empty text
    if (domain.kind === "enum") {
      if (v.kind !== "text" || !domain.values.includes(v.value)) {
        const options = domain.values.map((x) => `"${x}"`).join(", ");
        out.push(problem("GOT_ATTR_VALUE", a.line, words("oneOf", `${name} is one of ${options}, not ${show(v)}`, { name, options, value: show(v) })));
      }
    } else if (domain.kind === "int") {
      if (v.kind !== "int" || (!isCondition && v.value < domain.min)) {
        out.push(
          problem(
            "GOT_ATTR_VALUE",
            a.line,
            words("integerAtLeast", `${name} is an integer of at least ${domain.min}, not ${show(v)}`, { name, min: domain.min, value: show(v) }),
          ),
        );
      }
    } else if (v.kind !== "text") {
      out.push(problem("GOT_ATTR_VALUE", a.line, words("quotedText", `${name} takes a quoted text, not ${show(v)}`, { name, value: show(v) })));
    }
  }
  return out;
}

// GOT CGS rules, "Cards ▶ Predefined attribute categories ▶ Costs" / "▶ Resources": custom attributes which have only numerical values.
function numbersOnly(a: AttributeNode, category: string): AttrProblem[] {
  return a.values.some((v) => v.kind !== "int")
    ? [
        problem(
          "GOT_ATTR_VALUE",
          a.line,
          words("numbersOnly", `${refText(a.ref)} in ${category}: costs and resources have only numerical values`, { name: refText(a.ref), category }),
        ),
      ]
    : [];
}

/** A condition on a predefined attribute or on costs / resources compares values of that kind. */
function conditionDomain(a: AttributeNode): AttrProblem[] {
  if (a.ref.category !== undefined) {
    const cat = predefinedCategory(a.ref.category);
    return cat?.contents === "numbers" && a.values.some((v) => v.kind !== "int")
      ? [
          problem(
            "GOT_ATTR_VALUE",
            a.line,
            words("conditionNumber", `${refText(a.ref)}: ${a.ref.category} lists only numbers, so the condition compares a number`, {
              name: refText(a.ref),
              category: a.ref.category,
            }),
          ),
        ]
      : [];
  }
  const def = predefinedAttribute(a.ref.name);
  return def ? inDomain(a, def.domain, true) : [];
}

// GOT CGS rules, "Summary ▶ Predefined attributes and attribute categories": "(A)" only on adventure cards, "(S)" only on support cards;
// "Cards ▶ Custom attributes": costs, resources and feats list custom attributes, not the predefined global ones.
function placement(ast: AttributesAst): AttrProblem[] {
  const out: AttrProblem[] = [];
  const type = cardTypeOf(ast);
  const wrongCard = (placed: "adventure" | "support" | "any") => type !== undefined && placed !== "any" && placed !== type.toLowerCase();
  for (const a of globalAttributes(ast)) {
    const def = predefinedAttribute(a.ref.name);
    if (def && wrongCard(def.placement))
      out.push(
        problem(
          "GOT_ATTR_PLACEMENT",
          a.line,
          words("onlyOn", `${a.ref.name} is only used on ${def.placement} cards, and this is a ${type} card`, {
            name: a.ref.name,
            placement: def.placement,
            type: type ?? "",
          }),
        ),
      );
  }
  for (const c of categories(ast)) {
    const def = predefinedCategory(c.name) as PredefinedCategory;
    if (wrongCard(def.placement))
      out.push(
        problem(
          "GOT_ATTR_PLACEMENT",
          c.line,
          words("onlyOn", `${c.name} is only used on ${def.placement} cards, and this is a ${type} card`, {
            name: c.name,
            placement: def.placement,
            type: type ?? "",
          }),
        ),
      );
    if (def.contents === "conditions") continue;
    for (const a of c.attributes) {
      if (a.ref.category === undefined && predefinedAttribute(a.ref.name)) {
        out.push(
          problem(
            "GOT_ATTR_PLACEMENT",
            a.line,
            words("globalInCustom", `${a.ref.name} is a predefined global attribute; ${c.name} lists custom attributes`, {
              name: a.ref.name,
              category: c.name,
            }),
          ),
        );
      }
    }
  }
  return out;
}
