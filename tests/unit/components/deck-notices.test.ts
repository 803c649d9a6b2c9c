/**
 * The deck page's set-changes notice (CONTRACTS §6: a set saved since the deck was) and the
 * proxy download button, rendered to markup in each interface language.
 */
import { NextIntlClientProvider } from "next-intl";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SetChanges } from "@/components/builder/set-changes";
import { ProxyDownload } from "@/components/proxies/proxy-download";
import type { SetChange } from "@/lib/decks/set-pins";
import { readMessages } from "@/i18n/messages";
import type { Locale } from "@/i18n/locales";

// The notice only calls refresh() after an upgrade; rendering reads nothing else of the router.
const router = { back() {}, forward() {}, refresh() {}, push() {}, replace() {}, prefetch() {} } as unknown as AppRouterInstance;

function render(element: ReactElement, locale: Locale): string {
  const routed = createElement(AppRouterContext.Provider, { value: router }, element);
  // biome-ignore lint/correctness/noChildrenProp: a .ts test builds elements with createElement, and the provider's props type requires `children`
  return renderToStaticMarkup(createElement(NextIntlClientProvider, { locale, timeZone: "UTC", messages: readMessages(locale), children: routed }));
}

const change: SetChange = {
  setId: "set1",
  name: "Verdant Reach",
  savedVersion: 2,
  currentVersion: 3,
  cards: { added: [{ code: "moss-scout", name: "Moss Scout" }], removed: [], changed: [{ code: "thornling", name: "Thornling", fields: ["cost"] }] },
  changes: [
    { code: "moss-scout", name: "Moss Scout", change: "added" },
    { code: "thornling", name: "Thornling", change: "changed", fields: { cost: [2, 3] } },
  ],
};

describe("deck notices in the interface language", () => {
  it("a changed set reads in Polish: versions, what changed and the upgrade button", () => {
    const polish = render(createElement(SetChanges, { deckId: "d1", changes: [change], mine: true }), "pl");
    expect(polish).toContain("Zestaw używany przez tę talię się zmienił");
    expect(polish).toContain("zapisano z wersją 2, obecnie wersja 3.");
    // The same words as the catalog's changes (components/catalog-changes/change-list.tsx, CONTRACTS §11).
    expect(polish).toContain("Moss Scout – dodana");
    expect(polish).toContain("Thornling: Koszt 2 → 3");
    expect(polish).toContain("Zaktualizuj do obecnej wersji");
    expect(polish).not.toContain("Upgrade");
  });

  it("English keeps its words, and a version no longer kept says so", () => {
    const english = render(createElement(SetChanges, { deckId: "d1", changes: [{ ...change, cards: null, changes: null }], mine: false }), "en");
    expect(english).toContain("A set this deck uses has changed");
    expect(english).toContain("Version 2 is no longer kept, so the difference cannot be shown.");
    expect(english).not.toContain("Upgrade to the current version");
  });

  it("the proxy button's default label in Spanish", () => {
    expect(render(createElement(ProxyDownload, { href: "/x.pdf", fileName: "x.pdf" }), "es")).toContain("Imprimir proxies (PDF)");
  });
});
