import { describe, expect, it } from "vitest";
import { renderProxySheet } from "@/lib/proxies";
import { proxyLabels } from "@/lib/proxies/localized-labels";
import { extractText } from "../../support/pdf-inspect";
import { SKIRMISH_CARDS } from "../proxies/fixtures";

describe("EDEN proxy faces print their words in the reader's language", () => {
  it("a combatant's members, constitution, equipment and abilities in Spanish and Polish; English as before", { timeout: 60_000 }, async () => {
    const cards = [SKIRMISH_CARDS[0]];
    const spanish = await extractText(await renderProxySheet({ cards, paper: "a4", labels: proxyLabels("es") }));
    for (const word of ["Miembro", "Constitución", "Cabeza", "Brazos", "Piernas", "Equipo", "Habilidades", "Valor"]) expect(spanish).toContain(word);
    expect(spanish).not.toContain("Constitution");
    const polish = await extractText(await renderProxySheet({ cards, paper: "a4", labels: proxyLabels("pl") }));
    for (const word of ["Budowa", "Głowa", "Nogi", "Wyposażenie", "Zdolności"]) expect(polish).toContain(word);
    const english = await extractText(await renderProxySheet({ cards, paper: "a4" }));
    for (const word of ["Member", "Constitution", "Head", "Legs", "Equipment", "Abilities", "Value"]) expect(english).toContain(word);
  });
});
