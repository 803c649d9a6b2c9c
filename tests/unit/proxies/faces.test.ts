import fc from "fast-check";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { renderProxySheet, type ProxyCard, type ProxyCardData } from "@/lib/proxies";
import { embedFonts } from "@/lib/proxies/fonts";
import { Measure, MIN_FONT_PT, wrap } from "@/lib/proxies/layout";
import type { GameSlug } from "@/lib/games/types";
import { type Box, cardBoxes, extractText, extractWords, readShapes, textIn } from "../../support/pdf-inspect";

// ---------------------------------------------------------------------------------------
// Generators: partial cards, every game field optional (CONTRACTS §1)

const WORDS = [
  "Obóz",
  "Szkoleniowy",
  "Yûri",
  "Żołnierz",
  "Boot",
  "Camp",
  "Ermitaño",
  "Święta",
  "Relikwia",
  "Łódź",
  "Kommendant",
  "Niño",
  "of",
  "the",
  "Dark",
  "Legion",
  "señal",
];
const nameArb = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 5 }).map((w) => w.join(" "));
const textArb = fc.array(fc.oneof(fc.constantFrom(...WORDS), fc.lorem({ maxCount: 1 })), { minLength: 1, maxLength: 80 }).map((w) => `${w.join(" ")}.`);
const codeArb = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/);

const common = {
  code: codeArb,
  name: nameArb,
  names: fc.dictionary(fc.constantFrom("pl", "es", "en"), nameArb, { maxKeys: 3 }),
  text: textArb,
  set: fc.constantFrom("base", "genesis", "core"),
};
const REQUIRED: ("code" | "name")[] = ["code", "name"];

const resources = fc.record({ gold: fc.nat(5), food: fc.nat(5), rawMaterials: fc.nat(5), fuel: fc.nat(5) }, { requiredKeys: [] });
const darkEden = fc.record(
  {
    ...common,
    type: fc.constantFrom("commander", "establishment", "warrior", "intrigue", "enhancement"),
    affiliation: fc.constantFrom("general", "sons-of-rasputin", "templars", "lutheran-triad", "crescentia", "dark-legion", "megacorporations", "brotherhood"),
    cv: fc.option(fc.integer({ min: -5, max: 15 }), { nil: null }),
    tactics: fc.subarray(["land", "sea", "air"]),
    neighborAllowance: fc.integer({ min: 1, max: 4 }),
    warriorClass: fc.constantFrom("infantry", "cavalry", "vehicle"),
    provides: resources,
    requires: resources,
    initialCost: fc.nat(6),
    designations: fc.subarray([
      "UNIQUE",
      "NO DECK LIMIT",
      "EQUIPMENT",
      "WEAPON",
      "ARMOR",
      "RITUAL",
      "PROPHECY",
      "DARK SYMMETRY",
      "ART SPELL",
      "WORTHY OF DARK SYMMETRY",
    ]),
    allows: fc.subarray(["affiliation:templars", "affiliation:dark-legion", "cavalry", "vehicle", "equipment"]),
    afterPlay: fc.constantFrom("attach", "discard", "annihilate"),
  },
  { requiredKeys: REQUIRED },
);

const MEMBERS = ["head", "arms", "torso", "legs"] as const;
const pair = fc.tuple(fc.nat(8), fc.nat(8));
const edenSkirmish = fc.record(
  {
    ...common,
    kind: fc.constantFrom("combatant", "npc", "mission", "tactic"),
    faction: fc.constantFrom("jokers", "bamaka", "isc", "matriarchy", "new-faction"),
    stigma: fc.constantFrom("destruction", "order", "protection", "change", "chaos"),
    value: fc.nat(80),
    level: fc.nat(5),
    types: fc.subarray(["human", "mutant", "beast", "sister"]),
    psi: pair,
    cbt: pair,
    vig: pair,
    rap: pair,
    constitution: fc.record(Object.fromEntries(MEMBERS.map((m) => [m, fc.tuple(fc.nat(6), fc.nat(6))])), { requiredKeys: [] }),
    location: fc.record(Object.fromEntries(MEMBERS.map((m) => [m, fc.subarray([1, 2, 3, 4, 5, 6])])), { requiredKeys: [] }),
    equipment: fc.array(
      fc.oneof(
        nameArb,
        fc.record(
          { name: nameArb, categories: fc.subarray(["Tiro", "Lanz", "CaC", "Prot"]), effects: fc.oneof(textArb, fc.array(nameArb, { maxLength: 3 })) },
          { requiredKeys: [] },
        ),
      ),
      { maxLength: 4 },
    ),
    abilities: fc.array(fc.record({ name: nameArb, kind: fc.constantFrom("permanent", "action"), cost: fc.nat(3), text: textArb }, { requiredKeys: [] }), {
      maxLength: 4,
    }),
    missionType: fc.constantFrom("secret", "revealed"),
    deployment: fc.constantFrom("confrontation", "ambush"),
    restriction: fc.oneof(fc.record({ faction: fc.constantFrom("jokers", "isc") }), fc.record({ stigma: fc.constantFrom("order", "chaos") })),
    rules: fc.subarray(["tactic", "first-turn", "cancel:ambush", "cancel:fear"]),
  },
  { requiredKeys: REQUIRED },
);

