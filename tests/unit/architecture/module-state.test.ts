import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The rules keep no state of their own (issue #36 part 3, docs/goldfish-engine.md "Rules keep
 * no state"), and the server keeps nothing another server could contradict (issue #42,
 * docs/development.md): no file of lib/, app/ or i18n/ has a module-level `let` or `var`, a
 * module-level instance of a class of its own, or a module-level Map, Set, WeakMap, array or
 * object that a function writes after load (`.set(`, `.add(`, `.delete(`, `.clear(`, `.push(`
 * and the other changing methods, an index or property assignment, `delete`, `++`/`--`,
 * `Object.assign`), unless the allow-list below names it with what it is keyed by. Constant
 * tables filled while the module loads are fine. What a validation remembers lives in a context
 * made for that call; lib/games and lib/engine have no entry in the allow-list.
 */

const ROOT = resolve(import.meta.dirname, "../../..");
const SCANNED = ["lib", "app", "i18n"];
const SKIPPED = new Set(["lib/generated"]);

/**
 * `file:name` of module-level state that may stay, each with what it is keyed by: a cache is
 * either a pure function of its key (content, a locale's messages, a file of the build) or is
 * keyed by a version the database holds, so no server can answer from a stale copy.
 */
const ALLOWED = new Map<string, string>([
  ["lib/auth/password.ts:dummyHash", "content: the hash of a fixed string, made once (the timing of an unknown username's check)"],
  [
    "lib/auth/session.ts:decoded",
    "content: the secret and the request's Cookie/Authorization headers (the token's claim; the account is checked against the database on each use), at most until the token expires",
  ],
  ["lib/catalog/catalog-file.ts:saysOf", "content: a WeakMap beside each problem object, gone with it"],
  ["lib/catalog/game-catalog.ts:cache", 'the catalog version (DataVersion "catalog", lib/catalog/version.ts) and the database URL'],
  ["lib/catalog/version.ts:lastRead", "the database URL: the catalog version read, trusted for VERSION_MEMO_MS (a second) before it is read again"],
  ["lib/collection/csv.ts:gameCells", "content: a CSV game cell → its game (the bundled games' names)"],
  ["lib/db/large-counts.ts:kept", 'the public listing\'s version (DataVersion "public-decks", lib/decks/public-version.ts), the database URL and the filter'],
  ["lib/decks/deck-catalog.ts:built", "the catalog object (one per catalog version) and each named set's id and version"],
  ["lib/decks/deck-catalog.ts:perCatalog", "the catalog object (one per catalog version, with the sets' versions): a WeakMap gone with it"],
  ["lib/offline/build-id.ts:known", "the build: Next's build id read from the build directory, fixed for the process"],
  [
    "lib/offline/catalog-store.ts:held",
    "browser only (one page load): the device's catalog indexes per game, refreshed by version (lib/offline/catalog-sync.ts)",
  ],
  ["lib/offline/device-store.ts:opened", "browser only (one tab): the signed-in player's IndexedDB connection, per user id"],
  ["lib/offline/device-store.ts:cleared", "browser only (one tab): set at sign-out so nothing more is written for the player"],
  ["lib/offline/device-store.ts:channel", "browser only (one tab): the BroadcastChannel that tells other tabs of a change"],
  ["lib/game-clients/face-png.ts:outliner", "the fonts of the dejavu-fonts-ttf package, parsed once"],
  ["lib/game-clients/glyph-defs.ts:fonts", "the fonts of the dejavu-fonts-ttf package, parsed once"],
  ["lib/game-clients/glyph-defs.ts:outlines", "content: a glyph's outline by font and glyph id (at most the bundled fonts' glyphs)"],
  [
    "lib/game-clients/render-slots.ts:running",
    "this process's own pictures being drawn: each server limits its own work (CONTRACTS §10 face.png), nothing shared",
  ],
  ["lib/game-clients/render-slots.ts:waiting", "this process's own pictures waiting to be drawn: each server limits its own work, nothing shared"],
  ["lib/proxies/card-faces.ts:wordsByLocale", "a locale's messages (read once per process from messages/<locale>)"],
  ["lib/proxies/card-faces.ts:drawn", "content: a hash of everything a face is drawn from (card data, versions, words)"],
  ["lib/proxies/fonts.ts:cached", "the fonts of the dejavu-fonts-ttf package, read once"],
  ["lib/proxies/localized-labels.ts:termsByLocale", "a locale's messages (read once per process from messages/<locale>)"],
  ["lib/proxies/preview/glyph-table.ts:measure", "the bundled glyph widths (glyph-widths.json), built once"],
  ["app/cards/filters-for.ts:computed", "a locale's messages object and the game: a WeakMap gone with the messages"],
  ["i18n/client-namespaces.ts:picked", "a locale's messages object and the page area: a WeakMap gone with the messages"],
  ["i18n/messages.ts:cache", "the locale: messages/<locale> read once per process in production"],
  ["i18n/zod-words.ts:made", "the locale: zod's own error words for it"],
]);
/** Allow-list entries seen while scanning (each must still name module state). */
const allowedSeen = new Set<string>();

