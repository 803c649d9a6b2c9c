import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers of ARCHITECTURE.md, checked on the source: no import cycle among lib/ and
 * components/ (type imports included), and arrows pointing down only.
 */

const ROOT = resolve(import.meta.dirname, "../../..");
const SCANNED = ["lib", "components"];
const SKIPPED = ["lib/generated"];
const EXTENSIONS = [".ts", ".tsx"];

function sourceFiles(dir: string): string[] {
  const rel = relative(ROOT, dir).split("\\").join("/");
  if (SKIPPED.includes(rel) || !existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Every module specifier a file imports or re-exports: `import … from`, `export … from`, `import "…"`, `import("…")`. */
function specifiers(source: string): string[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const found: string[] = [];
  const patterns = [
    /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?[^;'"]*?\bfrom\s*["']([^"']+)["']/g,
    /(?:^|[\n;])\s*import\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) found.push(m[1]);
  return found;
}

/** The project file a specifier names (relative or `@/`), or undefined for a package. */
function resolveSpecifier(from: string, spec: string): string | undefined {
  const base = spec.startsWith("@/") ? join(ROOT, spec.slice(2)) : spec.startsWith(".") ? resolve(dirname(from), spec) : undefined;
  if (base === undefined) return undefined;
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, `index${e}`))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

const rel = (path: string) => relative(ROOT, path).split("\\").join("/");

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of SCANNED.flatMap((d) => sourceFiles(join(ROOT, d)))) {
    const targets = specifiers(readFileSync(file, "utf8"))
      .map((s) => ({ s, target: resolveSpecifier(file, s) }))
      .map(({ s, target }) => target ?? (s.startsWith("@/") || s.startsWith(".") ? `${rel(dirname(file))}/${s}` : undefined))
      .filter((t): t is string => t !== undefined)
      .map((t) => (t.startsWith("/") ? rel(t) : t));
    graph.set(rel(file), [...new Set(targets)]);
  }
  return graph;
}

/** One cycle per strongly connected component of more than one file (or a file importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

/** Imports that point up a layer: lib/games and lib/engine into services, db or app; services into app. */
function upwardImports(graph: Map<string, string[]>): string[] {
  const rules: { from: RegExp; forbidden: RegExp }[] = [
    { from: /^lib\/(games|engine|tournament)\//, forbidden: /^(lib\/services|lib\/db|app|components)\// },
    { from: /^lib\/services\//, forbidden: /^(app|components)\// },
  ];
  const bad: string[] = [];
  for (const [from, targets] of graph) {
    for (const rule of rules) {
      if (!rule.from.test(from)) continue;
      for (const t of targets) if (rule.forbidden.test(t)) bad.push(`${from} → ${t}`);
    }
  }
  return bad.sort();
}

describe("architecture: imports", () => {
  const graph = importGraph();

  it("scans the project's own modules", () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get("lib/engine/card-index.ts")).toContain("lib/engine/deck-types.ts");
  });

  it("reads every form of import, type imports and multi-line lists included", () => {
    const src = [
      'import type { A } from "./a";',
      "import {\n  B,\n  C,\n} from './b';",
      'export { D } from "../d";',
      'export type { E } from "@/e";',
      'import "./side-effect";',
      'const f = await import("./lazy");',
      '// import { G } from "./commented";',
      'import { H } from "react";',
    ].join("\n");
    expect(specifiers(src)).toEqual(["./a", "./b", "../d", "@/e", "react", "./side-effect", "./lazy"]);
  });

  it("finds a cycle when there is one, and none in a tree", () => {
    const looped = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(cycles(looped)).toEqual([["a", "b", "c"]]);
    expect(
      cycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("has no import cycle among lib/ and components/ (type imports count)", () => {
    expect(cycles(graph)).toEqual([]);
  });

  it("points down only: lib/games and lib/engine import no services, db or app; lib/services imports no app", () => {
    expect(upwardImports(graph)).toEqual([]);
    expect(upwardImports(new Map([["lib/games/x.ts", ["lib/services/y.ts", "lib/engine/z.ts"]]]))).toEqual(["lib/games/x.ts → lib/services/y.ts"]);
  });
});
