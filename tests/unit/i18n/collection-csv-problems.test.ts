/**
 * A collection CSV's bad rows, as the import panel shows them, in the reader's language: the
 * server words each problem in English and gives its key and values beside it
 * (lib/collection/csv.ts); collectionImport.json `rows` says it in Polish and Spanish.
 */
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { readCollectionCsv, type CsvProblem } from "@/lib/collection/csv";
import { readMessages } from "@/i18n/messages";
import type { Locale } from "@/i18n/locales";

const say = (locale: Locale, p: Pick<CsvProblem, "key" | "values">) =>
  createTranslator({ locale, messages: readMessages(locale), namespace: "collectionImport" })(`rows.${p.key}` as never, p.values as never);

const CSV = ["game,code,name,owned,wanted", ",boot-camp,,1,0", "chess,x,,1,0", "dark-eden,,,1,0", "dark-eden,boot-camp,,lots,0", "dark-eden,a,b,1,0,9,9"].join(
  "\n",
);

describe("collection CSV row problems in every language", () => {
  const read = readCollectionCsv(CSV);
  const problems = read.ok ? read.problems : [];

  it("every bad row has a key in en, pl and es, and the English message is the server's own", () => {
    expect(problems.map((p) => p.key)).toEqual(["gameMissing", "unknownGame", "codeOrName", "notCount", "valueCount"]);
    for (const p of problems) {
      for (const locale of ["pl", "es"] as const) expect(say(locale, p)).not.toBe(p.message);
      expect(say("en", p)).toBe(p.message);
    }
  });

  it("a count that is not a number reads in Polish; an unknown game in Spanish", () => {
    expect(say("pl", problems.find((p) => p.key === "notCount")!)).toBe("„lots” to nie liczba całkowita od 0 do 9999");
    expect(say("es", problems.find((p) => p.key === "unknownGame")!)).toMatch(/^juego desconocido «chess»; usa uno de dark-eden/);
  });

  it("an unmatched card with suggestions, in Polish", () => {
    const values = { game: "Dark Eden", which: "name", code: "", name: "Boot Cmp", count: 1, suggestions: '"Boot Camp"' };
    expect(say("en", { key: "unmatched", values })).toBe('no Dark Eden card with name "Boot Cmp". Did you mean "Boot Camp"?');
    expect(say("pl", { key: "unmatched", values })).toBe('brak karty Dark Eden z nazwą „Boot Cmp”. Czy chodziło o "Boot Camp"?');
  });
});
