import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { LOCALES, type Locale } from "@/i18n/locales";
import { readMessages } from "@/i18n/messages";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
const MESSAGES = path.join(ROOT, "messages");

/** Every message of a locale as `namespace.key.path` → text. */
export function flatMessages(locale: Locale): Map<string, string> {
  const flat = new Map<string, string>();
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === "string") flat.set(prefix, value);
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(prefix ? `${prefix}.${k}` : k, v);
    else flat.set(prefix, String(value)); // a non-string leaf: reported by the test
  };
  walk("", readMessages(locale, MESSAGES));
  return flat;
}

export const allMessages = (): Record<Locale, Map<string, string>> =>
  Object.fromEntries(LOCALES.map((l) => [l, flatMessages(l)])) as Record<Locale, Map<string, string>>;

/** Source files that may use messages: app/, components/, lib/ (not the generated client), i18n/. */
export function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== "generated" && name !== "node_modules") walk(full);
      } else if (/\.(ts|tsx)$/.test(name)) files.push(full);
    }
  };
  for (const dir of ["app", "components", "lib", "i18n"]) walk(path.join(ROOT, dir));
  return files;
}

/** Namespaces a file asks for: useTranslations("ns"), getTranslations("ns"), getTranslations({ namespace: "ns" }). */
const NAMESPACE = /(?:useTranslations|getTranslations)\(\s*(?:\{[^}]*?namespace:\s*)?["'`]([\w.-]+)["'`]/g;
/** Every string literal that could be a key (letters, digits, _, -, .). */
const LITERAL = /["'`]([\w-]+(?:\.[\w-]+)*)["'`]/g;

/**
 * Keys the code names: for each file, every string literal joined to each namespace the file
 * asks for, plus every literal on its own (a full key, or a namespace-less useTranslations()).
 * Deliberately generous: a key counts as used when some file both opens its namespace and
 * names it. Keys built at run time are listed in i18n/dynamic-keys.ts.
 */
export function usedKeyCandidates(files = sourceFiles()): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const namespaces = [...text.matchAll(NAMESPACE)].map((m) => m[1]);
    for (const m of text.matchAll(LITERAL)) {
      used.add(m[1]);
      for (const ns of namespaces) used.add(`${ns}.${m[1]}`);
    }
  }
  return used;
}
