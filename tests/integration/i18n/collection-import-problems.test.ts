import { createTranslator } from "next-intl";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { POST as importRoute } from "@/app/api/v1/collection/import/route";
import { registerUser } from "@/lib/accounts/service";
import type { ImportReport } from "@/lib/collection/csv-service";
import { readMessages } from "@/i18n/messages";
import type { Locale } from "@/i18n/locales";

// The CSV import route gives every problem its key and values beside the English message
// (docs/i18n.md), for the import panel to say in the reader's language: the rows the catalog
// decides (an unmatched card, a card twice), a rejected import's rows, a file refused as a whole.
// tests/unit/i18n/collection-csv-problems.test.ts says the reader's own.

type Said = { message: string; key?: string; values?: Record<string, string | number> };

const say = (locale: Locale, p: Said) =>
  createTranslator({ locale, messages: readMessages(locale), namespace: "collectionImport" })(`rows.${p.key}` as never, p.values as never);

const HEADER = "game,code,name,owned,wanted,forTrade";
let cookie: string;

const importCsv = (text: string, mode: "preview" | "apply") =>
  importRoute(request("POST", `/api/v1/collection/import?mode=${mode}`, { body: text, cookie, headers: { "content-type": "text/csv" } }));

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase({ catalog: true });
  cookie = await sessionCookie(await registerUser({ username: "kolekcjoner", password: "a long collecting password" }));
});

describe("the CSV import's problems, by key, in Polish and Spanish", () => {
  it("an unmatched card with its suggestion and a card given twice", async () => {
    const text = [HEADER, "dark-eden,boot-camp,,1,0,0", "dark-eden,,Boot Camp,2,0,0", "dark-eden,,Boot Cmp,1,0,0"].join("\n");
    const report = (await (await importCsv(text, "preview")).json()) as ImportReport;
    const [twice] = report.invalid;
    const [unmatched] = report.unmatched;
    expect(twice).toMatchObject({ line: 3, key: "sameCard" });
    expect(unmatched).toMatchObject({ line: 4, key: "unmatched" });
    for (const p of [twice, unmatched]) expect(say("en", p)).toBe(p.message);
    expect(say("pl", twice)).toBe("ta sama karta co w wierszu 2 (Boot Camp); połącz oba wiersze");
    expect(say("es", unmatched)).toBe('no hay ninguna carta de Dark Eden con nombre «Boot Cmp». ¿Querías decir "Boot Camp"?');
  });

  it("a rejected import lists its rows with their keys; the English message stays the server's", async () => {
    const text = [HEADER, "dark-eden,livery,,-1,0,0", "chess,pawn,,1,0,0"].join("\n");
    const res = await importCsv(text, "apply");
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string; issues: Said[] } };
    expect(error.code).toBe("IMPORT_REJECTED");
    expect(error.message).toBe(
      'Nothing was imported: line 2, owned: "-1" is not a whole number from 0 to 9999 (and 1 more). Fix the file and import it again.',
    );
    expect(error.issues.map((p) => p.key)).toEqual(["notCount", "unknownGame"]);
    expect(say("pl", error.issues[0])).toBe("„-1” to nie liczba całkowita od 0 do 9999");
  });

  it("a file refused as a whole gives its one problem, with its key, in issues", async () => {
    const res = await importCsv("game,game,code,owned\n", "preview");
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string; issues: Said[] } };
    expect(error).toMatchObject({ code: "CSV_HEADER", message: 'Line 1: the column "game" appears twice in the header.' });
    expect(error.issues).toEqual([{ message: error.message, key: "columnTwice", values: { column: "game" } }]);
    expect(say("es", error.issues[0])).toBe("Fila 1: la columna «game» aparece dos veces en la cabecera.");
  });
});
