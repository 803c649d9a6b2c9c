/**
 * The API's refusals in the page's language (docs/i18n.md, "API refusals"): every refusal code
 * the services and routes throw has its message in messages/<locale>/apiErrors.json (or is said
 * by the key its service gives), every key a service gives exists in every language, and the
 * values a service gives fill every argument of its message, so no page shows a half message.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/i18n/locales";
import { readMessages } from "@/i18n/messages";
import { refusalText } from "@/lib/http/refusal-text";
import { DomainError } from "@/lib/errors";

const ROOT = process.cwd();

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => ({ file: path.join(dir, f), text: readFileSync(path.join(ROOT, dir, f), "utf8") }));
}

const SOURCES = [...sources("lib"), ...sources("app")];
const messages = Object.fromEntries(LOCALES.map((l) => [l, readMessages(l)])) as Record<string, Record<string, Record<string, string>>>;

/** A message's top-level ICU arguments: `{name}`, `{name, plural, …}`, `{name, select, …}`. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    if (message[i] === "{") {
      if (depth === 0) names.add(/^\{\s*(\w+)/.exec(message.slice(i))?.[1] ?? "");
      depth++;
    } else if (message[i] === "}") depth--;
  }
  names.delete("");
  return [...names];
}

/** Every `.saying("ns.key", { a, b: x })` in the code: its key and the names of the values it gives. */
const SAYINGS = SOURCES.flatMap(({ file, text }) =>
  [...text.matchAll(/\.saying\(\s*(?:"([\w.]+)"|`([\w.]+)\$\{[^}]+\}`)\s*(?:,\s*\{([^}]*)\})?/g)].map((m) => ({
    file,
    key: m[1] ?? `${m[2]}*`,
    given: (m[3] ?? "")
      .split(",")
      .map((part) => part.split(":")[0].trim())
      .filter(Boolean),
  })),
);

/**
 * Every `refusal("kind", "CODE", { a, b: x }, { key: "ns.key" })` (lib/errors: the English is worded
 * from the key, `apiErrors.CODE` unless another is given), and the request layer's
 * `httpRefusal(status, "CODE", …)` (lib/http/respond.ts): its key and the names of its values.
 */
const REFUSALS = SOURCES.flatMap(({ file, text }) =>
  [...text.matchAll(/\b(?:refusal\(\s*"[a-z-]+"|httpRefusal\(\s*\d+),\s*"([A-Z_]+)"(?:,\s*(?:undefined|\{([^}]*)\}))?(?:,\s*\{\s*key:\s*"([\w.]+)")?/g)].map(
    (m) => ({
      file,
      key: m[3] ?? `apiErrors.${m[1]}`,
      given: (m[2] ?? "")
        .split(",")
        .map((part) => part.split(":")[0].trim())
        .filter(Boolean),
    }),
  ),
);
SAYINGS.push(...REFUSALS);

/** Every `englishRefusal("ns.key", { a, b: x })` or `englishRefusal("ns.key")`: a refusal's issue, or one answered without a DomainError (the proxy's, the sign-in throttle's). */
const ENGLISH = SOURCES.flatMap(({ file, text }) =>
  [...text.matchAll(/\benglishRefusal\(\s*"([\w.]+)"\s*(?:,\s*\{([^}]*)\}|\))/g)].map((m) => ({
    file,
    key: m[1],
    given: (m[2] ?? "")
      .split(",")
      .map((part) => part.split(":")[0].trim())
      .filter(Boolean),
  })),
);
SAYINGS.push(...ENGLISH);

/**
 * Every refusal code written as a literal: `refusal("kind", "CODE"`, `new DomainError("kind", "CODE"`, `new HttpError(404, "CODE"`, `httpRefusal(404, "CODE"`,
 * `errorResponse(403, "CODE"`, the art check's `invalid("CODE"` and `new ProxySheetError("CODE"`.
 */
const CODE =
  /(?:(?:new (?:DomainError|HttpError)|\brefusal|\bhttpRefusal)\(\s*(?:"[a-z-]+"|\d+),|errorResponse\(\d+,|\binvalid\(|new ProxySheetError\()\s*"([A-Z_]+)"/g;
const CODES = new Set(SOURCES.flatMap(({ text }) => [...text.matchAll(CODE)].map((m) => m[1])));

describe("API refusals in Polish and Spanish", () => {
  it("finds the services' refusals and their keys (the scan itself works)", () => {
    expect(CODES.size).toBeGreaterThanOrEqual(25);
    expect(SAYINGS.length).toBeGreaterThanOrEqual(30);
    expect(argumentsOf("{count, plural, one {# a {x}} other {#}} at {line}")).toEqual(["count", "line"]);
  });

  it("every code thrown has its message, or every throw of it gives its own key", () => {
    const unsaid = [...CODES].filter((code) => !(code in messages.en.apiErrors));
    // Thrown only with a key of their own (`.saying`: the card the set lacks).
    expect(unsaid.sort()).toEqual(["CARD_NOT_FOUND"]);
  });

  it("every key a service gives is said in every language, with every argument given", () => {
    for (const { file, key, given } of SAYINGS) {
      if (key.endsWith("*")) continue; // keys built from a list or CSV problem's own key: checked by those namespaces' tests
      const [namespace, name] = key.split(".");
      for (const locale of LOCALES) {
        const message = messages[locale][namespace]?.[name];
        expect(message, `${file}: ${key} in ${locale}`).toBeTypeOf("string");
        expect(
          argumentsOf(message).filter((a) => !given.includes(a)),
          `${file}: ${key} in ${locale} needs values`,
        ).toEqual([]);
      }
    }
  });

  it("a message said by its code alone takes no values", () => {
    const keyed = new Set(SAYINGS.map((s) => s.key.replace(/^apiErrors\./, "")));
    for (const [code, message] of Object.entries(messages.en.apiErrors)) {
      if (keyed.has(code)) continue;
      expect(argumentsOf(message), code).toEqual([]);
      expect(CODES.has(code), `${code} is neither thrown nor given`).toBe(true);
    }
  });

  it("says a refusal in the language asked, English otherwise", () => {
    const stale = new DomainError("conflict", "STALE_VERSION", "The deck was saved meanwhile (it is at version 3); …").saying("apiErrors.STALE_VERSION", {
      thing: "deck",
      current: 3,
    });
    expect(refusalText("pl", stale.code, stale.message, stale.says)).toBe(
      "Talię zapisano w międzyczasie (jest w wersji 3); wczytaj ją ponownie i wprowadź zmianę jeszcze raz.",
    );
    expect(refusalText("es", stale.code, stale.message, stale.says)).toMatch(/^El mazo se guardó mientras tanto \(está en la versión 3\)/);
    expect(refusalText("en", stale.code, stale.message, stale.says)).toBe(stale.message);
    expect(refusalText("de", stale.code, stale.message, stale.says)).toBe(stale.message);
    expect(refusalText(null, stale.code, stale.message, stale.says)).toBe(stale.message);
    // A code no language says, and a message whose values are missing, keep the English.
    expect(refusalText("pl", "SOMETHING_NEW", "Something new.")).toBe("Something new.");
    expect(refusalText("pl", "TOO_MANY_DECKS", "You have 300 decks; …")).toBe("You have 300 decks; …");
    expect(refusalText("pl", "TOO_MANY_DECKS", "…", { key: "apiErrors.TOO_MANY_DECKS", values: { count: 22, max: 300 } })).toBe(
      "Masz 22 talie; przechowujemy najwyżej 300. Najpierw usuń kilka.",
    );
  });
});
