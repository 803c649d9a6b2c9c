import { describe, expect, it } from "vitest";
import { darkEden, TRIBAL_AFFILIATIONS } from "@/lib/games/dark-eden";
import { FILLER, allCards, card, files, index } from "./catalog";

describe("Dark Eden catalog files (CONTRACTS §1)", () => {
  it("holds the 302 basic-set and 127 Genesis cards, every one valid for the card schema", () => {
    expect(files.base.set).toEqual({ code: "base", name: "Dark Eden basic set", year: 1997 });
    expect(files.genesis.set.code).toBe("genesis");
    expect(files.base.cards).toHaveLength(302);
    expect(files.genesis.cards).toHaveLength(127);
    for (const c of [...files.base.cards, ...files.genesis.cards]) expect(darkEden.cardSchema.safeParse(c).success, c.code).toBe(true);
  });

  it("gives every card a unique kebab-case ASCII code", () => {
    const seen = new Set<string>();
    for (const c of allCards) {
      expect(c.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(seen.has(c.code), c.code).toBe(false);
      seen.add(c.code);
    }
  });

  it("writes names in title case with the Polish name beside them", () => {
    for (const c of allCards) {
      expect(c.name, c.code).not.toMatch(/^[^a-z]*[A-Z]{2}[^a-z]*$/); // never SHOUTING CAPS
      expect(c.names?.pl, c.code).toBeTruthy();
    }
    expect(card("boot-camp").name).toBe("Boot Camp");
    expect(card("[kommendant-leitheusser]").name).toBe("Kommendant Leitheusser");
  });

  it("splits warrior classes from designations: one class per warrior, none elsewhere (rules: WARRIORS)", () => {
    for (const c of allCards) {
      if (c.type === "warrior") expect(c.warriorClass, c.code).toBeDefined();
      else expect(c.warriorClass, c.code).toBeUndefined();
      for (const word of ["INFANTRY", "CAVALRY", "VEHICLE"]) expect(c.designations ?? []).not.toContain(word);
    }
  });

  it("keeps commanders without a neighbor allowance (always 4) and establishments within 1–4 (rules: BUILD ESTABLISHMENT)", () => {
    for (const c of allCards) {
      if (c.type !== "establishment") expect(c.neighborAllowance, c.code).toBeUndefined();
      else if (c.neighborAllowance !== undefined) expect(c.neighborAllowance).toBeGreaterThanOrEqual(1);
    }
  });

  it("uses only the filler cards the validation tests rely on: General, no designation, nothing allowed", () => {
    for (const name of FILLER) {
      const c = card(name);
      expect([c.affiliation, c.designations, c.allows, c.type === "commander"]).toEqual(["general", undefined, undefined, false]);
    }
  });
});

describe("cards the rules text names carry the facts it states", () => {
  it("Boot Camp shows 1 red Food and 1 red Raw Materials icon; Polish Obóz Szkoleniowy (rules: RESOURCE ICONS)", () => {
    const c = card("Boot Camp");
    expect(c).toMatchObject({ type: "establishment", affiliation: "general", requires: { food: 1, rawMaterials: 1 }, names: { pl: "Obóz Szkoleniowy" } });
    expect(c.provides).toBeUndefined();
    expect(index.find("obóz szkoleniowy")?.code).toBe("boot-camp");
    expect(index.find("OBOZ SZKOLENIOWY")?.code).toBe("boot-camp");
  });

  it("Livery allows CAVALRY; Polish Stajnie (rules: RESOLVE RAID example)", () => {
    expect(card("Livery")).toMatchObject({ type: "establishment", allows: ["cavalry"], names: { pl: "Stajnie" } });
    expect(index.find("stajnie")?.code).toBe("livery");
  });

  it("Kommendant Leitheusser is a Sons of Rasputin Commander (rules: AFFILIATION example)", () => {
    expect(card("Kommendant Leitheusser")).toMatchObject({ type: "commander", affiliation: "sons-of-rasputin" });
  });

  it("Dark Legion Citadel is General and allows Dark Legion cards; Polish Cytadela Legionu Ciemności (rules: AFFILIATION example)", () => {
    expect(card("Dark Legion Citadel")).toMatchObject({
      type: "establishment",
      affiliation: "general",
      allows: ["affiliation:dark-legion"],
      names: { pl: "Cytadela Legionu Ciemności" },
    });
  });

  it("the Lutheran Triad Corsair is a Trooper and a Sailor; the Crescentia Prophet a Trooper (rules: ANNOUNCE BATTLE TACTIC)", () => {
    expect(card("Corsair")).toMatchObject({ affiliation: "lutheran-triad", type: "warrior", tactics: ["land", "sea"] });
    expect(card("Prophet")).toMatchObject({ affiliation: "crescentia", type: "warrior", tactics: ["land"] });
    expect(card("Phische").tactics).toEqual(["land", "sea"]); // the Polish rules' version of the example
  });

  it("the PATRIARCH and PROPHET cards exist; The Calling makes a warrior a PATRIARCH (rules: PERFORM LUTHERAN RITUAL, TIMING)", () => {
    expect(card("Patriarch")).toMatchObject({ type: "warrior", affiliation: "lutheran-triad", names: { pl: "Patriarcha" } });
    expect(card("Prophet").names?.pl).toBe("Prorok");
    expect(card("The Calling")).toMatchObject({ type: "intrigue", affiliation: "lutheran-triad", grants: ["PATRIARCH"], names: { pl: "Powołanie" } });
  });

  it("The Blessing is a RITUAL doubling CVs; Denied is an Intrigue; Security Station gives adjacent cards +2 CV (rules: TIMING, SEPARATED ESTABLISHMENTS)", () => {
    expect(card("The Blessing")).toMatchObject({ type: "intrigue", designations: ["RITUAL"], cv: null });
    expect(card("The Blessing").text).toMatch(/doubled/);
    expect(card("Denied").type).toBe("intrigue");
    expect(card("Security Station")).toMatchObject({ type: "establishment", names: { pl: "Baza Ochrony" } });
    expect(card("Security Station").text).toMatch(/\+2 CV/);
  });

  it("Harding's Influence allows every affiliation; the Art Spell designation comes from the Polish ZAKLĘCIE SZTUKI (rules: CASTING ART SPELLS)", () => {
    expect(new Set(card("Harding's Influence").allows)).toEqual(new Set(TRIBAL_AFFILIATIONS.map((a) => `affiliation:${a}`)));
    expect(card("Alchemia").designations).toEqual(["ART SPELL"]);
    expect(card("Krzyżowiec").designations).toContain("SPELLCASTER");
  });

  it("intrigue modifiers are signed integers, non-numeric ones null with the modifier in the text (rules: INTRIGUE CARDS)", () => {
    expect(card("Tactical Superiority").cv).toBe(3);
    expect(card("Charge")).toMatchObject({ cv: null, text: expect.stringContaining("×3") });
    expect(card("Fumble")).toMatchObject({ cv: null, text: expect.stringContaining("÷2") });
    expect(card("Ambush").cv).toBeUndefined();
  });
});

describe("the card schema (CONTRACTS §1, dark-eden)", () => {
  const boot = { code: "boot-camp", name: "Boot Camp", type: "establishment", affiliation: "general", neighborAllowance: 3 };

  it("accepts a minimal card and rejects unknown fields", () => {
    expect(darkEden.cardSchema.safeParse(boot).success).toBe(true);
    expect(darkEden.cardSchema.safeParse({ ...boot, rarity: "common" }).success).toBe(false);
  });

  it("rejects values outside the contract's sets", () => {
    for (const bad of [
      { affiliation: "imperial" },
      { type: "event" },
      { neighborAllowance: 5 },
      { neighborAllowance: 0 },
      { tactics: ["space"] },
      { allows: ["affiliation:general"] },
      { designations: ["INFANTRY"] },
      { designations: ["unique"] },
      { provides: {} },
      { requires: { water: 1 } },
      { initialCost: -1 },
      { cv: 1.5 },
    ]) {
      expect(darkEden.cardSchema.safeParse({ ...boot, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("keeps per-type fields on their type: warriorClass on warriors, afterPlay on intrigues", () => {
    expect(darkEden.cardSchema.safeParse({ ...boot, warriorClass: "infantry" }).success).toBe(false);
    expect(darkEden.cardSchema.safeParse({ ...boot, afterPlay: "attach" }).success).toBe(false);
    expect(darkEden.cardSchema.safeParse({ code: "x", name: "X", type: "warrior", affiliation: "general", warriorClass: "cavalry" }).success).toBe(true);
  });

  it("answers the shared type column with the card's type", () => {
    expect(darkEden.cardType(card("Livery"))).toBe("establishment");
    expect(darkEden.cardType(card("Corsair"))).toBe("warrior");
  });
});

describe("catalog filters", () => {
  it("offer only values that cards of the catalog carry", () => {
    for (const filter of darkEden.catalogFilters ?? []) {
      for (const option of filter.options ?? []) {
        const carried = allCards.some((c) => {
          const value = (c as Record<string, unknown>)[filter.field];
          return Array.isArray(value) ? value.includes(option.value) : value === option.value;
        });
        expect(carried, `${filter.key}=${option.value}`).toBe(true);
      }
    }
  });
});
