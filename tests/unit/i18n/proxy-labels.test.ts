import { describe, expect, it } from "vitest";
import { renderProxySheet } from "@/lib/proxies";
import { proxyLabels } from "@/lib/proxies/localized-labels";
import { extractText } from "../../support/pdf-inspect";
import { COMMANDER, GOT_CARDS } from "../proxies/fixtures";

describe("proxy sheets print their words in the reader's language", () => {
  it("Gardener of Thoughts and Dark Eden faces in Spanish and Polish; English without labels", { timeout: 60_000 }, async () => {
    const cards = [GOT_CARDS[0], { game: "dark-eden" as const, card: COMMANDER, copies: 1 }];
    const spanish = await extractText(await renderProxySheet({ cards, paper: "a4", labels: proxyLabels("es") }));
    expect(spanish).toContain("Directiva");
    expect(spanish).toContain("Identificador");
    expect(spanish).not.toContain("Directive");
    const polish = await extractText(await renderProxySheet({ cards, paper: "a4", labels: proxyLabels("pl") }));
    expect(polish).toContain("Dyrektywa");
    expect(polish).toContain("Taktyka Walki");
    const english = await extractText(await renderProxySheet({ cards, paper: "a4" }));
    expect(english).toContain("Directive");
    expect(english).toContain("Proxy ·");
  });
});
