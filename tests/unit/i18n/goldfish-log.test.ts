/**
 * The goldfish's log lines and refused moves in the reader's language (docs/i18n.md): every
 * text the rules say while real games are played has its key in en, pl and es; the English
 * message says exactly the rules' own English text; Polish and Spanish say it in their words.
 */
import { readFileSync } from "node:fs";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { makeRng, type Rng } from "@/lib/engine/rng";
import { bfeGoldfish, type BfeAction } from "@/lib/games/battle-for-eden/goldfish";
import { allowanceOf, turfCards } from "@/lib/games/dark-eden/dominion";
import { legalPlacements } from "@/lib/games/dark-eden/turf";
import { edenGoldfish, type EdenGoldfishInput } from "@/lib/games/eden-skirmish/goldfish";
import { gotGoldfish, type EraAction } from "@/lib/games/got-cgs/goldfish";
import type { GameText } from "@/lib/engine/goldfish/game-text";
import { replay } from "@/lib/engine/goldfish/session";
import type { GoldfishRules } from "@/lib/engine/goldfish/types";
import { speaker, type LogTranslator } from "@/components/goldfish/game-text";
import { readMessages } from "@/i18n/messages";
import type { Locale } from "@/i18n/locales";
import { eraDeck, fixtureCard } from "../games/got-cgs/fixtures";
import { inputFrom, STARTING } from "../goldfish/bfe-input";
import { darkEdenInput, de, SIXTY_ESTABLISHMENTS, type DarkEdenAction, type Dominion } from "../goldfish/fixtures";
import { sourceFiles } from "./message-files";

const translator = (locale: Locale) => createTranslator({ locale, messages: readMessages(locale), namespace: "goldfishLog" }) as unknown as LogTranslator;
const say = (locale: Locale) => speaker(locale, translator(locale));

/** Plays `next(state)` until it gives no action, collecting every log line and refusal the rules say. */
function collect<I, S extends { log: readonly GameText[] }, A>(
  rules: GoldfishRules<I, S, A>,
  input: I,
  next: (s: S, step: number) => A | undefined,
): GameText[] {
  const rng: Rng = makeRng("log-texts");
  let state = rules.setUp(input, rng);
  const said: GameText[] = [...state.log];
  for (let step = 0; step < 60; step++) {
    const action = next(state, step);
    if (action === undefined) break;
    const out = rules.apply(input, state, action, rng);
    if (!out.ok) {
      expect(out.says, `refusal without a key: ${out.reason}`).toBeDefined();
      if (out.says) said.push(out.says);
      continue;
    }
    said.push(...out.state.log.slice(-(out.state.log.length - state.log.length || 1)).filter((l) => !said.includes(l)));
    state = out.state;
  }
  return said;
}

const deInput = darkEdenInput(SIXTY_ESTABLISHMENTS);
const darkEden = collect(de, deInput, (s: Dominion, step): DarkEdenAction | undefined => {
  const script: (DarkEdenAction | ((s: Dominion) => DarkEdenAction | undefined))[] = [
    { type: "discard", card: s.hand[0] }, // before the first turn
    { type: "gift-of-fate" },
    { type: "gift-of-fate" }, // twice
    { type: "next-turn" },
    { type: "gift-of-fate" }, // too late
    { type: "build", card: s.hand[0], x: 9, y: 9 }, // touches nothing
    { type: "build", card: s.hand[0], x: 0, y: 0 }, // the Commander's place
    (d) => {
      const card = d.hand[0];
      const [place] = legalPlacements(turfCards(deInput, d), allowanceOf(deInput.cards[deInput.deck[card]]));
      return place ? { type: "build", card, ...place } : undefined;
    },
    { type: "muster", card: s.hand[0], zone: "warband" }, // an Establishment is no warrior
    { type: "build", card: 999, x: 1, y: 0 }, // not in the hand
    { type: "discard", card: s.hand[0] },
    { type: "discard", card: s.hand[0] }, // a second discard
    { type: "move", card: 999, to: "discard" },
    { type: "move", card: s.turf[0]?.id ?? 0, to: "warband" }, // only warriors
    { type: "move", card: s.turf[0]?.id ?? 0, to: "annihilated" },
    { type: "next-turn" },
    { type: "next-turn" },
  ];
  const item = script[step];
  return typeof item === "function" ? item(s) : item;
});

