/**
 * English sentences written in code (issue #42 item 4, docs/i18n.md "Messages written once"):
 * a rule or a service gives a key and values, and the sentence lives only in messages/. This
 * lists what still breaks that in lib/, app/ and i18n/, read with the TypeScript compiler API:
 *
 * - "sayer": a string or template literal that reads as a sentence (at least three words, and it
 *   begins with a capital letter or ends with a full stop) among the arguments of a refusal or a
 *   finding — `new DomainError(…)`, `new HttpError(…)`, `refusal(…)`, `httpRefusal(…)`,
 *   `errorResponse(…)`, `finding(…)`, `issue(…)`,
 *   or a local function that passes one of its parameters to one of them — including literals in
 *   the objects and arrays of those arguments (the issues' `message`) and a `const` the argument
 *   names; and the `error`/`message` fields of `Response.json(…)` / `NextResponse.json(…)`;
 * - "result": the `message` of an object literal that also has a `code` (a failed result that a
 *   caller turns into a refusal: a goldfish that cannot start, a map file that does not read).
 *
 * Run `npx tsx scripts/count-sentences.ts` (`--all` lists the "result" ones too);
 * tests/unit/i18n/sentences-in-code.test.ts fails on a "sayer" sentence in lib/ that its
 * allow-list does not name.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface Sentence {
  /** The file, relative to the repository, with "/" separators. */
  file: string;
  line: number;
  /** What the sentence is given to: the callee's name, or "result". */
  to: string;
  kind: "sayer" | "result";
  /** The literal's text; a template's substitutions read "{…}". */
  text: string;
}

const ROOT = path.resolve(import.meta.dirname, "..");
export const SCANNED = ["lib", "app", "i18n"];
const SKIPPED = new Set(["lib/generated"]);

/** What refuses or finds (its arguments are what a person reads), with the module that defines it. */
const SAYER_HOMES: Record<string, string> = {
  DomainError: "lib/errors/index",
  HttpError: "lib/http/respond",
  httpRefusal: "lib/http/respond",
  errorResponse: "lib/http/error-response",
  refusal: "lib/errors/index",
  finding: "lib/games/types",
  issue: "lib/games/types",
};

/** The names of `file` that are the sayers: defined in their home module, or imported from it (the goldfish's own `refusal` is another function). */
function sayersOf(file: ts.SourceFile, rel: string): Set<string> {
  const here = rel.replace(/\.tsx?$/, "");
  const names = new Set(Object.entries(SAYER_HOMES).flatMap(([name, home]) => (home === here ? [name] : [])));
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const spec = statement.moduleSpecifier.text;
    const target = spec.startsWith("@/") ? spec.slice(2) : spec.startsWith(".") ? path.posix.join(path.posix.dirname(rel), spec) : spec;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      const home = SAYER_HOMES[imported];
      if (home && (target === home || `${target}/index` === home)) names.add(element.name.text);
    }
  }
  return names;
}

function sourceFiles(dir: string): string[] {
  const rel = path.relative(ROOT, dir).split(path.sep).join("/");
  if (!existsSync(dir) || SKIPPED.has(rel)) return [];
  return readdirSync(dir).flatMap((name) => {
    const at = path.join(dir, name);
    if (statSync(at).isDirectory()) return sourceFiles(at);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [at] : [];
  });
}

