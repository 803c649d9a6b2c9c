/**
 * A collection CSV's bad rows, and a file refused as a whole, as the import panel shows them, in
 * the reader's language: the server words each problem in English and gives its key and values
 * beside it (lib/collection/csv.ts); collectionImport.json `rows` says it in Polish and Spanish.
 */
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { MAX_CSV_BYTES, MAX_CSV_ROWS, readCollectionCsv, type CsvProblem } from "@/lib/collection/csv";
import { readMessages } from "@/i18n/messages";
import type { Locale } from "@/i18n/locales";

const translator = (locale: Locale) => createTranslator({ locale, messages: readMessages(locale), namespace: "collectionImport" });
const say = (locale: Locale, p: Pick<CsvProblem, "key" | "values">) => translator(locale)(`rows.${p.key}` as never, p.values as never);

const HEADER = "game,code,name,owned,wanted";
const CSV = [
  HEADER,
  ",boot-camp,,1,0",
  "chess,x,,1,0",
  "dark-eden,,,1,0",
  "dark-eden,boot-camp,,lots,0",
  "dark-eden,a,b,1,0,9,9",
  `dark-eden,${"x".repeat(201)},,1,0`,
  'dark-eden,"boot-camp,,1,0',
].join("\n");

/** Every file the reader refuses as a whole, by the key it gives. */
const REFUSED: Record<string, string> = {
  columnTwice: "game,game,code,owned\n",
  noGameColumn: "code,owned\nx,1\n",
  noCardColumn: "game,owned\ndark-eden,1\n",
  noCountColumn: "game,code\ndark-eden,x\n",
  empty: "",
  tooManyRows: [HEADER, ...Array.from({ length: MAX_CSV_ROWS + 1 }, (_, i) => `dark-eden,c${i},,1,0`)].join("\n"),
  tooLarge: `${HEADER}\n${"dark-eden,boot-camp,,1,0\n".repeat(MAX_CSV_BYTES / 20)}`,
};

/** A problem is said in en exactly as the server words it, and differently in pl and es. */
function expectSaidEverywhere(p: Pick<CsvProblem, "key" | "values" | "message">) {
  expect(p.key).toBeDefined();
  expect(say("en", p)).toBe(p.message);
  for (const locale of ["pl", "es"] as const) {
    expect(translator(locale).has(`rows.${p.key}` as never), `${locale}: rows.${p.key}`).toBe(true);
    expect(say(locale, p)).not.toBe(p.message);
  }
}

describe("collection CSV row problems in every language", () => {
  const read = readCollectionCsv(CSV);
  const problems = read.ok ? read.problems : [];

  it("every bad row has a key in en, pl and es, and the English message is the server's own", () => {
    expect(problems.map((p) => p.key)).toEqual(["gameMissing", "unknownGame", "codeOrName", "notCount", "valueCount", "cellTooLong", "quotes"]);
    for (const p of problems) expectSaidEverywhere(p);
  });

  it("a count that is not a number reads in Polish; an unknown game and a too long code in Spanish", () => {
    expect(say("pl", problems.find((p) => p.key === "notCount")!)).toBe("„lots” to nie liczba całkowita od 0 do 9999");
    expect(say("es", problems.find((p) => p.key === "unknownGame")!)).toMatch(/^juego desconocido «chess»; usa uno de dark-eden/);
    expect(say("es", problems.find((p) => p.key === "cellTooLong")!)).toBe("201 caracteres; un campo code tiene como mucho 200");
  });

  it("an unmatched card with suggestions, in Polish", () => {
    const values = { game: "Dark Eden", which: "name", code: "", name: "Boot Cmp", count: 1, suggestions: '"Boot Camp"' };
    expect(say("en", { key: "unmatched", values })).toBe('no Dark Eden card with name "Boot Cmp". Did you mean "Boot Camp"?');
    expect(say("pl", { key: "unmatched", values })).toBe('brak karty Dark Eden z nazwą „Boot Cmp”. Czy chodziło o "Boot Camp"?');
  });
});

describe("a collection CSV refused as a whole, in every language", () => {
  for (const [key, text] of Object.entries(REFUSED)) {
    it(`${key}: its key in en, pl and es, the English message the server's own`, () => {
      const read = readCollectionCsv(text);
      if (read.ok) throw new Error("expected the file to be refused");
      expect(read.key).toBe(key);
      expectSaidEverywhere(read);
    });
  }

  it("a file without a game column, in Polish and Spanish", () => {
    const read = readCollectionCsv(REFUSED.noGameColumn);
    if (read.ok) throw new Error("expected the file to be refused");
    expect(read.message).toBe('Line 1: no "game" column. The first line must be the header game,code,name,owned,wanted,forTrade.');
    expect(say("pl", read)).toBe("Wiersz 1: brak kolumny „game”. Pierwszy wiersz musi być nagłówkiem game,code,name,owned,wanted,forTrade.");
    expect(say("es", read)).toBe("Fila 1: no hay columna «game». La primera fila debe ser la cabecera game,code,name,owned,wanted,forTrade.");
  });

  it("too many rows, in Polish", () => {
    const read = readCollectionCsv(REFUSED.tooManyRows);
    if (read.ok) throw new Error("expected the file to be refused");
    expect(say("pl", read)).toBe("Plik ma więcej niż 20000 wierszy; podziel go na mniejsze pliki.");
  });
});
