import { describe, expect, it } from "vitest";
import { battleForEden } from "@/lib/games/battle-for-eden";
import { localizeValidation } from "@/lib/decks/validation-text";
import { deckFrom, LEGAL_SKY_DECK } from "../games/battle-for-eden/fixtures";

// Units and civilizations are FIXTURES (tests/unit/games/battle-for-eden/fixtures.ts).
const validate = (text: string) => battleForEden.validate(deckFrom(text));
const messages = (text: string, locale: "pl" | "es") => localizeValidation(validate(text), locale).errors.map((i) => i.message);

describe("Battle for Eden validation messages in the interface language", () => {
  it('"Conquest ▶ Setup": a crystal count reads in Polish and Spanish with its values and plurals', () => {
    const deck = LEGAL_SKY_DECK.replace("3 Small Energy Crystal", "2 Small Energy Crystal");
    expect(messages(deck, "pl")).toEqual(["Talia początkowa ma 2 Małe Kryształy Energii; potrzeba dokładnie 3."]);
    expect(messages(deck, "es")).toEqual(["El mazo inicial tiene 2 Cristales de Energía Pequeños; lleva exactamente 3."]);
    const noMedium = LEGAL_SKY_DECK.replace("1 Medium Energy Crystal\n", "");
    expect(messages(noMedium, "pl")).toEqual(["Talia początkowa ma 0 Średnich Kryształów Energii; potrzeba dokładnie 1."]);
    expect(validate(deck).errors[0].message).toBe("The starting deck holds 2 Small Energy Crystal; it takes exactly 3.");
  });

  it('"Conquest ▶ Setup": a costly unit and a card that is no part of a starting deck name the card and its cost', () => {
    const deck = LEGAL_SKY_DECK.replace("1 Fixture Runner", "1 Fixture Colossus");
    expect(messages(deck, "pl")).toEqual([
      "Talia początkowa ma 2 jednostki o koszcie 1; potrzeba dokładnie 3.",
      "Fixture Colossus kosztuje 5: talia początkowa bierze tylko jednostki o koszcie 1 (pozostałe kupuje się w fazie Posiłków).",
    ]);
    expect(messages(`${LEGAL_SKY_DECK}1 Setback\n`, "es")).toEqual([
      "Contratiempo no forma parte de un mazo inicial: solo lleva Cristales de Energía Pequeños y Medianos y unidades de coste 1.",
    ]);
  });

  it('"Conquest ▶ Setup": a unit of another civilization names both civilizations', () => {
    const deck = LEGAL_SKY_DECK.replace("1 Fixture Runner", "1 Fixture Diver");
    expect(messages(deck, "pl")).toContain(
      "Fixture Diver to jednostka cywilizacji fixture-deep, nie cywilizacji Fixture Sky Folk: talia początkowa bierze jednostki tylko ze Świata własnej cywilizacji.",
    );
    expect(messages(deck, "es")).toContain(
      "Fixture Diver es una unidad de fixture-deep, no de Fixture Sky Folk: un mazo inicial solo toma unidades del Mundo de su propia civilización.",
    );
  });

  it('"Map creation ▶ Setup": an unknown civilization lists the known ones in the reader\'s language', () => {
    const deck = LEGAL_SKY_DECK.replace("civilization: Fixture Sky Folk", "civilization: Atlantis");
    expect(messages(deck, "pl")).toEqual(["Nieznana cywilizacja „Atlantis”. Katalog zna: Fixture Sky Folk (fixture-sky) i Fixture Déep Ones (fixture-deep)."]);
    expect(messages(deck, "es")).toEqual([
      "Civilización desconocida «Atlantis». El catálogo conoce Fixture Sky Folk (fixture-sky) y Fixture Déep Ones (fixture-deep).",
    ]);
  });
});
