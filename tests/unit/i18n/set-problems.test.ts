/**
 * A player-made set's problems (CONTRACTS §6, the §1 catalog format) in the reader's language:
 * the card schema's findings in zod's own Polish and Spanish, the schemas' own refinements and
 * the set limits from setProblems.json. English stays the message the API answers, and the
 * import page's check is the server's (lib/sets/files.ts `checkSetFile`).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { checkCard } from "@/components/designer/card-check";
import { problemText } from "@/i18n/problem-text";
import { previewCsv, previewJson, type ImportProblem } from "@/components/sets/set-file-check";
import { LOCALES, type Locale } from "@/i18n/locales";
import { readMessages } from "@/i18n/messages";
import { checkSetFile } from "@/lib/sets/files";

const tp = (locale: Locale) => createTranslator({ locale, messages: readMessages(locale), namespace: "setProblems" });
const say = (locale: Locale, p: ImportProblem) => problemText(p, tp(locale) as never, locale);

function problems(file: unknown): ImportProblem[] {
  const preview = previewJson(typeof file === "string" ? file : JSON.stringify(file));
  if ("error" in preview) return [preview.error];
  return preview.problems;
}

const deFile = (cards: unknown[], set = { code: "x", name: "X" }) => ({ game: "dark-eden", set, cards });

describe("a set file's problems in Polish and Spanish", () => {
  it("a Dark Eden card with a Combat Value in words: zod's own words in each language", () => {
    const [cv] = problems(deFile([{ code: "a", name: "A", type: "warrior", affiliation: "general", cv: "high" }])).filter((p) => p.field === "cv");
    expect(cv.message).toBe("Invalid input: expected number, received string");
    expect(say("en", cv)).toBe(cv.message);
    expect(say("pl", cv)).toBe("Nieprawidłowe dane wejściowe: oczekiwano liczba, otrzymano string");
    expect(say("es", cv)).toMatch(/^Entrada inválida: se esperaba número, recibido/);
  });

  it("the check's own problems: not a catalog file, and an unknown game", () => {
    const [notFile] = problems("[1, 2]");
    expect(say("pl", notFile)).toBe('To nie jest plik katalogu: musi to być obiekt {"game", "set", "cards"}.');
    expect(say("en", notFile)).toBe(notFile.message);
    const [game] = problems({ game: "chess", set: { code: "x", name: "X" }, cards: [] });
    expect(say("es", game)).toBe("El juego del archivo debe ser dark-eden, battle-for-eden, got-cgs o eden-skirmish.");
  });

  it("a schema's own refinement (CONTRACTS §1, dark-eden: warriorClass is for warriors) by its key and values", () => {
    const [p] = problems(deFile([{ code: "a", name: "A", type: "intrigue", affiliation: "general", warriorClass: "infantry" }]));
    expect(p.field).toBe("warriorClass");
    expect(p.message).toBe("warriorClass is for warrior cards, not intrigue");
    expect(say("pl", p)).toBe("pole warriorClass mają tylko karty typu warrior, nie intrigue");
    expect(say("es", p)).toBe("warriorClass es para cartas warrior, no intrigue");
  });

  it("Battle for Eden, Conquest ▶ Setup: a unit without its civilization", () => {
    const file = { game: "battle-for-eden", set: { code: "w", name: "W" }, cards: [{ code: "u", name: "U", kind: "unit", cost: 1, strength: 1 }] };
    const p = problems(file).find((q) => q.field === "civilization");
    expect(p?.message).toBe("a unit names the civilization whose World it belongs to");
    expect(say("pl", p as ImportProblem)).toBe("jednostka musi podać cywilizację, do której Świata należy");
  });

  it("the set limits (CONTRACTS §6): a name too long, with the plural of the language", () => {
    const [p] = problems(deFile([], { code: "x", name: "N".repeat(121) }));
    expect(p).toMatchObject({ field: "set.name", message: "at most 120 characters" });
    expect(say("pl", p)).toBe("najwyżej 120 znaków");
    expect(say("es", p)).toBe("como mucho 120 caracteres");
  });

  it("the import page's problems are the server's, message for message", () => {
    const file = deFile([
      { code: "a", name: "A", type: "warrior", affiliation: "general", cv: "high" },
      { code: "b", name: "B".repeat(121), type: "intrigue", affiliation: "general" },
    ]);
    const server = checkSetFile(file);
    expect(server.ok).toBe(false);
    const page = problems(file).map(({ card, field, message }) => ({ card, field, message }));
    expect(page).toEqual(server.ok ? [] : server.problems.map(({ card, field, message }) => ({ card, field, message })));
  });

  it("the designers' check says a finding in the reader's language", () => {
    const card = { code: "a", name: "A", type: "intrigue", affiliation: "general", warriorClass: "infantry" };
    const polish = checkCard("dark-eden", card, [card, { ...card }], (p) => problemText(p, tp("pl") as never, "pl"));
    expect(polish.warriorClass).toBe("pole warriorClass mają tylko karty typu warrior, nie intrigue");
    expect(polish.code).toBe("inna karta zestawu ma już ten kod");
    expect(checkCard("dark-eden", card).warriorClass).toBe("warriorClass is for warrior cards, not intrigue");
  });

  it("a CSV whose quotes do not close: Papa Parse's finding said by its code", () => {
    const preview = previewCsv('code,name,points\nash,"Ash Warden,12\n', "eden-skirmish", { name: "Ash", code: "ash" });
    if ("error" in preview) throw new Error("expected a preview");
    const quotes = preview.problems.find((p) => p.says && "key" in p.says && p.says.key === "csv.MissingQuotes");
    expect(quotes?.line).toBe(2);
    expect(say("pl", quotes as ImportProblem)).toBe("wartość w cudzysłowie nie jest zamknięta: zakończ ją cudzysłowem");
    expect(say("es", quotes as ImportProblem)).toBe("un valor entre comillas no está cerrado: termínalo con comillas dobles");
    expect(say("en", quotes as ImportProblem)).toBe(quotes?.message);
    // Every code Papa Parse gives (papaparse's ParseError codes) is said in every language.
    for (const code of ["MissingQuotes", "InvalidQuotes", "UndetectableDelimiter", "TooFewFields", "TooManyFields"])
      for (const locale of LOCALES) expect(tp(locale).has(`csv.${code}` as never), `${locale} ${code}`).toBe(true);
  });

  it("every key a card schema gives its refinements is said in every language", () => {
    const dir = path.join(process.cwd(), "lib", "games");
    const keys = readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".ts"))
      .flatMap((f) => [...readFileSync(path.join(dir, f), "utf8").matchAll(/key: "(card\.\w+)"/g)].map((m) => m[1]));
    expect(keys.length).toBeGreaterThanOrEqual(12);
    for (const locale of LOCALES) for (const key of keys) expect(tp(locale).has(key as never), `${locale} ${key}`).toBe(true);
  });
});
