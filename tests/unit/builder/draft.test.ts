import { describe, expect, it } from "vitest";
import { parseDeckList } from "@/lib/engine/deck-list";
import {
  changeCount,
  countOf,
  draftText,
  fileName,
  fingerprint,
  headerDifferences,
  lineDifferences,
  replaceCardOnLine,
  withHeader,
  withoutNameHeader,
  type CardMap,
} from "@/components/builder/draft";
import { budgetOf, warbandPoints, edenSkirmishLayout } from "@/components/builder/games/eden-skirmish";
import type { BuilderT } from "@/components/builder/layout";
import { createTranslator } from "next-intl";
import { readMessages } from "@/i18n/messages";

const card = (code: string, name: string, type = "establishment", data: Record<string, unknown> = {}, byName = true) => ({
  code,
  name,
  type,
  data,
  ref: byName ? name : `[${code}]`,
});

describe("builder draft", () => {
  it("adds and removes copies, dropping a line at 0", () => {
    let lines = changeCount([], "boot-camp", "main", 1);
    lines = changeCount(lines, "boot-camp", "main", 1);
    lines = changeCount(lines, "livery", "main", 1);
    expect(countOf(lines, "boot-camp")).toBe(2);
    lines = changeCount(lines, "boot-camp", "main", -2);
    expect(lines).toEqual([{ section: "main", code: "livery", quantity: 1 }]);
    expect(changeCount(lines, "armory", "main", -1)).toEqual(lines);
  });

  it("keeps sections apart", () => {
    const lines = changeCount(changeCount([], "x", "main", 1), "x", "tactics", 2);
    expect(countOf(lines, "x", "main")).toBe(1);
    expect(countOf(lines, "x")).toBe(3);
  });

  it("sets and clears headers", () => {
    expect(withHeader({}, "commander", " Kommendant ")).toEqual({ commander: "Kommendant" });
    expect(withHeader({ commander: "x" }, "commander", "")).toEqual({});
    expect(withHeader({}, "leader", "a\nb")).toEqual({ leader: "a b" });
  });

  it("writes a list that reads back to the same lines, by name where safe and by code otherwise", () => {
    const cards: CardMap = { "boot-camp": card("boot-camp", "Boot Camp"), twin: card("twin", "Twin", "warrior", {}, false) };
    const text = draftText(
      "dark-eden",
      {
        headers: { commander: "Kommendant Leitheusser" },
        lines: [
          { section: "main", code: "boot-camp", quantity: 5 },
          { section: "main", code: "twin", quantity: 2 },
        ],
      },
      cards,
      { headers: ["commander", "mode"] },
    );
    expect(text).toContain("5 Boot Camp");
    expect(text).toContain("2 [twin]");
    const parsed = parseDeckList(text);
    expect(parsed.ok && parsed.value.headers).toEqual({ game: "dark-eden", commander: "Kommendant Leitheusser" });
    expect(parsed.ok && parsed.value.entries.map((e) => [e.quantity, e.ref])).toEqual([
      [5, { kind: "name", name: "Boot Camp" }],
      [2, { kind: "code", code: "twin" }],
    ]);
  });

  it("writes sections other than main as blocks", () => {
    const text = draftText(
      "eden-skirmish",
      {
        headers: {},
        lines: [
          { section: "tactics", code: "t", quantity: 1 },
          { section: "main", code: "m", quantity: 1 },
        ],
      },
      {},
      { sections: ["main", "missions", "tactics"] },
    );
    expect(text).toBe("game: eden-skirmish\n\n1 [m]  # m\n\n[tactics]\n1 [t]  # t\n");
  });

  it("fingerprints ignore line order but see every stored change", () => {
    const a = {
      name: "A",
      visibility: "private" as const,
      headers: { x: "1" },
      lines: [
        { section: "main", code: "a", quantity: 1 },
        { section: "main", code: "b", quantity: 2 },
      ],
    };
    const b = { ...a, lines: [...a.lines].reverse() };
    expect(fingerprint(a)).toBe(fingerprint(b));
    expect(fingerprint({ ...a, visibility: "unlisted" })).not.toBe(fingerprint(a));
    expect(fingerprint({ ...a, name: "B" })).not.toBe(fingerprint(a));
    expect(fingerprint({ ...a, headers: {} })).not.toBe(fingerprint(a));
  });

  it("lists what differs between my draft and theirs", () => {
    const mine = [
      { section: "main", code: "a", quantity: 2 },
      { section: "main", code: "b", quantity: 1 },
    ];
    const theirs = [
      { section: "main", code: "a", quantity: 2 },
      { section: "main", code: "c", quantity: 3 },
    ];
    expect(lineDifferences(mine, theirs)).toEqual([
      { section: "main", code: "b", mine: 1, theirs: 0 },
      { section: "main", code: "c", mine: 0, theirs: 3 },
    ]);
    expect(headerDifferences({ commander: "A" }, { commander: "B", mode: "beginner" })).toEqual([
      { key: "commander", mine: "A", theirs: "B" },
      { key: "mode", mine: null, theirs: "beginner" },
    ]);
  });

  it("replaces the card of one line, keeping quantity and comment", () => {
    const text = "game: dark-eden\n5x Bootcamp  # core\n3 Livery";
    expect(replaceCardOnLine(text, 2, "Boot Camp")).toBe("game: dark-eden\n5x Boot Camp  # core\n3 Livery");
    expect(replaceCardOnLine(text, 1, "X")).toBe(text);
  });

  it("drops the name header from a saved list", () => {
    expect(withoutNameHeader("game: dark-eden\nname: Rush\ncommander: X\n5 Mint\n")).toBe("game: dark-eden\ncommander: X\n5 Mint\n");
  });

  it("makes safe file names", () => {
    expect(fileName('Rush: "A/B"', "txt")).toBe("Rush A B.txt");
    expect(fileName("   ", "json")).toBe("deck.json");
  });
});