/** The text of a string or template literal, substitutions as "{…}"; undefined for anything else. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => `{…}${s.literal.text}`).join("");
  return undefined;
}

/** Whether a literal's text reads as an English sentence for people. */
export function isSentence(text: string): boolean {
  const trimmed = text.trim();
  const words = trimmed.split(/\s+/).filter((w) => /[\p{L}{]/u.test(w));
  if (words.length < 3) return false;
  const letters = trimmed.replace(/\{…\}/g, "");
  // Words in capitals are a card's own designations (PERFORM LUTHERAN RITUAL), not sentences.
  if (!/\p{Ll}/u.test(letters)) return false;
  return /^\p{Lu}/u.test(trimmed) || /\.["')]?$/.test(trimmed);
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** `Response.json(…)` or `NextResponse.json(…)`. */
function isJsonResponse(node: ts.CallExpression): boolean {
  const callee = node.expression;
  return (
    ts.isPropertyAccessExpression(callee) &&
    callee.name.text === "json" &&
    ts.isIdentifier(callee.expression) &&
    /^(Next)?Response$/.test(callee.expression.text)
  );
}

/** Every string or template literal in `node` (arguments, their objects, arrays and conditionals), and the initializers of the `const`s it names in this file. */
function literalsIn(node: ts.Node, consts: Map<string, ts.Expression>, seen = new Set<ts.Node>()): ts.Node[] {
  if (seen.has(node)) return [];
  seen.add(node);
  if (literalText(node) !== undefined) return [node];
  if (ts.isIdentifier(node)) {
    const init = consts.get(node.text);
    return init ? literalsIn(init, consts, seen) : [];
  }
  // A function given as an argument says its own sentences where it is defined; a call's own arguments are read where the call is a sayer.
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return [];
  // `error.message` reads a property: its name is no variable of the file.
  if (ts.isPropertyAccessExpression(node)) return literalsIn(node.expression, consts, seen);
  // `{ message: x }` names a property; `{ message }` (shorthand) does name the variable.
  if (ts.isPropertyAssignment(node)) return literalsIn(node.initializer, consts, seen);
  const out: ts.Node[] = [];
  node.forEachChild((child) => {
    out.push(...literalsIn(child, consts, seen));
  });
  return out;
}

/** `const name = <expression>` anywhere in the file (the nearest one of that name is good enough for a list). */
function constsOf(file: ts.SourceFile): Map<string, ts.Expression> {
  const consts = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.getCombinedNodeFlags(node) & ts.NodeFlags.Const) {
      consts.set(node.name.text, node.initializer);
    }
    node.forEachChild(visit);
  };
  visit(file);
  return consts;
}

/** Local functions of a file that pass one of their parameters to a sayer (`const refused = (file, why) => new DomainError(…, why)`). */
function localSayersOf(file: ts.SourceFile, sayers: Set<string>): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    let name: string | undefined;
    let fn: ts.SignatureDeclaration | undefined;
    if (ts.isFunctionDeclaration(node) && node.name) [name, fn] = [node.name.text, node];
    else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      [name, fn] = [node.name.text, node.initializer];
    if (name && fn) {
      const params = new Set(fn.parameters.flatMap((p) => (ts.isIdentifier(p.name) ? [p.name.text] : [])));
      let passes = false;
      const inner = (n: ts.Node) => {
        if ((ts.isNewExpression(n) || ts.isCallExpression(n)) && sayers.has(calleeName(n) ?? "")) {
          const uses = (a: ts.Node): boolean => (ts.isIdentifier(a) && params.has(a.text)) || a.forEachChild(uses) === true;
          if ((n.arguments ?? []).some(uses)) passes = true;
        }
        n.forEachChild(inner);
      };
      inner(fn);
      if (passes && !sayers.has(name)) names.add(name);
    }
    node.forEachChild(visit);
  };
  visit(file);
  return names;
}

/** The sentences written in one file. */
export function sentencesInFile(absolute: string): Sentence[] {
  const rel = path.relative(ROOT, absolute).split(path.sep).join("/");
  const file = ts.createSourceFile(
    absolute,
    readFileSync(absolute, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    absolute.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const consts = constsOf(file);
  const imported = sayersOf(file, rel);
  const sayers = new Set([...imported, ...localSayersOf(file, imported)]);
  const found = new Map<ts.Node, Sentence>();
  const note = (literal: ts.Node, to: string, kind: Sentence["kind"]) => {
    const text = literalText(literal);
    if (text === undefined || !isSentence(text) || found.has(literal)) return;
    const line = file.getLineAndCharacterOfPosition(literal.getStart(file)).line + 1;
    found.set(literal, { file: rel, line, to, kind, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) || ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (name && sayers.has(name)) for (const arg of node.arguments ?? []) for (const lit of literalsIn(arg, consts)) note(lit, name, "sayer");
      if (ts.isCallExpression(node) && isJsonResponse(node)) {
        const fields = (n: ts.Node) => {
          if (ts.isPropertyAssignment(n) && ts.isIdentifier(n.name) && (n.name.text === "error" || n.name.text === "message"))
            for (const lit of literalsIn(n.initializer, consts)) note(lit, "Response.json", "sayer");
          n.forEachChild(fields);
        };
        for (const arg of node.arguments) fields(arg);
      }
    }
    if (ts.isObjectLiteralExpression(node)) {
      const props = node.properties.filter(ts.isPropertyAssignment);
      const has = (key: string) => node.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === key);
      const message = props.find((p) => ts.isIdentifier(p.name) && p.name.text === "message");
      if (message && has("code")) for (const lit of literalsIn(message.initializer, consts)) note(lit, "result", "result");
    }
    node.forEachChild(visit);
  };
  visit(file);
  return [...found.values()].sort((a, b) => a.line - b.line);
}

/** Every sentence written in lib/, app/ and i18n/. */
export function sentencesInCode(dirs: readonly string[] = SCANNED): Sentence[] {
  return dirs.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap(sentencesInFile);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const all = process.argv.includes("--all");
  const found = sentencesInCode().filter((s) => all || s.kind === "sayer");
  for (const s of found) console.log(`${s.file}:${s.line} ${s.kind === "result" ? "result" : s.to}: ${s.text}`);
  const count = (dir: string, kind: Sentence["kind"]) => found.filter((s) => s.file.startsWith(`${dir}/`) && s.kind === kind).length;
  for (const kind of all ? (["sayer", "result"] as const) : (["sayer"] as const))
    console.log(`${kind}: ${SCANNED.map((d) => `${d}/ ${count(d, kind)}`).join(", ")}; ${found.filter((s) => s.kind === kind).length} in all`);
}
