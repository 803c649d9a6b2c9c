/** The designers' live preview rendered to markup: an SVG image named after the card, redrawn from the card it is given. */
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardPreview } from "@/components/designer/card-preview";
import proxyMessages from "@/messages/en/proxy.json";
import polishLabels from "@/messages/pl/proxyLabels.json";
import { COMMANDER } from "../proxies/fixtures";

function render(card: Record<string, unknown>, art?: string, proxyLabels?: Record<string, string>): string {
  const messages = { proxy: proxyMessages, ...(proxyLabels ? { proxyLabels } : {}) };
  const preview = createElement(CardPreview, { game: "dark-eden", card, art });
  // biome-ignore lint/correctness/noChildrenProp: a .ts test builds elements with createElement, and the provider's props type requires `children`
  return renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: "en", timeZone: "UTC", messages, children: preview }));
}

describe("CardPreview", () => {
  it("is an SVG image named “Proxy face of <name>” showing the card's text", () => {
    const html = render(COMMANDER);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Proxy face of Kommendant Leitheusser"');
    expect(html).toContain(">Kommendant Leitheusser</text>");
    expect(html).toContain("Sons of Rasputin");
  });

  it("draws what the card says: a new CV and name change the face", () => {
    const before = render(COMMANDER);
    const after = render({ ...COMMANDER, name: "Kommendant Neu", cv: 9 });
    expect(after).not.toEqual(before);
    expect(after).toContain(">Kommendant Neu</text>");
    expect(after).toContain(">9</text>");
    expect(before).not.toContain(">9</text>");
  });

  it("shows the card's art in the face when it has some", () => {
    expect(render(COMMANDER)).not.toContain("<image");
    expect(render(COMMANDER, "/api/v1/sets/s1/cards/kommendant-leitheusser/art")).toContain('href="/api/v1/sets/s1/cards/kommendant-leitheusser/art"');
  });

  it("prints the face's own words in the reader's language (Polish “Provides”), English without them", () => {
    expect(render(COMMANDER)).toContain(">Provides</text>");
    const polish = render(COMMANDER, undefined, polishLabels);
    expect(polish).toContain(`>${polishLabels.provides}</text>`);
    expect(polish).not.toContain(">Provides</text>");
  });
});
