import { describe, expect, it } from "vitest";
import { localizeValidation } from "@/lib/decks/validation-text";
import { validateList } from "../games/dark-eden/catalog";

// Dark Eden rules, "UNIVERSAL RULES": a card whose own text needs something in play first. The
// warning names what it needs; in Polish and Spanish those words are the interface's own
// (validation.json `DE_needs`, game terms by the glossary), not the English fragment.
describe("DE_NEEDS_WITHOUT_ENABLER names what the card needs in the reader's language (rules: UNIVERSAL RULES)", () => {
  it("the Corsair needs a card that allows EQUIPMENT: Polish says EKWIPUNEK, Spanish EQUIPO", () => {
    const english = validateList({ commander: "Cain Mournor", lines: ["2 Corsair"] });
    expect(english.warnings[0].message).toContain("needs a card that allows EQUIPMENT");
    expect(localizeValidation(english, "pl").warnings[0].message).toBe(
      "Korsarz nigdy nie zostanie zagrana z tej talii: jej tekst wymaga: karta pozwalająca na EKWIPUNEK, a w talii nie ma nic takiego.",
    );
    expect(localizeValidation(english, "es").warnings[0].message).toContain("su texto necesita una carta que permita EQUIPO,");
  });

  it("a KEY-CODE SKULL's alternatives read as one disjunction in each language", () => {
    const english = validateList({ commander: "Kommendant Leitheusser", lines: ["1 Asian Skull"] });
    expect(english.warnings[0].message).toMatch(/ISLAND TEAM MEMBER or the card \[hardings-influence\]/);
    expect(localizeValidation(english, "pl").warnings[0].message).toContain("wymaga: ISLAND TEAM MEMBER lub karta [hardings-influence],");
    expect(localizeValidation(english, "es").warnings[0].message).toContain("necesita ISLAND TEAM MEMBER o la carta [hardings-influence],");
  });

  it("the Writ under a Dark Legion Commander: the Commander it needs is named with the Polish affiliation", () => {
    const english = validateList({ commander: "Wielki Heretyk Marcus", lines: ["1 Writ of Inquisitor Benedictus"] });
    expect(english.warnings.map((i) => i.code)).toEqual(["DE_NEEDS_WITHOUT_ENABLER"]);
    expect(english.warnings[0].message).toContain("a Commander that is not Dark Legion");
    expect(localizeValidation(english, "pl").warnings[0].message).toContain("wymaga: Przywódca o Przynależności innej niż Legion Ciemności,");
    expect(localizeValidation(english, "es").warnings[0].message).toContain("necesita un Comandante que no sea de Legión Oscura,");
  });
});
