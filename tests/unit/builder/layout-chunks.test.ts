import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { GAME_SLUGS } from "@/lib/games/types";

/**
 * The builder loads only the layout of the game being built: each game's layout
 * (components/builder/games/<game>.tsx) is its own chunk, so no module may import it
 * statically (a type-only import is erased and allowed); only `import("./games/<game>")`.
 */

const ROOT = resolve(import.meta.dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "generated" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

const LAYOUTS = new Set(GAME_SLUGS.map((g) => `components/builder/games/${g}`));

/** Whether a specifier, written in `file`, names a game's builder layout. */
function isLayout(file: string, spec: string): boolean {
  const path = spec.startsWith("@/") ? join(ROOT, spec.slice(2)) : spec.startsWith(".") ? resolve(dirname(file), spec) : null;
  return (
    path !== null &&
    LAYOUTS.has(
      relative(ROOT, path)
        .split("\\")
        .join("/")
        .replace(/\.tsx?$/, ""),
    )
  );
}

/** The specifiers of a file's static value imports and re-exports (not `import type`, not `import()`). */
function staticImports(source: string): string[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...text.matchAll(/(?:^|[\n;])\s*(?:import|export)\s+(?!type\b)[^;'"]*?\bfrom\s*["']([^"']+)["']|(?:^|[\n;])\s*import\s*["']([^"']+)["']/g)].map(
    (m) => m[1] ?? m[2],
  );
}

describe("builder: one game's layout per deck", () => {
  const files = ["app", "components", "lib"].flatMap((d) => sourceFiles(join(ROOT, d)));

  it("no module imports a game's layout statically", () => {
    const offenders = files.flatMap((file) =>
      staticImports(readFileSync(file, "utf8"))
        .filter((spec) => isLayout(file, spec))
        .map((spec) => `${relative(ROOT, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it("the builder and the layouts' map name every game's layout by import()", () => {
    for (const file of ["components/builder/lazy-builder.tsx", "components/builder/games/index.ts"]) {
      const source = readFileSync(join(ROOT, file), "utf8");
      for (const game of GAME_SLUGS) expect(source, `${file}: ${game}`).toMatch(new RegExp(`import\\("\\./(?:games/)?${game}"\\)`));
    }
  });

  it("reads the forms it refuses", () => {
    const builder = join(ROOT, "components/builder/builder.tsx");
    expect(staticImports('import { darkEdenLayout } from "./games/dark-eden";').filter((s) => isLayout(builder, s))).toHaveLength(1);
    expect(staticImports('export { gotCgsLayout } from "@/components/builder/games/got-cgs";').filter((s) => isLayout(builder, s))).toHaveLength(1);
    expect(isLayout(join(ROOT, "lib/games/index.ts"), "./dark-eden")).toBe(false);
    expect(staticImports('import type { X } from "./games/dark-eden";')).toEqual([]);
    expect(staticImports('const m = await import("./games/dark-eden");')).toEqual([]);
  });
});
