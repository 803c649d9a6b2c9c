import { describe, expect, it } from "vitest";
import { parseDeckList, serializeDeckList } from "@/lib/engine/deck-list";
import { CardIndex, resolveList } from "@/lib/engine/card-index";
import { foldName } from "@/lib/engine/fold";

const cards = new CardIndex([
  { code: "boot-camp", name: "Boot Camp", names: { pl: "Obóz Szkoleniowy" }, set: "base" },
  { code: "livery", name: "Livery", names: { pl: "Stajnie" }, set: "base" },
  { code: "dark-legion-citadel", name: "Dark Legion Citadel", set: "base" },
  { code: "yuri", name: "Yûri", set: "jokers" },
]);

describe("deck-list format (CONTRACTS §2)", () => {
  const text = `game: dark-eden
name: Rasputin Rush
commander: Kommendant Leitheusser
mode: standard            # or beginner
5 Boot Camp
3x Livery
2 [dark-legion-citadel]   # a card by code
1 boot camp
`;

  it("reads headers, the three card-line forms and comments, adding repeated lines", () => {
    const parsed = parseDeckList(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.headers).toEqual({ game: "dark-eden", name: "Rasputin Rush", commander: "Kommendant Leitheusser", mode: "standard" });
    const deck = resolveList(parsed.value, cards);
    expect(deck.ok).toBe(true);
    if (!deck.ok) return;
    expect(deck.value.entries.map((e) => [e.card.code, e.quantity, e.section])).toEqual([
      ["boot-camp", 6, "main"],
      ["livery", 3, "main"],
      ["dark-legion-citadel", 2, "main"],
    ]);
  });

  it("finds names in every language, case- and diacritics-insensitively", () => {
    expect(cards.find("oboz szkoleniowy")?.code).toBe("boot-camp");
    expect(cards.find("OBÓZ SZKOLENIOWY")?.code).toBe("boot-camp");
    expect(cards.find("yuri")?.code).toBe("yuri");
    expect(cards.find("[livery]")?.code).toBe("livery");
    expect(foldName("Żołnierz")).toBe("zolnierz");
  });

  it("names the line and the nearest names for an unknown card", () => {
    const parsed = parseDeckList("game: dark-eden\n\n2 Boot Kamp\n");
    if (!parsed.ok) throw new Error("parse failed");
    const deck = resolveList(parsed.value, cards);
    expect(deck.ok).toBe(false);
    if (deck.ok) return;
    expect(deck.error).toMatchObject({ code: "UNKNOWN_CARD", line: 3 });
    expect(deck.error.suggestions).toContain("Boot Camp");
  });

  it("rejects a line that is neither header, section nor card, naming the line", () => {
    const parsed = parseDeckList("game: dark-eden\nfive Boot Camp\n");
    expect(parsed).toMatchObject({ ok: false, error: { code: "LIST_SYNTAX", line: 2 } });
  });

  it("reads `Nx` only when the x touches the number: `2 x-ray` is two of a card named x-ray", () => {
    const parsed = parseDeckList("3x Livery\n2 x Ray\n");
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.entries.map((e) => [e.quantity, e.ref])).toEqual([
      [3, { kind: "name", name: "Livery" }],
      [2, { kind: "name", name: "x Ray" }],
    ]);
  });

  it("rejects quantity 0", () => {
    expect(parseDeckList("0 Boot Camp")).toMatchObject({ ok: false, error: { code: "LIST_QUANTITY", line: 1 } });
  });

  it("keeps sections apart and writes a list that reads back the same", () => {
    const parsed = parseDeckList("game: eden-skirmish\nwarband: faction jokers\n1 Yuri\n[missions]\n2 Livery\n");
    if (!parsed.ok) throw new Error("parse failed");
    const deck = resolveList(parsed.value, cards);
    if (!deck.ok) throw new Error(deck.error.message);
    const out = serializeDeckList(
      deck.value.headers,
      deck.value.entries.map((e) => ({ quantity: e.quantity, code: e.card.code, name: e.card.name, section: e.section })),
      { nameResolvesTo: (n, c) => cards.nameResolvesTo(n, c) },
    );
    const again = parseDeckList(out);
    if (!again.ok) throw new Error("reparse failed");
    const deck2 = resolveList(again.value, cards);
    if (!deck2.ok) throw new Error(deck2.error.message);
    expect(deck2.value.headers).toEqual(deck.value.headers);
    expect(deck2.value.entries.map((e) => [e.card.code, e.quantity, e.section])).toEqual(deck.value.entries.map((e) => [e.card.code, e.quantity, e.section]));
  });
});
