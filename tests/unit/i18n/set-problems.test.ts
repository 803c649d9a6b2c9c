/**
 * The import page's check of a player-made set (CONTRACTS §6, the §1 catalog format) says what
 * is wrong in the reader's language: the card schema's findings in zod's own Polish and
 * Spanish, the check's own problems from setProblems.json; English stays as the API answers.
 */
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { previewJson, type ImportProblem } from "@/components/sets/set-file-check";
import { zodWords } from "@/components/sets/zod-words";
import { readMessages } from "@/i18n/messages";
import type { Locale } from "@/i18n/locales";

const said = (locale: Locale, p: ImportProblem) =>
  p.key ? createTranslator({ locale, messages: readMessages(locale), namespace: "setProblems" })(p.key as never, p.values as never) : p.message;

function problems(text: string, locale: Locale): ImportProblem[] {
  const preview = previewJson(text, zodWords(locale));
  if ("error" in preview) return [preview.error];
  return preview.problems;
}

describe("a set file's problems in Polish and Spanish", () => {
  it("a Dark Eden card with a Combat Value in words: zod's own words in each language", () => {
    const text = JSON.stringify({
      game: "dark-eden",
      set: { code: "x", name: "X" },
      cards: [{ code: "a", name: "A", type: "warrior", affiliation: "general", cv: "high" }],
    });
    const cv = (locale: Locale) => problems(text, locale).find((p) => p.card === "a" && p.field === "cv")?.message;
    expect(cv("en")).toBe("Invalid input: expected number, received string");
    expect(cv("pl")).toBe("Nieprawidłowe dane wejściowe: oczekiwano liczba, otrzymano string");
    expect(cv("es")).toMatch(/^Entrada inválida: se esperaba número, recibido/);
  });

  it("the check's own problems: not a catalog file, and an unknown game", () => {
    const notFile = problems("[1, 2]", "pl")[0];
    expect(said("pl", notFile)).toBe('To nie jest plik katalogu: musi to być obiekt {"game", "set", "cards"}.');
    expect(said("en", notFile)).toBe(notFile.message);
    const game = problems(JSON.stringify({ game: "chess", set: { code: "x", name: "X" }, cards: [] }), "es")[0];
    expect(said("es", game)).toBe("El juego del archivo debe ser dark-eden, battle-for-eden, got-cgs o eden-skirmish.");
  });
});
