/**
 * The goldfish boards rendered to markup in each interface language: the Dark Eden Turf in
 * Polish with its rulebook's words ("SETTING UP": Dar Losu, Zapasy Złota, Osada), the EDEN
 * warband sheet in Spanish ("4. A - La Fase de Preparación": Puntos de Estrategia, mano de
 * tácticas), and English unchanged.
 */
import { NextIntlClientProvider } from "next-intl";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TurfBoard } from "@/components/goldfish/turf-board";
import { WarbandBoard } from "@/components/goldfish/warband-board";
import { makeRng } from "@/lib/engine/rng";
import type { EdenGoldfishInput } from "@/lib/games/eden-skirmish/goldfish";
import { readMessages } from "@/i18n/messages";
import type { Locale } from "@/i18n/locales";
import { darkEdenInput, de, SIXTY_ESTABLISHMENTS } from "../goldfish/fixtures";

function render(element: ReactElement, locale: Locale): string {
  // biome-ignore lint/correctness/noChildrenProp: a .ts test builds elements with createElement, and the provider's props type requires `children`
  return renderToStaticMarkup(createElement(NextIntlClientProvider, { locale, timeZone: "UTC", messages: readMessages(locale), children: element }));
}

const act = () => {};

describe("goldfish boards in the interface language", () => {
  const input = darkEdenInput(SIXTY_ESTABLISHMENTS);
  const state = de.setUp(input, makeRng("boards"));
  const turf = (locale: Locale) => render(createElement(TurfBoard, { input, state, act }), locale);

  it('Dark Eden "SETTING UP" in Polish: Dar Losu, Zapasy Złota and the Osada grid', () => {
    const polish = turf("pl");
    expect(polish).toContain("Dar Losu");
    expect(polish).toContain("Zapasy Złota");
    expect(polish).toContain('aria-label="Siatka Osady"');
    expect(polish).toContain("Zacznij turę 1");
    expect(polish).not.toContain("Gift of Fate");
  });

  it("Dark Eden in Polish: the hand's cards by their Polish names, in English by their own", () => {
    const hand = state.hand.map((id) => input.cards[input.deck[id]]);
    const named = hand.filter((c) => c.names?.pl && c.names.pl !== c.name);
    expect(named.length).toBeGreaterThan(0);
    const polish = turf("pl");
    const english = turf("en");
    for (const card of named) {
      expect(polish).toContain(`>${card.names?.pl}<`);
      expect(english).toContain(`>${card.name}<`);
    }
  });

  it("Dark Eden in English keeps the English rulebook's words", () => {
    const english = turf("en");
    expect(english).toContain("Gift of Fate");
    expect(english).toContain('aria-label="Turf grid"');
    expect(english).toContain("Gold Reserves");
  });

  it('EDEN "4. A - La Fase de Preparación" in Spanish: Puntos de Estrategia and the mano de tácticas', () => {
    const sheet: EdenGoldfishInput = {
      stats: { points: 90, budget: 100, strategyPoints: 7, tacticHandSize: 2, combatants: 0, missions: 0, tactics: 0, warband: null, leader: null },
      combatants: [],
      tactics: [],
      missions: [],
    };
    const spanish = render(createElement(WarbandBoard, { input: sheet, state: { tacticHand: [], log: [] }, act }), "es");
    expect(spanish).toContain("Puntos de Estrategia");
    expect(spanish).toContain("Mano de tácticas (0 de 2)");
    expect(spanish).toContain("90 de 100");
    expect(spanish).toContain("Calculadora de dados");
    expect(spanish).not.toContain("Strategy points");
  });

  it("EDEN in Spanish: the leader and tactics by their Spanish names where the catalog has them", () => {
    const stat = [4, 4] as [number, number];
    const sheet: EdenGoldfishInput = {
      stats: { points: 25, budget: 100, strategyPoints: 4, tacticHandSize: 4, combatants: 1, missions: 0, tactics: 1, warband: null, leader: null },
      combatants: [
        {
          code: "yuri",
          name: "Yûri of the Jokers",
          names: { es: "Yûri de los Jokers" },
          quantity: 1,
          leader: true,
          value: 25,
          psi: stat,
          cbt: stat,
          vig: stat,
          rap: stat,
          location: null,
        },
      ],
      tactics: [{ code: "ambush", name: "Ambush", names: { es: "Emboscada" }, nameKey: "ambush", rules: [] }],
      missions: [],
    };
    const markup = (locale: Locale) => render(createElement(WarbandBoard, { input: sheet, state: { tacticHand: [], log: [] }, act }), locale);
    expect(markup("es")).toContain("Yûri de los Jokers");
    expect(markup("es")).toContain("Emboscada");
    expect(markup("en")).toContain("Yûri of the Jokers");
    expect(markup("en")).not.toContain("Emboscada");
  });
});