/** The interface's English messages, as the builder hands them to a layout. */
const english = createTranslator({ locale: "en", messages: readMessages("en") }) as unknown as BuilderT;

describe("EDEN warband guard", () => {
  const cards: CardMap = {
    sabaka: card("sabaka", "Sabaka", "combatant", { value: 50, faction: "bamaka" }),
    tarar: card("tarar", "Tarar", "combatant", { value: 30, faction: "bamaka" }),
    abama: card("abama", "Abama", "combatant", { value: 20, faction: "bamaka" }),
    dacke: card("dacke", "Dacke", "combatant", { value: 10, faction: "bamaka" }),
    zona: card("zona", "Zona", "tactic"),
  };
  const full = [
    { section: "main", code: "sabaka", quantity: 1 },
    { section: "main", code: "tarar", quantity: 1 },
    { section: "main", code: "abama", quantity: 1 },
  ];

  it("reads the budget header as the rules do", () => {
    expect(budgetOf({})).toBe(100);
    expect(budgetOf({ budget: "150 pts" })).toBe(150);
    expect(budgetOf({ budget: "lots" })).toBeNull();
  });

  it("refuses a combatant that would pass the budget, and one already recruited", () => {
    expect(warbandPoints(full, cards)).toBe(100);
    expect(edenSkirmishLayout.refuseAdd!(cards.dacke, full, cards, {}, english)).toMatch(/110 \/ 100/);
    expect(edenSkirmishLayout.refuseAdd!(cards.dacke, full, cards, { budget: "110" }, english)).toBeNull();
    expect(edenSkirmishLayout.refuseAdd!(cards.tarar, full.slice(0, 2), cards, {}, english)).toMatch(/Already in the warband/);
    expect(edenSkirmishLayout.refuseAdd!(cards.zona, full, cards, {}, english)).toBeNull();
    expect(edenSkirmishLayout.sectionFor(cards.zona)).toBe("tactics");
  });
});
