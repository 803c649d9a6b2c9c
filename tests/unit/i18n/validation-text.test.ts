import { describe, expect, it } from "vitest";
import { issue } from "@/lib/games/types";
import { localizeValidation } from "@/lib/decks/validation-text";
import { validateList } from "../games/dark-eden/catalog";
import { validate } from "../games/eden-skirmish/helpers";

const commander = "Kommendant Leitheusser";

describe("validation messages in the interface language", () => {
  it('Dark Eden "DESIGNING A DECK": a short deck reads in Polish with the Polish plural and the rulebook\'s Przywódca', () => {
    const english = validateList({ commander, size: 59 });
    const polish = localizeValidation(english, "pl");
    expect(polish.errors.map((i) => i.code)).toEqual(["DE_DECK_TOO_SMALL"]);
    expect(polish.errors[0].message).toBe("Talia do gry ma 59 kart; potrzeba co najmniej 60 (Przywódca się nie liczy).");
    expect(localizeValidation(validateList({ commander, size: 2 }), "pl").errors[0].message).toContain("2 karty");
    expect(localizeValidation(validateList({ commander, size: 1 }), "es").errors[0].message).toContain("1 carta;");
    expect(english.errors[0].message).toContain("59 cards"); // the English result itself is untouched
  });

  it("Dark Eden: cards a message names read by their Polish names", () => {
    const polish = localizeValidation(validateList({ commander, lines: ["6 Livery"] }), "pl");
    expect(polish.errors[0]).toMatchObject({ code: "DE_COPY_LIMIT", cards: ["livery"] });
    expect(polish.errors[0].message).toContain("6 egzemplarzy karty Stajnie");
  });

  it('EDEN "3. Formar la banda": over budget reads in Spanish with banda and puntos', () => {
    const spanish = localizeValidation(validate("warband: faction bamaka\nbudget: 50\n1 Sabaka\n1 Ngwane\n"), "es");
    const over = spanish.errors.find((i) => i.code === "EDEN_OVER_BUDGET");
    expect(over?.message).toBe("La banda vale 80 puntos, 30 por encima del presupuesto de 50.");
  });

  it("English and issues without a translation keep the rules' own English message", () => {
    const english = validate("warband: faction Nowhere\n1 Sabaka\n");
    expect(localizeValidation(english, "en")).toBe(english);
    const untranslated = { ...english, errors: [issue("NO_SUCH_CODE", "Only English.", [], { value: 1 })] };
    expect(localizeValidation(untranslated, "es").errors[0].message).toBe("Only English.");
  });

  it('EDEN "3. Formar la banda": an unreadable warband or budget header reads in Spanish and Polish with what was written', () => {
    const unknown = validate("warband: faction Nowhere\n1 Sabaka\n");
    const bad = localizeValidation(unknown, "es").errors.find((i) => i.code === "EDEN_BAD_WARBAND");
    expect(bad?.message).toMatch(/^Facción desconocida «Nowhere»\. Facciones conocidas: .+\.$/);
    const budget = localizeValidation(validate("warband: faction bamaka\nbudget: lots\n1 Sabaka\n"), "pl").errors.find((i) => i.code === "EDEN_BAD_BUDGET");
    expect(budget?.message).toBe("„budget: lots” to nie liczba punktów; wpisz liczbę całkowitą, np. „budget: 150” (domyślnie 100).");
    const stigma = localizeValidation(validate("warband: faction chaos\n1 Sabaka\n"), "es").errors.find((i) => i.code === "EDEN_BAD_WARBAND");
    expect(stigma?.message).toContain("chaos es un estigma: escribe «warband: stigma chaos».");
  });

  it("the JSON of an issue is exactly code, message and cards (CONTRACTS §3)", () => {
    const [found] = validateList({ commander, size: 59 }).errors;
    expect(Object.keys(JSON.parse(JSON.stringify(found)))).toEqual(["code", "message", "cards"]);
  });
});
