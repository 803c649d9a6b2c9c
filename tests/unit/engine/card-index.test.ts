import { describe, expect, it } from "vitest";
import { CardIndex, qualifiedCode, resolveList } from "@/lib/engine/card-index";
import { parseDeckList, serializeDeckList, type ListError } from "@/lib/engine/deck-list";
import type { CatalogCard } from "@/lib/games/types";

// CONTRACTS §6: player-made cards are written by name, or by code as `N [<set-id>/<code>]`.
const catalog: CatalogCard[] = [
  { code: "boot-camp", name: "Boot Camp", names: { pl: "Obóz Szkoleniowy" }, set: "base" },
  { code: "livery", name: "Livery", set: "base" },
  { code: "stajnie", name: "Stajnie", set: "base" },
  { code: "livery-pl", name: "Livery Polska", names: { pl: "Livery" }, set: "base" },
];
const setA: CatalogCard[] = [
  { code: "boot-camp", name: "Boot Camp", set: "homebrew", source: "set_A-1" },
  { code: "sky-fortress", name: "Sky Fortress", set: "homebrew", source: "set_A-1" },
  { code: "twin", name: "Twin Towers", set: "homebrew", source: "set_A-1" },
];
const setB: CatalogCard[] = [
  { code: "twins", name: "Twin Towers", set: "more", source: "setB" },
  { code: "sky-fortress", name: "Cloud Keep", set: "more", source: "setB" },
  { code: "camp", name: "Obóz Szkoleniowy", set: "more", source: "setB" },
];
const index = new CardIndex([...catalog, ...setA, ...setB]);

function resolveText(text: string, cards = index) {
  const parsed = parseDeckList(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return resolveList(parsed.value, cards);
}

function errorOf(text: string): ListError {
  const resolved = resolveText(text);
  if (resolved.ok) throw new Error("expected an error");
  return resolved.error;
}

describe("player-made cards in the card index (CONTRACTS §6)", () => {
  it("reads `N [set-id/code]` as a code qualified by its set, the set id URL-safe", () => {
    const parsed = parseDeckList("2 [set_A-1/sky-fortress]\n1 [ setB/sky-fortress ]\n3 [Bad Set/x]\n1 [setB/Upper]\n");
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.entries.map((e) => e.ref)).toEqual([
      { kind: "code", code: "set_A-1/sky-fortress" },
      { kind: "code", code: "setB/sky-fortress" },
      { kind: "name", name: "[Bad Set/x]" },
      { kind: "name", name: "[setB/Upper]" },
    ]);
  });

  it("finds set cards by qualified code, keeping two sets' cards of the same code apart", () => {
    const deck = resolveText("2 [set_A-1/sky-fortress]\n1 [setB/sky-fortress]\n1 [set_A-1/sky-fortress]\n");
    if (!deck.ok) throw new Error(deck.error.message);
    expect(deck.value.entries.map((e) => [qualifiedCode(e.card), e.quantity])).toEqual([
      ["set_A-1/sky-fortress", 3],
      ["setB/sky-fortress", 1],
    ]);
  });

  it("finds a set card by a name no other source shares", () => {
    const deck = resolveText("1 cloud keep\n2 Sky Fortress\n");
    if (!deck.ok) throw new Error(deck.error.message);
    expect(deck.value.entries.map((e) => qualifiedCode(e.card))).toEqual(["setB/sky-fortress", "set_A-1/sky-fortress"]);
  });

  it("a name the catalog and a set share is AMBIGUOUS_CARD naming both codes and asking for the code", () => {
    const error = errorOf("game: dark-eden\n4 boot camp\n");
    expect(error).toMatchObject({ code: "AMBIGUOUS_CARD", line: 2, suggestions: ["[boot-camp]", "[set_A-1/boot-camp]"] });
    expect(error.message).toContain("[boot-camp] and [set_A-1/boot-camp]");
    expect(error.message).toMatch(/by its code/);
    // Writing the code settles it.
    const deck = resolveText("4 [boot-camp]\n1 [set_A-1/boot-camp]\n");
    expect(deck.ok && deck.value.entries.map((e) => qualifiedCode(e.card))).toEqual(["boot-camp", "set_A-1/boot-camp"]);
  });

  it("a name two sets share is AMBIGUOUS_CARD too", () => {
    expect(errorOf("1 Twin Towers")).toMatchObject({ code: "AMBIGUOUS_CARD", line: 1, suggestions: ["[set_A-1/twin]", "[setB/twins]"] });
  });

  it("a translation the catalog and a set share is ambiguous as well", () => {
    expect(errorOf("1 Obóz Szkoleniowy")).toMatchObject({ code: "AMBIGUOUS_CARD" });
    const onlyCatalog = new CardIndex([...catalog, ...setA]);
    expect(onlyCatalog.find("oboz szkoleniowy")?.code).toBe("boot-camp");
  });

  it("a reference to a set the index does not hold is SET_NOT_FOUND; a missing code of a held set is UNKNOWN_CARD", () => {
    expect(errorOf("game: got-cgs\n\n1 [private-set/x]\n")).toMatchObject({ code: "SET_NOT_FOUND", line: 3 });
    expect(errorOf("1 [private-set/x]").message).toContain('"private-set"');
    expect(errorOf("1 [setB/nothing]")).toMatchObject({ code: "UNKNOWN_CARD", line: 1 });
  });

  it("within the catalog, a card's own name wins over another card's translation (as before sets)", () => {
    const deck = resolveText("1 Livery\n");
    expect(deck.ok && deck.value.entries[0].card.code).toBe("livery");
    expect(index.find("[livery]")?.code).toBe("livery");
    expect(index.find("[setB/sky-fortress]")?.name).toBe("Cloud Keep");
  });

  it("within one set, a card's own name wins over another card's translation of the same set", () => {
    const own = new CardIndex([
      { code: "a", name: "Alpha", names: { pl: "Beta" }, set: "s", source: "s1" },
      { code: "b", name: "Beta", set: "s", source: "s1" },
    ]);
    expect(own.find("Beta")?.code).toBe("b");
  });

  it("keeps the sets: header as text and exports set cards so the list reads back the same", () => {
    const text = "game: got-cgs\nsets: set_A-1, setB\n2 Sky Fortress\n1 [setB/sky-fortress]\n3 [set_A-1/boot-camp]\n1 Livery\n";
    const deck = resolveText(text);
    if (!deck.ok) throw new Error(deck.error.message);
    expect(deck.value.headers.sets).toBe("set_A-1, setB");
    const out = serializeDeckList(
      deck.value.headers,
      deck.value.entries.map((e) => ({ quantity: e.quantity, code: qualifiedCode(e.card), name: e.card.name, section: e.section })),
      { nameResolvesTo: (n, c) => index.nameResolvesTo(n, c) },
    );
    expect(out).toBe("game: got-cgs\nsets: set_A-1, setB\n\n2 Sky Fortress\n1 Cloud Keep\n3 [set_A-1/boot-camp]  # Boot Camp\n1 Livery\n");
    const again = resolveText(out);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.headers).toEqual(deck.value.headers);
    expect(again.value.entries.map((e) => [qualifiedCode(e.card), e.quantity])).toEqual(deck.value.entries.map((e) => [qualifiedCode(e.card), e.quantity]));
  });

  it("lists the set ids it holds", () => {
    expect([...index.sources].sort()).toEqual(["setB", "set_A-1"]);
    expect(new CardIndex(catalog).sources.size).toBe(0);
  });
});

