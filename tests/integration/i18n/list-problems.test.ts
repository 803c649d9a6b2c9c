import { createTranslator } from "next-intl";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { checkDraftAction } from "@/app/decks/actions";
import { checkDraft, type ListProblem } from "@/lib/decks/builder";
import { MAX_DECK_SETS } from "@/lib/decks/deck-catalog";
import { MAX_CARD_LINES } from "@/lib/decks/input";
import { readMessages } from "@/i18n/messages";
import type { Locale } from "@/i18n/locales";

// The list problems the builder's services say by key (docs/i18n.md), the ones a real database
// answers: a set the reader may not see, too many sets, too many card lines, an unreadable draft.
// tests/unit/i18n/list-problems.test.ts says the engine's.

const say = (locale: Locale, p: ListProblem) =>
  createTranslator({ locale, messages: readMessages(locale), namespace: "listProblems" })(p.key as never, p.values as never);

async function problemOf(draft: Parameters<typeof checkDraft>[0]): Promise<ListProblem> {
  const checked = await checkDraft(draft, null);
  if (checked.ok) throw new Error("expected the draft to be refused");
  expect(checked.problems).toHaveLength(1);
  return checked.problems[0];
}

describe("the builder's list problems from the services, in Polish and Spanish", () => {
  beforeAll(async () => {
    await freshDatabase();
  });

  it("a set the reader may not see", async () => {
    const p = await problemOf({ game: "dark-eden", text: "sets: ghost-set\n1 Boot Camp\n" });
    expect(p).toMatchObject({ code: "SET_NOT_FOUND", key: "setNotFound", line: 1 });
    expect(say("en", p)).toBe(p.message.replace(/^Line 1: /, ""));
    expect(say("pl", p)).toBe("nagłówek sets: wskazuje „ghost-set”, zestaw gracza, który nie istnieje albo którego nie możesz widzieć.");
    expect(say("es", p)).toBe("la cabecera sets: nombra «ghost-set», un set de jugador que no existe o que no puedes ver.");
  });

  it("more sets than a deck may draw on", async () => {
    const ids = Array.from({ length: MAX_DECK_SETS + 1 }, (_, i) => `set-${i}`);
    const p = await problemOf({ game: "dark-eden", text: `sets: ${ids.join(", ")}\n` });
    expect(p).toMatchObject({ code: "LIST_SYNTAX", key: "tooManySets" });
    expect(say("en", p)).toBe(p.message.replace(/^T/, "t"));
    expect(say("pl", p)).toBe("nagłówek sets: wskazuje 21 zestawów; talia może korzystać z najwyżej 20.");
  });

  it("more card lines than a deck keeps", async () => {
    const lines = Array.from({ length: MAX_CARD_LINES + 1 }, (_, i) => ({ section: "main", code: `c${i}`, quantity: 1 }));
    const p = await problemOf({ game: "dark-eden", headers: {}, lines });
    expect(p).toMatchObject({ code: "LIST_TOO_LONG", key: "tooManyCardLines" });
    expect(say("es", p)).toBe("la lista tiene 1001 líneas de cartas; se guardan como mucho 1000.");
    expect(say("pl", p)).toBe("lista ma 1001 wierszy kart; zachowywanych jest najwyżej 1000.");
  });

  it("a draft the server cannot read", async () => {
    const checked = await checkDraftAction({ game: "chess" });
    if (checked.ok) throw new Error("expected the draft to be refused");
    const [p] = checked.problems;
    expect(p).toMatchObject({ code: "INVALID_REQUEST", key: "unreadableDraft" });
    expect(say("en", p)).toBe(p.message.replace(/^T/, "t"));
    expect(say("pl", p)).toBe("nie udało się odczytać szkicu; odśwież stronę.");
  });
});
