/**
 * Messages written once (issue #42, docs/i18n.md "Messages written once"): a rule or a service
 * returns a key and its values, and the sentence lives only in messages/<locale>/*.json. So
 * every key one of them can return must exist in English (the API's and the CLI's own words,
 * lib/games/english.ts and lib/errors/english.ts) and in Polish and Spanish (the pages').
 *
 * How the keys are enumerated:
 * - rules: every code each game's checks declare (`rulesetFor(game).rules[].codes`, the list
 *   the validator runs and the rules page reads) is `validation.<code>`, and every code a rule
 *   words with `finding("CODE", …)` is one of them;
 * - services: every `refusal("kind", "CODE", …)` and `httpRefusal(status, "CODE", …)` (key
 *   `apiErrors.CODE` unless its `{ key }` names another) and every `.saying("ns.key", …)`,
 *   and `englishRefusal("ns.key", …)` with a literal key in lib/ and app/;
 *   `notFound(thing)` says `apiErrors.NOT_FOUND`, so each thing it takes must be a case of it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/i18n/locales";
import { readMessages } from "@/i18n/messages";
import { allRulesets } from "@/lib/games";

const ROOT = process.cwd();
const messages = Object.fromEntries(LOCALES.map((l) => [l, readMessages(l)])) as Record<string, Record<string, Record<string, unknown>>>;

/** The message at `key` ("ns.a.b") in `locale`, if it is a string. */
function said(locale: string, key: string): string | undefined {
  let at: unknown = messages[locale];
  for (const part of key.split(".")) at = at && typeof at === "object" ? (at as Record<string, unknown>)[part] : undefined;
  return typeof at === "string" ? at : undefined;
}

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => ({ file: path.join(dir, f), text: readFileSync(path.join(ROOT, dir, f), "utf8") }));
}
const SOURCES = [...sources("lib"), ...sources("app")];

const DECLARED = new Set(allRulesets().flatMap((r) => r.rules.flatMap((rule) => rule.codes)));
/** `finding("CODE", …)` literals in lib/games: what the rules word through messages/en. */
const WORDED = SOURCES.filter(({ file }) => file.startsWith(`lib${path.sep}games`)).flatMap(({ text }) =>
  [...text.matchAll(/\bfinding\(\s*"([A-Z_]+)"/g)].map((m) => m[1]),
);
/** Codes a ruleset returns outside its list of checks, each with why. */
const OUTSIDE_CHECKS: Record<string, string> = {
  EDEN_UNREADABLE: "eden-skirmish validate()'s guard when the warband cannot be read at all (lib/games/eden-skirmish/validate.ts)",
};
const RULE_KEYS = [...new Set([...DECLARED, ...WORDED])].map((code) => `validation.${code}`);

const REFUSAL = /\b(?:refusal\(\s*"[a-z-]+"|httpRefusal\(\s*\d+),\s*"([A-Z_]+)"(?:,\s*(?:undefined|\{[^}]*\}))?(?:,\s*\{\s*key:\s*"([\w.]+)")?/g;
const SAYING = /(?:\.saying|\benglishRefusal)\(\s*"([\w.]+)"/g;
const SERVICE_KEYS = [
  ...new Set(
    SOURCES.flatMap(({ text }) => [...[...text.matchAll(REFUSAL)].map((m) => m[2] ?? `apiErrors.${m[1]}`), ...[...text.matchAll(SAYING)].map((m) => m[1])]),
  ),
];

describe("every key a rule or a service returns is said in en, pl and es", () => {
  it("finds the keys (the enumeration itself works)", () => {
    expect(RULE_KEYS.length).toBeGreaterThan(50);
    expect(RULE_KEYS).toContain("validation.DE_DECK_TOO_SMALL");
    expect(SERVICE_KEYS.length).toBeGreaterThan(60);
    expect(SERVICE_KEYS).toContain("apiErrors.TOO_MANY_DECKS");
  });

  it("every code a rule words with finding() is one the rules declare, or says why not", () => {
    expect(WORDED.length).toBeGreaterThan(30);
    expect(WORDED.filter((code) => !DECLARED.has(code) && !(code in OUTSIDE_CHECKS))).toEqual([]);
  });

  for (const locale of LOCALES) {
    it(`${locale}: every rule's code has its message`, () => {
      expect(RULE_KEYS.filter((key) => said(locale, key) === undefined)).toEqual([]);
    });

    it(`${locale}: every key a service gives has its message`, () => {
      expect(SERVICE_KEYS.filter((key) => said(locale, key) === undefined)).toEqual([]);
    });

    it(`${locale}: apiErrors.NOT_FOUND says every thing notFound() takes`, () => {
      const errors = readFileSync(path.join(ROOT, "lib/errors/index.ts"), "utf8");
      const things = [
        ...(/export type SavedThing = ([^;]+);/.exec(errors)?.[1] ?? "").matchAll(/"(\w+)"/g),
        ...(/export type FindableThing = ([^;]+);/.exec(errors)?.[1] ?? "").matchAll(/"(\w+)"/g),
      ].map((m) => m[1]);
      expect(things.length).toBeGreaterThan(5);
      const message = said(locale, "apiErrors.NOT_FOUND") ?? "";
      expect(things.filter((thing) => !new RegExp(`[ ,]${thing} \\{`).test(message))).toEqual([]);
    });
  }
});