const battleForEden = fc.record(
  {
    ...common,
    kind: fc.constantFrom("unit", "common", "technology"),
    civilization: fc.constantFrom("rasputin", "cyborgs", "unlisted"),
    cost: fc.nat(9),
    strength: fc.nat(9),
    energy: fc.nat(3),
    abilities: fc.array(fc.record({ timing: fc.constantFrom("immediate", "delayed", "post-combat", "reaction"), text: textArb }, { requiredKeys: [] }), {
      maxLength: 4,
    }),
    permanent: textArb,
  },
  { requiredKeys: REQUIRED },
);

const attributeLine = fc.tuple(
  fc.boolean(),
  fc.constantFrom("Type", "Subtype", "EraCosts", "AdventureResources", "Sway", "Feats.TimeWeapons"),
  fc.constantFrom("", ' "Support"', " 2", ' = "Yes"'),
);
const gotCgs = fc.record(
  {
    ...common,
    identifier: fc.constantFrom("GEN 001", "GEN HNP 012", "ERA2 0345"),
    gold: fc.boolean(),
    directive: textArb,
    lore: textArb,
    attributes: fc
      .array(attributeLine, { minLength: 1, maxLength: 25 })
      .map((lines) => lines.map(([indent, key, value]) => `${indent ? "    " : ""}${key}${value}`).join("\n")),
  },
  { requiredKeys: REQUIRED },
);

const ARBS: Record<GameSlug, fc.Arbitrary<Record<string, unknown>>> = {
  "dark-eden": darkEden,
  "eden-skirmish": edenSkirmish,
  "battle-for-eden": battleForEden,
  "got-cgs": gotCgs,
};

const EXTRAS = {
  civilizations: [
    { code: "rasputin", name: "Sons of Rasputin", color: "#8c1c13" },
    { code: "cyborgs", name: "Cyborgs", color: "not-a-colour" },
  ],
};

/** Words whose box is not inside any card box (0.5 pt tolerance): text drawn past a card's edge. */
function strayWords(words: { text: string; x1: number; y1: number; x2: number; y2: number }[], boxes: Box[]) {
  const t = 0.5;
  return words.filter((w) => !boxes.some((b) => w.x1 >= b.x - t && w.x2 <= b.x + b.w + t && w.y1 >= b.y - t && w.y2 <= b.y + b.h + t));
}

const GAMES = Object.keys(ARBS) as GameSlug[];

function isSubsequence(needle: string[], hay: string[]): boolean {
  let i = 0;
  for (const w of hay) if (i < needle.length && w === needle[i]) i++;
  return i === needle.length;
}

/** Every game field of every game, to feed faces values of any shape. */
const ALL_FIELDS = [
  ...[
    "names",
    "text",
    "set",
    "type",
    "affiliation",
    "cv",
    "tactics",
    "neighborAllowance",
    "warriorClass",
    "provides",
    "requires",
    "initialCost",
    "designations",
    "allows",
    "afterPlay",
  ],
  ...[
    "kind",
    "faction",
    "stigma",
    "value",
    "level",
    "types",
    "psi",
    "cbt",
    "vig",
    "rap",
    "constitution",
    "location",
    "equipment",
    "abilities",
    "missionType",
    "deployment",
    "restriction",
    "rules",
  ],
  ...["civilization", "cost", "strength", "energy", "permanent", "identifier", "gold", "directive", "lore", "attributes"],
];

describe("card faces render any partial card (fast-check)", () => {
  for (const game of GAMES) {
    it(`${game}: cards with every optional field absent or present print whole, names extractable, no text outside the box`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(ARBS[game], { minLength: 1, maxLength: 3 }), async (cards) => {
          const entries: ProxyCard[] = cards.map((card) => ({ game, card: card as ProxyCardData, copies: 1 }));
          const bytes = await renderProxySheet({ cards: entries, paper: "a4", extras: EXTRAS });
          const pages = await readShapes(bytes);
          const boxes = pages.flatMap(cardBoxes);
          expect(boxes).toHaveLength(cards.length);
          const words = await extractWords(bytes);
          for (const [i, page] of pages.entries()) expect(strayWords(words[i], cardBoxes(page))).toEqual([]);
          // Each name prints whole and in order inside its own box (a wrapped name may have the
          // corner box's label between its lines in reading order).
          const texts = pages.flatMap((page, i) => cardBoxes(page).map((box) => textIn(words[i], box).split(" ")));
          // Print order: standard cards in the order given, then gold cards (got-cgs).
          const printed = [...cards.filter((c) => c.gold !== true), ...cards.filter((c) => c.gold === true)];
          for (const [i, card] of printed.entries()) expect(isSubsequence((card.name as string).split(" "), texts[i])).toBe(true);
        }),
        { numRuns: 15 },
      );
    }, 60_000);

    it(`${game}: a card with only a code and a name prints, and odd field values never throw`, async () => {
      const bare = await renderProxySheet({ cards: [{ game, card: { code: "bare", name: "Bare Card" }, copies: 1 }], paper: "letter" });
      expect(await extractText(bare)).toContain("Bare Card");
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom(...ALL_FIELDS), fc.anything(), { maxKeys: 8 }), async (fields) => {
          const card = { ...fields, code: "odd", name: "Odd Card" } as ProxyCardData;
          const bytes = await renderProxySheet({ cards: [{ game, card, copies: 1 }], paper: "a4" });
          expect((await readShapes(bytes)).flatMap(cardBoxes)).toHaveLength(1);
        }),
        { numRuns: 25 },
      );
    }, 60_000);
  }
});

