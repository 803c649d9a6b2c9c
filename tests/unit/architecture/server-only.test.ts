import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Server code says so (issue #42, docs/development.md "Rules between folders"): every module of
 * lib/ and app/ that imports the database client (lib/db/client.ts), its values or its types
 * (a module handed a client or a transaction runs queries through it), starts with
 * `import "server-only"`, so a path reads as what it is and Next refuses to bundle it for the
 * browser. dependency-cruiser checks that no browser code reaches such a module; this checks
 * that each one says so itself.
 */

const ROOT = resolve(import.meta.dirname, "../../..");
const SCANNED = ["lib", "app"];
const SKIPPED = new Set(["lib/generated"]);

function sources(dir: string): string[] {
  const rel = relative(ROOT, dir);
  if (SKIPPED.has(rel)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Whether the file imports from the database client: a value, or the client's types (it runs queries through a client it is handed). */
function importsClient(file: string, source: ts.SourceFile): boolean {
  return source.statements.some((s) => {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) return false;
    const spec = s.moduleSpecifier.text;
    const target = spec.startsWith("@/") ? resolve(ROOT, spec.slice(2)) : resolve(file, "..", spec);
    if (relative(ROOT, target) !== join("lib", "db", "client")) return false;
    return true;
  });
}

function startsServerOnly(source: ts.SourceFile): boolean {
  const first = source.statements[0];
  return first !== undefined && ts.isImportDeclaration(first) && ts.isStringLiteral(first.moduleSpecifier) && first.moduleSpecifier.text === "server-only";
}

describe("server-only markers", () => {
  const files = SCANNED.flatMap((d) => sources(join(ROOT, d)));
  const parsed = files.map((file) => ({ file, source: ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false) }));
  const users = parsed.filter(({ file, source }) => importsClient(file, source));

  it("finds the modules that use the database client (the scan works)", () => {
    expect(users.map(({ file }) => relative(ROOT, file))).toContain(join("lib", "decks", "service.ts"));
    expect(users.length).toBeGreaterThan(50);
  });

  it('every module of lib/ and app/ that imports the database client starts with import "server-only"', () => {
    expect(users.filter(({ source }) => !startsServerOnly(source)).map(({ file }) => relative(ROOT, file))).toEqual([]);
  });
});
