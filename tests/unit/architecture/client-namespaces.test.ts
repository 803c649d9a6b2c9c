import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_NAMESPACES, type ClientArea, namespacesFor } from "@/i18n/client-namespaces";

// Client components get only the namespaces i18n/client-namespaces.ts lists for their area: follow
// the imports from every page and layout, and check that what its client modules read is passed.

const root = path.resolve(import.meta.dirname, "../../..");
const rel = (f: string) => path.relative(root, f).split(path.sep).join("/");
const known = readdirSync(path.join(root, "messages/en"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.slice(0, -".json".length));
const knownLiteral = new RegExp(`["'\`](${known.map((n) => n.replace(/[-]/g, "\\-")).join("|")})\\.`, "g");

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(root, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

interface ModuleInfo {
  client: boolean;
  imports: string[];
  /** Namespaces read by name: useTranslations("ns…") and useMessages().ns. */
  reads: string[];
  /** Calls useTranslations() with no namespace (keys in full). */
  readsAll: boolean;
  /** String literals that start with a namespace and a dot ("filters.", `builder.darkEden.`). */
  fullKeys: string[];
}

const modules = new Map<string, ModuleInfo>();
function moduleInfo(file: string): ModuleInfo {
  let info = modules.get(file);
  if (info) return info;
  const src = readFileSync(file, "utf8");
  info = {
    client: /^\s*(\/\/[^\n]*\n|\s)*["']use client["']/.test(src),
    // Type-only imports bring no code to the browser.
    imports: [...src.matchAll(/(?:import|export)\s(?!type\s)[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)]
      .map((m) => resolveImport(file, m[1] ?? m[2]))
      .filter((f): f is string => f !== null),
    reads: [
      ...[...src.matchAll(/useTranslations\(\s*["'`]([^"'`.]+)/g)].map((m) => m[1]),
      ...[...src.matchAll(/useMessages\(\)\s*(?:\.|\[["'])([\w-]+)/g)].map((m) => m[1]),
    ],
    readsAll: /useTranslations\(\s*\)/.test(src),
    fullKeys: [...src.matchAll(knownLiteral)].map((m) => m[1]),
  };
  modules.set(file, info);
  return info;
}

/** Every namespace the client modules reachable from `entry` read, with one module that reads it. */
function clientReads(entry: string): Map<string, string> {
  const seen = new Set<string>();
  const reads = new Map<string, string>();
  const clientModules: string[] = [];
  let readsAll: string | null = null;
  const stack: [string, boolean][] = [[entry, false]];
  while (stack.length > 0) {
    const [file, underClient] = stack.pop() as [string, boolean];
    const key = `${file}\0${underClient}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const info = moduleInfo(file);
    const client = underClient || info.client;
    if (client) {
      clientModules.push(file);
      for (const ns of info.reads) if (!reads.has(ns)) reads.set(ns, rel(file));
      if (info.readsAll) readsAll ??= rel(file);
    }
    for (const dep of info.imports) stack.push([dep, client]);
  }
  // A client module with useTranslations() reads keys in full: count every "<namespace>." literal of the client tree.
  if (readsAll)
    for (const file of clientModules)
      for (const ns of moduleInfo(file).fullKeys) if (!reads.has(ns)) reads.set(ns, `${readsAll} (all messages; "${ns}." in ${rel(file)})`);
  return reads;
}

function routeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const p = path.join(dir, entry);
    if (statSync(p).isDirectory()) out.push(...routeFiles(p));
    else if (/^(page|layout|template|not-found|error|loading)\.tsx$/.test(entry)) out.push(p);
  }
  return out;
}

const areas = Object.keys(CLIENT_NAMESPACES).filter((a) => a !== "shell") as ClientArea[];
const areaOf = (file: string): ClientArea | "shell" => {
  const segment = rel(file).split("/")[1];
  return (areas as string[]).includes(segment) ? (segment as ClientArea) : "shell";
};

function whatToAdd(file: string, ns: string): string {
  const area = areaOf(file);
  if (area !== "shell") return `add "${ns}" to CLIENT_NAMESPACES.${area} in i18n/client-namespaces.ts`;
  const segment = rel(file).split("/")[1];
  if (!segment || /\.tsx$/.test(segment)) return `add "${ns}" to CLIENT_NAMESPACES.shell in i18n/client-namespaces.ts`;
  return `add an area \`${segment}: ["${ns}"]\` to CLIENT_NAMESPACES in i18n/client-namespaces.ts and create app/${segment}/layout.tsx rendering <ClientMessages area="${segment}">{children}</ClientMessages> (copy app/maps/layout.tsx)`;
}

describe("client message namespaces (i18n/client-namespaces.ts)", () => {
  it("every page's client components are under a provider that passes the namespaces they read", () => {
    const problems: string[] = [];
    for (const file of routeFiles(path.join(root, "app"))) {
      const passed = new Set(namespacesFor(areaOf(file)));
      for (const [ns, reader] of clientReads(file))
        if (!passed.has(ns)) problems.push(`${rel(file)} renders ${reader}, which reads "${ns}": ${whatToAdd(file, ns)}`);
    }
    expect(problems).toEqual([]);
  });

  it("every namespace a client component reads is in some area's list", () => {
    const listed = new Set(Object.values(CLIENT_NAMESPACES).flat() as string[]);
    const problems: string[] = [];
    for (const dir of ["components", "app"]) {
      const walk = (d: string) => {
        for (const entry of readdirSync(d)) {
          const p = path.join(d, entry);
          if (statSync(p).isDirectory()) walk(p);
          else if (/\.tsx?$/.test(entry) && moduleInfo(p).client)
            for (const [ns, reader] of clientReads(p))
              if (!listed.has(ns))
                problems.push(
                  `${reader} reads "${ns}" in the browser: add "${ns}" to the CLIENT_NAMESPACES list (i18n/client-namespaces.ts) of every area whose pages render it`,
                );
        }
      };
      walk(path.join(root, dir));
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it("every area has a layout that wraps its pages in its provider, and lists only namespaces that exist", () => {
    for (const area of areas) {
      const layout = path.join(root, "app", area, "layout.tsx");
      expect(existsSync(layout), `create app/${area}/layout.tsx rendering <ClientMessages area="${area}">`).toBe(true);
      expect(readFileSync(layout, "utf8"), `app/${area}/layout.tsx must render <ClientMessages area="${area}">`).toContain(`<ClientMessages area="${area}">`);
    }
    expect(readFileSync(path.join(root, "app/layout.tsx"), "utf8")).toContain(`<ClientMessages area="shell">`);
    for (const ns of Object.values(CLIENT_NAMESPACES).flat() as string[]) expect(known, `messages/en/${ns}.json`).toContain(ns);
  });

  it("finds what a client component reads through the imports (a check that can fail)", () => {
    const reads = clientReads(path.join(root, "app/decks/[id]/page.tsx"));
    expect([...reads.keys()]).toEqual(expect.arrayContaining(["builder", "filters"]));
    expect(clientReads(path.join(root, "app/maps/new/page.tsx")).has("maps")).toBe(true);
  });
});