describe("crowded cards", () => {
  const long =
    "When this warrior attacks, each defender loses 1 CV for every Establishment its controller has with the Land icon, unless that player discards a card. ".repeat(
      6,
    );
  const crowded: ProxyCard[] = [
    {
      game: "dark-eden",
      copies: 1,
      card: {
        code: "crowded",
        name: "The Extraordinarily Long-Named Commander of the Northern Wastes and Everything Beyond",
        names: { pl: "Niezwykle Długo Nazwany Dowódca Północnych Pustkowi i Wszystkiego Dalej" },
        type: "warrior",
        affiliation: "dark-legion",
        cv: 12,
        tactics: ["land", "sea", "air"],
        provides: { gold: 3, food: 2, rawMaterials: 2, fuel: 1 },
        requires: { gold: 1, food: 1, rawMaterials: 1, fuel: 1 },
        designations: ["UNIQUE", "NO DECK LIMIT", "EQUIPMENT", "WEAPON", "ARMOR", "RITUAL", "DARK SYMMETRY"],
        initialCost: 4,
        text: long,
      },
    },
    {
      game: "dark-eden",
      copies: 1,
      card: { code: "unbroken", name: "Supercalifragilisticexpialidocious-Antidisestablishmentarianism", type: "intrigue", cv: -3, text: "x".repeat(400) },
    },
    {
      game: "eden-skirmish",
      copies: 1,
      card: {
        code: "colossus",
        name: "Colossus",
        kind: "combatant",
        value: 120,
        constitution: { head: [40, 9], arms: [5, 5], torso: [8, 3], legs: [0, 30] },
        abilities: Array.from({ length: 8 }, (_, i) => ({ name: `Ability ${i}`, kind: "action", cost: i, text: long.slice(0, 200) })),
      },
    },
    {
      game: "got-cgs",
      copies: 1,
      card: {
        code: "deep",
        name: "Deep Attributes",
        identifier: "GEN 099",
        lore: long,
        attributes: Array.from({ length: 60 }, (_, i) => `${i % 3 ? "        " : ""}Attribute${i} "a long value"`).join("\n"),
      },
    },
    {
      game: "got-cgs",
      copies: 1,
      card: { code: "gold-overflow", name: "Gold Overflow", gold: true, identifier: "GEN 100", directive: long, lore: long + long, attributes: long },
    },
  ];

  let bytes: Uint8Array;
  beforeAll(async () => {
    bytes = await renderProxySheet({ cards: crowded, paper: "letter" });
  });

  it("never draws text outside a card box, however much there is", async () => {
    const pages = await readShapes(bytes);
    const words = await extractWords(bytes);
    expect(pages.flatMap(cardBoxes)).toHaveLength(5);
    for (const [i, page] of pages.entries()) expect(strayWords(words[i], cardBoxes(page))).toEqual([]);
  });

  it("keeps long names whole, cuts what still does not fit with “…”, and keeps the identifier", async () => {
    const text = await extractText(bytes);
    expect(text).toContain("The Extraordinarily Long-Named Commander of the Northern Wastes and Everything Beyond");
    expect(text).toContain("Niezwykle Długo Nazwany Dowódca Północnych Pustkowi i Wszystkiego Dalej");
    expect(text).toContain("…");
    expect(text).toContain("GEN 099");
    expect(text).toContain("×40");
  });
});

describe("text wrapping", () => {
  let measure: Measure;
  beforeAll(async () => {
    measure = new Measure(await embedFonts(await PDFDocument.create()));
  });

  it("never makes a line wider than its box, keeps every word and each line's indentation", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.nat(6),
            fc.array(fc.oneof(fc.constantFrom(...WORDS), fc.string({ minLength: 1, maxLength: 30, unit: "grapheme-ascii" })), { maxLength: 30 }),
          ),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 60, max: 400 }),
        fc.double({ min: MIN_FONT_PT, max: 14, noNaN: true }),
        (paragraphs, width, size) => {
          const source = paragraphs.map(([indent, words]) => " ".repeat(indent) + words.join(" ")).join("\n");
          const lines = wrap([{ text: source }], size, width, measure, { keepIndent: true });
          for (const line of lines) expect(line.indent + line.width).toBeLessThanOrEqual(width + 1e-6);
          const printed = lines
            .flatMap((l) => l.pieces.map((p) => p.text))
            .join("")
            .replace(/\s+/g, "");
          expect(printed).toBe(source.replace(/\s+/g, ""));
        },
      ),
      { numRuns: 200 },
    );
  });
});