const bfeInput = inputFrom(STARTING);
const battleForEden = collect(bfeGoldfish, bfeInput, (s, step): BfeAction | undefined => {
  const unit = s.hand.find((id) => bfeInput.cards[bfeInput.deck[id]]?.kind === "unit");
  const script: (BfeAction | undefined)[] = [
    { type: "buy", item: 0 }, // not in the Reinforcements phase
    unit === undefined ? { type: "discard", card: 999 } : { type: "crystal", card: unit },
    { type: "discard", card: 999 },
    { type: "production", resources: 999 },
    { type: "production", resources: 3 },
    { type: "heart" } as BfeAction,
    { type: "bonus-turn" },
    { type: "auto-round" },
    { type: "end-turn" },
    { type: "crystal", card: s.hand[0] }, // in the Reinforcements phase
    { type: "buy", item: 999 },
    { type: "auto-buy" },
    { type: "next-round" },
    { type: "auto-round" },
  ];
  return script[step];
});

const edenInput: EdenGoldfishInput = {
  stats: { points: 90, budget: 100, strategyPoints: 7, tacticHandSize: 2, combatants: 4, missions: 0, tactics: 4, warband: null, leader: null },
  combatants: [],
  tactics: ["Emboscada", "Humo", "emboscada", "Fuego"].map((name, i) => ({ code: `t${i}`, name, nameKey: name.toLowerCase(), rules: [] })),
  missions: [],
};
const eden = collect(edenGoldfish, edenInput, (_s, step) => {
  const index = [0, 2, 1, 3, 9, 0][step];
  return index === undefined ? undefined : { type: "tactic" as const, index };
});

const support = (n: number) =>
  fixtureCard(`fixture-support-${n}`, `Type "Support"\nAdventureResources\n    Crew 1`, { name: `Fixture Support ${n}`, identifier: `FIX ${n}` });
const gold = (identifier: string) =>
  fixtureCard(`fixture-${identifier}`, `Type "Adventure"\nAdventureCommonCosts\n    Crew 1`, { name: identifier, identifier, gold: true });
const gotPrepared = gotGoldfish.prepare(
  eraDeck(
    [
      [support(7), 2],
      [support(1), 4],
      [gold("FIX GOLD 7"), 1],
      [gold("FIX GOLD"), 1], // no identification number
    ],
    { players: "3", burnoff: "1" },
  ),
);
if (!gotPrepared.ok) throw new Error(gotPrepared.message);
const gotInput = gotPrepared.input;
const goldOf = (name: string) => gotInput.gold.findIndex((c) => gotInput.cards[c].name === name);
const gardener = collect(gotGoldfish, gotInput, (_s, step): EraAction | undefined => {
  const claims: [number, number][] = [
    [goldOf("FIX GOLD 7"), 0],
    [goldOf("FIX GOLD 7"), 1],
    [goldOf("FIX GOLD 7"), 2], // two FIX 7 among three players, one burned off at most: one player holds none, one holds it
    [goldOf("FIX GOLD"), 0],
    [goldOf("FIX GOLD 7"), 5],
    [9, 0],
  ];
  const claim = claims[step];
  return claim && { type: "claim", gold: claim[0], player: claim[1] };
});

/** The refusals of a link whose action list is not the game's. */
const link = ["g_N", "g_zz", Array.from({ length: 1001 }, () => "n").join("_")].map((list) => replay(de, deInput, "link", list).refused!.says);

const hasList = (t: GameText) => Object.values(t.values ?? {}).some(Array.isArray);
/** The values as an English message reads them: a card by its own name. */
const englishValues = (t: GameText): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(t.values ?? {}).map(([k, v]) => [k, typeof v === "object" && !Array.isArray(v) ? (v as { name: string }).name : (v as string | number)]),
  );

