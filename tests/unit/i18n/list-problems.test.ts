/**
 * A deck list the builder cannot read says why in the reader's language (docs/i18n.md): the
 * engine gives each problem a key and values (lib/engine/deck-list.ts `saying`) beside the
 * English message the API and CLI answer (CONTRACTS §2), which stays exactly as it was.
 */
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { CardIndex, resolveList } from "@/lib/engine/card-index";
import { listErrorJson, listErrorSays, parseDeckList, type ListError } from "@/lib/engine/deck-list";
import { LIMITS } from "@/lib/engine/limits";
import { listGame } from "@/lib/decks/list-check";
import { readMessages } from "@/i18n/messages";
import type { Locale } from "@/i18n/locales";
import { allCards, index } from "../games/dark-eden/catalog";

const translator = (locale: Locale) => createTranslator({ locale, messages: readMessages(locale), namespace: "listProblems" });

const say = (locale: Locale, error: ListError) => {
  const says = listErrorSays(error);
  if (!says) throw new Error(`no key for ${error.code}: ${error.message}`);
  return translator(locale)(says.key as never, says.values as never);
};

const parseError = (text: string): ListError => {
  const parsed = parseDeckList(text);
  if (parsed.ok) throw new Error("expected the list to be refused");
  return parsed.error;
};

const resolveError = (text: string, cards: CardIndex = index, sections?: string[]): ListError => {
  const parsed = parseDeckList(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const resolved = resolveList(parsed.value, cards, sections);
  if (resolved.ok) throw new Error("expected the list to be refused");
  return resolved.error;
};

const gameError = (text: string, requested?: string): ListError => {
  const parsed = parseDeckList(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const game = listGame(parsed.value, requested);
  if (game.ok) throw new Error("expected the game to be refused");
  return game.error;
};

/** The Dark Eden catalog with a player-made set sharing one of its names. */
const withSet = new CardIndex([...allCards, { ...allCards[0], set: "homebrew", source: "my-set" }]);

/** A real bad list for every problem the engine and the list's game check say by key. */
const BAD_LISTS: Record<string, () => ListError> = {
  tooManyLines: () => parseError("\n".repeat(LIMITS.listLines + 1)),
  tooLarge: () => parseError(`${"x".repeat(LIMITS.lineLength - 1)}\n`.repeat(Math.ceil(LIMITS.listBytes / (LIMITS.lineLength - 1)))),
  lineTooLong: () => parseError("x".repeat(LIMITS.lineLength + 1)),
  separator: () => parseError("1 Boot\u2028Camp\n"),
  quantity: () => parseError("1000 Boot Camp\n"),
  nameTooLong: () => parseError(`1 ${"x".repeat(LIMITS.nameLength + 1)}\n`),
  tooManyCopies: () => parseError("999 Boot Camp\n".repeat(3)),
  headerTooLong: () => parseError(`commander: ${"x".repeat(LIMITS.headerValueLength + 1)}\n`),
  duplicateHeader: () => parseError("commander: Ana\ncommander: Ana\n"),
  notALine: () => parseError("three Boot Camps\n"),
  unknownSection: () => resolveError("[sideboard]\n1 Boot Camp\n", index, ["main"]),
  setNotUsable: () => resolveError("1 [private-set/x]\n"),
  ambiguous: () => resolveError(`1 ${allCards[0].name}\n`, withSet),
  unknownCard: () => resolveError("1 Boot Campp\n"),
  noGame: () => gameError("1 Boot Camp\n"),
  unknownGame: () => gameError("game: chess\n"),
  gameMismatch: () => gameError("game: got-cgs\n", "dark-eden"),
};

/** Said by key in the services, which need the database (tests/integration/i18n/list-problems.test.ts) or a form's draft (app/decks/actions.ts). */
const SERVICE_KEYS = ["setNotFound", "tooManySets", "tooManyCardLines", "unreadableDraft"];

describe("deck-list problems in Polish and Spanish (CONTRACTS §2: the deck-list format)", () => {
  it("a line that is neither a header, a section nor a card line", () => {
    const error = parseError("game: dark-eden\nthree Boot Camps\n");
    expect(listErrorJson(error)).toEqual({
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

  it("every key of listProblems.json is said by a real bad list, or by a service", () => {
    expect(Object.keys(readMessages("en").listProblems as object).sort()).toEqual([...Object.keys(BAD_LISTS), ...SERVICE_KEYS].sort());
  });

  for (const [key, bad] of Object.entries(BAD_LISTS)) {
    it(`${key}: said in en, pl and es`, () => {
      const error = bad();
      expect(listErrorSays(error)?.key).toBe(key);
      // English says what the message says (the text view drops its "Line N: ", as it does for any message).
      expect(say("en", error).toLowerCase()).toBe(
        error.message
          .replace(/^Line \d+:? /, "")
          .replace(/^(has|holds) /, "the line $1 ")
          .replace(/(U\+[0-9A-F]{4}) \([a-z ]+\)/, "$1") // the character's English name is left out
          .replace(" add a `game:` header", " add a game: header")
          .replace(" or pass --game.", ".")
          .replace(/ and (?=\[)/g, ", ")
          .toLowerCase(),
      );
      for (const locale of ["pl", "es"] as const) {
        expect(translator(locale).has(key as never), `${locale}: ${key}`).toBe(true);
        expect(say(locale, error)).not.toBe(say("en", error));
      }
    });
  }

  it("a header is named with the glossary's word: the Dark Eden commander is Przywódca, Comandante", () => {
    expect(say("pl", BAD_LISTS.duplicateHeader())).toBe("nagłówek commander: (Przywódca) występuje dwa razy (wiersze 1 i 2); zostaw jeden z nich.");
    expect(say("es", BAD_LISTS.headerTooLong())).toBe(
      "la cabecera commander: (Comandante) tiene 201 caracteres; el valor de una cabecera puede tener como mucho 200.",
    );
    expect(say("pl", BAD_LISTS.headerTooLong())).toBe("nagłówek commander: (Przywódca) ma 201 znaków; wartość nagłówka może mieć najwyżej 200.");
    expect(say("pl", parseError("mode: a\nmode: b\n"))).toBe("nagłówek mode: występuje dwa razy (wiersze 1 i 2); zostaw jeden z nich.");
  });

  it("a card name too long, and a card that two sources share, in Polish", () => {
    expect(say("pl", parseError(`1 ${"x".repeat(202)}\n`))).toBe("nazwa karty ma 202 znaki; nazwa może mieć najwyżej 200.");
    const ambiguous = BAD_LISTS.ambiguous();
    const [catalogCode, setCode] = ambiguous.suggestions!;
    expect(say("pl", ambiguous)).toBe(
      `„${allCards[0].name}” pasuje do więcej niż jednej karty: ${catalogCode}, ${setCode}; wpisz tę, o którą chodzi, jej kodem, np. „1 ${catalogCode}”.`,
    );
  });

  it("the error JSON stays code, message and line", () => {
    expect(Object.keys(JSON.parse(JSON.stringify(listErrorJson(parseError("x\n")))))).toEqual(["code", "message", "line"]);
  });
});