const COLLECTIONS = new Set(["Map", "Set", "WeakMap", "WeakSet"]);
/** Built-in classes whose instances are values, not state (none of them has a changing method called here). */
const VALUE_CLASSES = new Set(["RegExp", "Date", "URL", "TextEncoder", "TextDecoder"]);
const CHANGING_METHODS = new Set(["set", "add", "delete", "clear", "push", "pop", "shift", "unshift", "splice", "sort", "reverse", "fill", "copyWithin"]);

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir) || SKIPPED.has(relative(ROOT, dir).split("\\").join("/"))) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The expression beneath parentheses, `as`, `satisfies` and `!`. */
function bare(node: ts.Expression): ts.Expression {
  let e = node;
  while (
    ts.isParenthesizedExpression(e) ||
    ts.isAsExpression(e) ||
    ts.isSatisfiesExpression(e) ||
    ts.isNonNullExpression(e) ||
    ts.isTypeAssertionExpression(e)
  ) {
    e = e.expression;
  }
  return e;
}

/** What a module-level `const` initializer makes: a container that could be written, a class instance, or a value. */
function kindOf(init: ts.Expression | undefined): "container" | "instance" | "value" {
  if (!init) return "value";
  const e = bare(init);
  if (ts.isArrayLiteralExpression(e) || ts.isObjectLiteralExpression(e)) return "container";
  if (ts.isNewExpression(e)) {
    const name = ts.isIdentifier(e.expression) ? e.expression.text : ts.isPropertyAccessExpression(e.expression) ? e.expression.getText() : "";
    if (COLLECTIONS.has(name) || VALUE_CLASSES.has(name) || name.startsWith("Intl.")) return "container";
    return "instance";
  }
  return "value";
}

/** The identifier a chain of property and element accesses starts from (`a` of `a.b[c].d`). */
function rootOf(node: ts.Expression): ts.Identifier | undefined {
  let e = bare(node);
  while (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) e = bare(e.expression);
  return ts.isIdentifier(e) ? e : undefined;
}

const isAccess = (e: ts.Expression) => ts.isPropertyAccessExpression(bare(e)) || ts.isElementAccessExpression(bare(e));

/** The names a binding (a name or a destructuring pattern) declares. */
function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : boundNames(e.name)));
}

/** The names a scope node declares itself: parameters, a loop's or catch's variables, a block's declarations. */
function declaredIn(scope: ts.Node): string[] {
  if (ts.isFunctionLike(scope)) return scope.parameters.flatMap((p) => boundNames(p.name));
  if (
    (ts.isForStatement(scope) || ts.isForOfStatement(scope) || ts.isForInStatement(scope)) &&
    scope.initializer &&
    ts.isVariableDeclarationList(scope.initializer)
  ) {
    return scope.initializer.declarations.flatMap((d) => boundNames(d.name));
  }
  if (ts.isCatchClause(scope) && scope.variableDeclaration) return boundNames(scope.variableDeclaration.name);
  const statements = ts.isBlock(scope) || ts.isCaseClause(scope) || ts.isDefaultClause(scope) ? scope.statements : [];
  return statements.flatMap((st) => {
    if (ts.isVariableStatement(st)) return st.declarationList.declarations.flatMap((d) => boundNames(d.name));
    if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) && st.name) return [st.name.text];
    return [];
  });
}

/** Whether `id` names something declared inside the module (a local of a function or block) rather than at its top. */
function isLocal(id: ts.Identifier): boolean {
  for (let n: ts.Node | undefined = id.parent; n && !ts.isSourceFile(n); n = n.parent) if (declaredIn(n).includes(id.text)) return true;
  return false;
}

function insideFunction(node: ts.Node): boolean {
  for (let n = node.parent; n; n = n.parent) if (ts.isFunctionLike(n) || ts.isClassStaticBlockDeclaration(n)) return true;
  return false;
}

