import { describe, expect, it } from "vitest";
import { renderProxySheet } from "@/lib/proxies";
import { proxyLabels } from "@/lib/proxies/localized-labels";
import { extractText } from "../../support/pdf-inspect";
import { BFE_CARDS, BFE_EXTRAS } from "../proxies/fixtures";

describe("Battle for Eden proxy faces print their words in the reader's language", () => {
  it("a unit's kind, cost, strength, ability timings and permanent effect in Polish and Spanish; English without labels", { timeout: 60_000 }, async () => {
    const cards = [BFE_CARDS[0]];
    const polish = await extractText(await renderProxySheet({ cards, paper: "a4", extras: BFE_EXTRAS, labels: proxyLabels("pl") }));
    for (const word of ["Jednostka", "Koszt", "Siła 5", "Zdolności", "Natychmiastowa:", "Po walce:", "Efekt stały"]) expect(polish).toContain(word);
    expect(polish).not.toContain("Strength");
    const spanish = await extractText(await renderProxySheet({ cards, paper: "a4", labels: proxyLabels("es") }));
    for (const word of ["Unidad", "Coste", "Fuerza 5", "Habilidades", "Inmediata:", "Tras el combate:"]) expect(spanish).toContain(word);
    const english = await extractText(await renderProxySheet({ cards, paper: "a4" }));
    for (const word of ["Unit", "Cost", "Strength 5", "Abilities", "Immediate:", "Post-combat:", "Permanent"]) expect(english).toContain(word);
  });
});