describe("names as a list spells them (lib/engine/card-index.ts)", () => {
  it("finds a card by its exact spelling in any language, cut from a list's text or folded", () => {
    const own = new CardIndex(catalog);
    expect(own.find("Boot Camp")?.code).toBe("boot-camp");
    // A name read from a list is a new string cut from the list's text.
    expect(own.find("3 Boot Camp\n".slice(2, 11))?.code).toBe("boot-camp");
    expect(own.find("Obóz Szkoleniowy")?.code).toBe("boot-camp");
    // Another case or diacritics go through the folded names: the same card.
    expect(own.find("boot camp")?.code).toBe("boot-camp");
    expect(own.find("oboz szkoleniowy")?.code).toBe("boot-camp");
    expect(own.find("Boot Cam")).toBeUndefined();
    expect(own.find("")).toBeUndefined();
  });
});

describe("did you mean (lib/engine/suggest.ts)", () => {
  const names = new CardIndex([
    { code: "a", name: "Kommendant Leitheusser", set: "s" },
    { code: "b", name: "Boot Camp", set: "s" },
    { code: "c", name: "Boots of Speed", set: "s" },
    { code: "d", name: "Dark Legion Citadel", set: "s" },
    { code: "e", name: "Yûri", set: "s" },
  ]);

  it("suggests names a few edits away, prefixes and names holding what was typed first", () => {
    expect(names.suggest("Boot Kamp")).toEqual(["Boot Camp"]);
    expect(names.suggest("boot")).toEqual(["Boot Camp", "Boots of Speed"]);
    expect(names.suggest("legion")).toEqual(["Dark Legion Citadel"]);
    expect(names.suggest("Komendant Leitheuser")).toEqual(["Kommendant Leitheusser"]);
    expect(names.suggest("yuro")).toEqual(["Yûri"]);
  });

  it("puts names that start with what was typed before names that only hold it", () => {
    const kommendants = new CardIndex([
      { code: "a", name: "Cossack Kommendant", set: "s" },
      { code: "b", name: "Kommendant Leitheusser", set: "s" },
    ]);
    expect(kommendants.suggest("kommendant")).toEqual(["Kommendant Leitheusser", "Cossack Kommendant"]);
  });

  it("suggests nothing far away: at most 3 edits, and at most a third of the name", () => {
    expect(names.suggest("Citadel of Doom")).toEqual([]);
    expect(names.suggest("Bxxx Cxxp")).toEqual([]);
    expect(names.suggest("zz")).toEqual([]);
  });

  it("suggests nothing for names longer than the sane length, however close", () => {
    const long = `Boot Camp ${"x".repeat(70)}`;
    expect(names.suggest(long)).toEqual([]);
    expect(names.suggest("Boot Camp".repeat(1000))).toEqual([]);
  });
});
