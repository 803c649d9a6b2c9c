/**
 * A deck list the builder cannot read says why in the reader's language (docs/i18n.md): the
 * engine gives each problem a key and values (lib/engine/deck-list.ts `saying`) beside the
 * English message the API and CLI answer (CONTRACTS §2), which stays exactly as it was.
 */
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { resolveList } from "@/lib/engine/card-index";
import { listErrorSays, parseDeckList, type ListError } from "@/lib/engine/deck-list";
import { listGame } from "@/lib/services/deck-list-check";
import { readMessages } from "@/i18n/messages";
import type { Locale } from "@/i18n/locales";
import { index } from "../games/dark-eden/catalog";

const say = (locale: Locale, error: ListError) => {
  const says = listErrorSays(error);
  if (!says) throw new Error(`no key for ${error.code}: ${error.message}`);
  return createTranslator({ locale, messages: readMessages(locale), namespace: "listProblems" })(says.key as never, says.values as never);
};

const parseError = (text: string): ListError => {
  const parsed = parseDeckList(text);
  if (parsed.ok) throw new Error("expected the list to be refused");
  return parsed.error;
};

describe("deck-list problems in Polish and Spanish (CONTRACTS §2: the deck-list format)", () => {
  it("a line that is neither a header, a section nor a card line", () => {
    const error = parseError("game: dark-eden\nthree Boot Camps\n");
    expect(error).toEqual({
      code: "LIST_SYNTAX",
      message: 'Line 2: "three Boot Camps" is not a header (key: value), a [section] or a card line (N Name, Nx Name, N [code]).',
      line: 2,
    });
    expect(say("pl", error)).toBe("„three Boot Camps” to ani nagłówek (klucz: wartość), ani [sekcja], ani wiersz karty (N Nazwa, Nx Nazwa, N [kod]).");
    expect(say("es", error)).toBe(
      "«three Boot Camps» no es una cabecera (clave: valor), ni una [sección], ni una línea de carta (N Nombre, Nx Nombre, N [código]).",
    );
  });

  it("a quantity out of range and a header given twice", () => {
    expect(say("pl", parseError("0 Boot Camp\n"))).toBe("liczba kopii musi być liczbą całkowitą od 1 do 999, a nie 0.");
    expect(say("es", parseError("name: a\nname: b\n"))).toBe("la cabecera name: aparece dos veces (líneas 1 y 2); deja solo una.");
  });

  it("an unknown section, resolved against the Dark Eden catalog", () => {
    const parsed = parseDeckList("[sideboard]\n1 Boot Camp\n");
    if (!parsed.ok) throw new Error(parsed.error.message);
    const resolved = resolveList(parsed.value, index, ["main"]);
    if (resolved.ok) throw new Error("expected an unknown section");
    expect(resolved.error.message).toBe("Line 2: unknown section [sideboard]; this game's sections are [main].");
    expect(say("pl", resolved.error)).toBe("nieznana sekcja [sideboard]; sekcje tej gry to [main].");
  });

  it("an unknown game header", () => {
    const parsed = parseDeckList("game: chess\n");
    if (!parsed.ok) throw new Error(parsed.error.message);
    const game = listGame(parsed.value);
    if (game.ok) throw new Error("expected an unknown game");
    expect(say("es", game.error)).toBe("juego desconocido «chess»; los juegos son dark-eden, battle-for-eden, got-cgs, eden-skirmish.");
  });

  it("the error JSON stays code, message and line", () => {
    expect(Object.keys(JSON.parse(JSON.stringify(parseError("x\n"))))).toEqual(["code", "message", "line"]);
  });
});