describe("goldfish log lines and refusals in every language", () => {
  const all = { darkEden, battleForEden, eden, gardener, link };

  it("the scripted games say enough to test: lines and refusals of every game", () => {
    expect(darkEden.length).toBeGreaterThan(12);
    expect(battleForEden.length).toBeGreaterThan(8);
    expect(eden.map((t) => t.key)).toEqual(["eden.tacticIn", "eden.sameName", "eden.tacticIn", "eden.handFull", "eden.noTactic", "eden.tacticOut"]);
    expect(new Set(gardener.map((t) => t.key))).toEqual(new Set(["got.dealt", "got.claimed", "got.noMatch", "got.notInVoid", "got.noNumber", "got.noPlayer"]));
    expect(link.map((t) => t.key)).toEqual(["link.notAnAction", "link.notOfThisGame", "link.tooMany"]);
  });

  it("every key the rules name is in en, pl and es", () => {
    const named = new Set<string>();
    for (const file of sourceFiles()) for (const m of readFileSync(file, "utf8").matchAll(/gameText\(\s*"([\w.]+)"/g)) named.add(m[1]);
    expect(named.size).toBeGreaterThan(60);
    for (const locale of ["en", "pl", "es"] as const) {
      const t = translator(locale);
      const missing = [...named].filter((key) => !t.has(key));
      expect(missing, locale).toEqual([]);
    }
  });

  for (const [game, texts] of Object.entries(all)) {
    it(`${game}: every key is in en, pl and es, and the English message is the rules' own text`, () => {
      for (const locale of ["en", "pl", "es"] as const) {
        const t = translator(locale);
        for (const said of texts) expect(t.has(said.key), `${locale}: ${said.key}`).toBe(true);
      }
      const english = translator("en");
      for (const said of texts.filter((s) => !hasList(s))) expect(english(said.key, englishValues(said))).toBe(said.text);
    });
  }

  it("Dark Eden in Polish: the Gift of Fate and the draw step in the rulebook's words", () => {
    const polish = say("pl");
    const gift = darkEden.find((t) => t.key === "de.giftOfFate")!;
    expect(gift.text).toBe("Gift of Fate: the 7 cards went to the discard pile; 7 new cards drawn.");
    expect(polish(gift)).toBe("Dar Losu: 7 kart trafiło na stos kart odrzuconych; dobrano 7 nowych kart.");
    expect(polish(darkEden.find((t) => t.key === "de.giftOfFateTaken")!)).toBe("Dar Losu został już wykorzystany: drugie 7 kart trzeba zatrzymać.");
    expect(darkEden.map((t) => polish(t)).join("\n")).toMatch(/Tura 1, dobieranie: (na ręce jest 7 kart|dobrano \d kart)/);
  });

  it("Dark Eden in Polish names the Commander and the cards by their Polish names where the catalog has them", () => {
    const named = darkEden.filter((t) => {
      const card = t.values?.card ?? t.values?.commander;
      return typeof card === "object" && !Array.isArray(card) && typeof (card as { names?: Record<string, string> }).names?.pl === "string";
    });
    expect(named.length).toBeGreaterThan(0);
    for (const t of named) {
      const card = (t.values?.card ?? t.values?.commander) as { name: string; names: Record<string, string> };
      const polish = say("pl")(t);
      expect(polish).toContain(card.names.pl);
      if (card.names.pl !== card.name) expect(polish).not.toContain(card.name);
    }
  });

  it("a balanced turn lists what was bought in the reader's language", () => {
    const line: GameText = {
      key: "de.balanced",
      text: "Turn 2, balance: balanced. Bought 2 Food, 1 Fuel for 4 Gold. Gold Reserves 3.",
      values: {
        turn: 2,
        spent: 4,
        surplus: 0,
        reserves: 3,
        bought: [
          { key: "de.icon", text: "2 Food", values: { count: 2, resource: "food" } },
          { key: "de.icon", text: "1 Fuel", values: { count: 1, resource: "fuel" } },
        ],
      },
    };
    expect(say("pl")(line)).toBe("Tura 2, bilansowanie: zbilansowane. Kupiono Żywność: 2 i Paliwo: 1 za 4 Złota. Zapasy Złota: 3.");
    expect(say("en")(line)).toBe(line.text);
  });

  it("EDEN in Spanish: the tactic hand (Etapa 8) in the rulebook's words", () => {
    const spanish = say("es");
    expect(eden.map(spanish)).toEqual([
      "Emboscada entra en la mano de tácticas.",
      "La mano de tácticas ya tiene una carta llamada emboscada.",
      "Humo entra en la mano de tácticas.",
      "La mano de tácticas tiene 2 cartas (el PSI del Jefe); está llena.",
      "La banda no tiene la carta de táctica #9.",
      "Emboscada sale de la mano de tácticas.",
    ]);
  });

  it("Gardener of Thoughts: the deal and a refused claim in Polish", () => {
    const input = { deck: [0, 1], cards: [], gold: [], burnoff: 0, players: 2, playersAssumed: true } as unknown as Parameters<typeof gotGoldfish.setUp>[0];
    const state = gotGoldfish.setUp(input, makeRng(1));
    expect(say("pl")(state.log[0])).toBe(
      "Rozdano: przetasowano 2 srebrne karty, do pustki odrzucono 0, rozdano 2 po jednej 2 graczom (przyjęto: talia nie ma nagłówka players); 0 złotych kart zostaje w pustce.",
    );
    const refused = gotGoldfish.apply(input, state, { type: "claim", gold: 0, player: 5 }, makeRng(1));
    expect(refused.ok ? null : say("pl")(refused.says)).toBe("Nie ma gracza 6.");
  });

  it("a link's refused action in Polish and Spanish", () => {
    expect(say("pl")(link[1])).toBe("„zz” nie jest akcją tej gry.");
    expect(say("es")(link[0])).toBe("La acción 2 («N») no es una acción.");
  });
});
