import { describe, expect, it } from "vitest";
import { gotCgs } from "@/lib/games/got-cgs";
import type { GotCard } from "@/lib/games/got-cgs";
import type { CatalogCard } from "@/lib/games/types";
import { localizeValidation } from "@/lib/decks/validation-text";
import { eraDeck, fixtureCard, genesisCard } from "../games/got-cgs/fixtures";

// Cards named fixture-… are FIXTURES (tests/unit/games/got-cgs/fixtures.ts), not catalog data.
const solo = fixtureCard("fixture-solo", 'Type "Adventure"\nRoleplay "Solo"');
const silver = (n: string) => fixtureCard(`fixture-silver-${n}`, 'Type "Support"\nAdventureResources\n    Crew 1', { identifier: `GEN ${n}`, gold: false });
const gold = (identifier: string | undefined) =>
  fixtureCard("fixture-gold", 'Type "Support"\nAdventureResources\n    Crew 3', { ...(identifier ? { identifier } : {}), gold: true });

type Entries = [CatalogCard<GotCard>, number][];
const localized = (entries: Entries, locale: "en" | "pl" | "es", headers: Record<string, string> = {}) => {
  const v = localizeValidation(gotCgs.validate(eraDeck(entries, headers)), locale);
  return [...v.errors, ...v.warnings].map((i) => i.message);
};
const english = (entries: Entries, headers: Record<string, string> = {}) => {
  const v = gotCgs.validate(eraDeck(entries, headers));
  return [...v.errors, ...v.warnings].map((i) => i.message);
};

describe("Gardener of Thoughts validation messages in the interface language", () => {
  it('"Turn ▶ Claim gold card": an unclaimable gold card names its identification number, or says it has none', () => {
    const wrongNumber: Entries = [
      [solo, 1],
      [silver("008"), 1],
      [gold("GEN GOLD 7"), 1],
    ];
    expect(localized(wrongNumber, "pl")).toEqual([
      "Złota karta fixture-gold (fixture-gold) ma numer identyfikacyjny 7, którego nie ma żadna srebrna karta talii, więc żaden gracz nie może jej zdobyć.",
    ]);
    expect(localized(wrongNumber, "en")).toEqual(english(wrongNumber));
    const noNumber: Entries = [
      [solo, 1],
      [silver("007"), 1],
      [gold(undefined), 1],
    ];
    expect(localized(noNumber, "es")).toEqual([
      "La carta dorada fixture-gold (fixture-gold) no tiene número de identificación, así que ningún jugador puede reclamarla.",
    ]);
    expect(localized(noNumber, "en")).toEqual(english(noNumber));
  });

  it('"Card packs ▶ Instructions": a bad header value is quoted in every language', () => {
    const entries: Entries = [[solo, 1]];
    expect(localized(entries, "pl", { players: "many" })).toEqual(['players: "many" to nie liczba graczy (liczba całkowita, co najmniej 1).']);
    expect(localized(entries, "es", { hnp: "maybe" })).toEqual(['hnp: "maybe" no es yes ni no.']);
    expect(localized(entries, "en", { playmode: "duel" })).toEqual(english(entries, { playmode: "duel" }));
  });

  it('"Cards": cards without Type are listed with the language\'s "and"', () => {
    const a = fixtureCard("fixture-a", 'Subtype "Drive"');
    const b = fixtureCard("fixture-b", 'Subtype "Crew"');
    const entries: Entries = [
      [solo, 1],
      [a, 1],
      [b, 1],
    ];
    expect(localized(entries, "pl")[0]).toBe(
      "fixture-a (fixture-a) i fixture-b (fixture-b): brak atrybutu Type, więc to ani karta przygody, ani karta wsparcia; nie da się jej nigdy zagrać. Dodaj Type „Adventure” albo Type „Support”.",
    );
    expect(localized(entries, "es")[0]).toMatch(/^fixture-a \(fixture-a\) y fixture-b \(fixture-b\): sin atributo Type/);
  });

  it('"Card packs ▶ Customize a session pack": an uncovered competition names the adventure and the short costs', () => {
    const kinesis = genesisCard("kinesis-research-station");
    const supports = ["magellan", "ion-starship-drive", "ion-cannon", "scientists-1", "scientists-2"].map((c) => genesisCard(c));
    const entries: Entries = [[kinesis, 1], ...supports.map((s): [CatalogCard<GotCard>, number] => [s, 1])];
    const [pl] = localized(entries, "pl");
    expect(pl).toMatch(
      /^Przygoda Competition .+ \(kinesis-research-station\): tylko jeden gracz pokryłby jej kosztów kartami wsparcia z talii \(brakuje: .+\); 2 graczy/,
    );
    expect(localized(entries, "en")).toEqual(english(entries));
  });
});