/** The module-state findings of one source file, as `file:line: what`. */
function findingsOf(file: ts.SourceFile, name: string): string[] {
  const found: string[] = [];
  const at = (node: ts.Node) => `${name}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
  const tracked = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const isConst = (list.flags & ts.NodeFlags.Const) !== 0;
    for (const decl of list.declarations) {
      const declared = decl.name.getText(file);
      if (ALLOWED.has(`${name}:${declared}`)) {
        allowedSeen.add(`${name}:${declared}`);
        continue;
      }
      if (!isConst) {
        found.push(`${at(decl)}: module-level ${list.flags & ts.NodeFlags.Let ? "let" : "var"} ${declared}`);
        continue;
      }
      const kind = kindOf(decl.initializer);
      if (kind === "instance") found.push(`${at(decl)}: module-level instance ${declared} (a class's own fields are state)`);
      if (kind === "container" && ts.isIdentifier(decl.name)) tracked.add(declared);
    }
  }
  const written = (target: ts.Expression | undefined, node: ts.Node, how: string) => {
    const root = target && rootOf(target);
    if (!root || !tracked.has(root.text) || !insideFunction(node) || isLocal(root)) return;
    found.push(`${at(node)}: module-level ${root.text} written after load (${how})`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = bare(node.expression);
      if (ts.isPropertyAccessExpression(callee) && CHANGING_METHODS.has(callee.name.text)) written(callee.expression, node, `.${callee.name.text}(`);
      if (callee.getText(file) === "Object.assign" && node.arguments.length > 0) written(node.arguments[0], node, "Object.assign");
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      node.operatorToken.kind <= ts.SyntaxKind.LastAssignment
    ) {
      if (isAccess(node.left)) written(node.left, node, "assignment");
    } else if (
      (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
      (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)
    ) {
      if (isAccess(node.operand)) written(node.operand, node, node.operator === ts.SyntaxKind.PlusPlusToken ? "++" : "--");
    } else if (ts.isDeleteExpression(node)) {
      written(node.expression, node, "delete");
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The findings of every file given, read from disk or, for `sources`, from the text given. */
function findings(paths: readonly string[], sources: Record<string, string> = {}): string[] {
  return paths.flatMap((path) => {
    const text = path in sources ? sources[path] : readFileSync(path, "utf8");
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.ESNext, true);
    return findingsOf(file, path in sources ? path : relative(ROOT, path).split("\\").join("/"));
  });
}

/**
 * Only files that could hold a finding are parsed (parsing all of them costs a second): those
 * with a top-level `let` or `var`, or a top-level `const` whose value starts as `kindOf` reads
 * a container or an instance (`new`, `[`, `{`, `(`, or on the next line).
 */
const MAYBE_STATE = /^(export\s+)?(let|var)\b|^(export\s+)?const\s+\w+(\s*:[^\n]*?)?\s*=(?!>)\s*(new\b|\[|\{|\(|$)/m;

describe("rules keep no state (lib/games, lib/engine: issue #36 part 3); the server keeps only what its allow-list names (issue #42)", () => {
  it("no module-level let or var, no module-level class instance, no module-level table written after load", () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((f) => f.includes(`${join("lib", "games")}`))).toBe(true);
    expect(files.some((f) => f.includes(`${join("lib", "generated")}`))).toBe(false);
    expect(findings(files.filter((f) => MAYBE_STATE.test(readFileSync(f, "utf8"))))).toEqual([]);
    // Parsing is CPU work only (no waiting on anything): about a second at rest, longer on a busy CI machine.
  }, 30_000);

  it("every entry of the allow-list still names module state, and none is in the rules or the engine", () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)));
    findings(files.filter((f) => MAYBE_STATE.test(readFileSync(f, "utf8"))));
    expect([...ALLOWED.keys()].filter((k) => !allowedSeen.has(k))).toEqual([]);
    expect([...ALLOWED.keys()].filter((k) => /^lib\/(games|engine)\//.test(k))).toEqual([]);
  }, 30_000);

  it("catches each form of module state, and lets constant tables, frozen values and local variables of the same names be", () => {
    const source = [
      "let counter = 0;",
      "export let shared: string[] = [];",
      "var old = 1;",
      "const memo = new Map<string, number>();",
      "const seen = new WeakMap<object, number>();",
      "const list: number[] = [];",
      "const byKey: Record<string, number> = {};",
      "const nested = { counts: [] as number[] };",
      "class Scratch { n = 0 }",
      "const scratch = new Scratch();",
      "const TABLE = new Map([['a', 1]]);",
      "const FILLED = new Set<string>();",
      "FILLED.add('at load');",
      "const FROZEN = Object.freeze({ a: 1 });",
      "export function f(key: string, o: object) {",
      "  memo.set(key, 1);",
      "  seen.set(o, 2);",
      "  list.push(3);",
      "  byKey[key] = 4;",
      "  nested.counts.push(5);",
      "  byKey.x++;",
      "  delete byKey[key];",
      "  const TABLE = new Map<string, number>();",
      "  TABLE.set(key, 6);",
      "  const local: number[] = [];",
      "  local.push(FROZEN.a);",
      "  return counter + old + (FILLED.has(key) ? 1 : 0) + local.length + TABLE.size;",
      "}",
    ].join("\n");
    expect(findings(["fixture.ts"], { "fixture.ts": source })).toEqual([
      "fixture.ts:1: module-level let counter",
      "fixture.ts:2: module-level let shared",
      "fixture.ts:3: module-level var old",
      "fixture.ts:10: module-level instance scratch (a class's own fields are state)",
      "fixture.ts:16: module-level memo written after load (.set()",
      "fixture.ts:17: module-level seen written after load (.set()",
      "fixture.ts:18: module-level list written after load (.push()",
      "fixture.ts:19: module-level byKey written after load (assignment)",
      "fixture.ts:20: module-level nested written after load (.push()",
      "fixture.ts:21: module-level byKey written after load (++)",
      "fixture.ts:22: module-level byKey written after load (delete)",
    ]);
  });
});
