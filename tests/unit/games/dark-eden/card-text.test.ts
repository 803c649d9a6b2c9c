/**
 * Cards whose own text changes what a deck may play ("UNIVERSAL RULES": card text wins).
 * Each card: a deck its text makes legal, illegal or warned, and one narrowly not.
 */
import { describe, expect, it } from "vitest";
import { card, codes, validateList } from "./catalog";

const issuesOf = (result: { errors: { code: string; cards: string[] }[]; warnings: { code: string; cards: string[] }[] }) => ({
  errors: result.errors.map((i) => [i.code, i.cards]),
  warnings: result.warnings.map((i) => [i.code, i.cards]),
});

describe("Commanders whose text widens the deck (rules: AFFILIATION, UNIVERSAL RULES)", () => {
  it("Samir of the Rising Moon plays Templar, Sons of Rasputin and Lutheran Triad VEHICLES from the start (rules: AFFILIATION)", () => {
    const result = validateList({
      commander: "Samir of the Rising Moon",
      lines: ["2 Blitztank", "2 Verounist Stingray", "2 Palanquin Airvessel", "1 Vehicle Works"],
    });
    expect(issuesOf(result)).toEqual({ errors: [], warnings: [] });
  });

  it("Samir's text still needs a card that allows VEHICLES (rules: MUSTER WARRIOR)", () => {
    const result = validateList({ commander: "Samir of the Rising Moon", lines: ["2 Blitztank"] });
    expect(issuesOf(result)).toEqual({ errors: [], warnings: [["DE_CLASS_WITHOUT_ENABLER", ["blitztank"]]] });
  });

  it("Samir's text lets in vehicles only: a Sons of Rasputin CAVALRY stays DE_AFFILIATION (rules: AFFILIATION)", () => {
    const result = validateList({ commander: "Samir of the Rising Moon", lines: ["2 Cossack", "1 Livery"] });
    expect(issuesOf(result).errors).toEqual([["DE_AFFILIATION", ["cossack"]]]);
  });

  it("Samir's text names three tribes: a Dark Legion VEHICLE would not get in, nor another Commander's vehicles (rules: AFFILIATION)", () => {
    expect(codes(validateList({ commander: "Abdul IV of Pale Sun", lines: ["2 Blitztank", "1 Vehicle Works"] }).errors)).toEqual(["DE_AFFILIATION"]);
  });

  it("Diuk Erich von Drier plays EQUIPMENT of any affiliation, still needing a card that allows EQUIPMENT (rules: EQUIP)", () => {
    expect(issuesOf(validateList({ commander: "Diuk Erich von Drier", lines: ["2 Hellblaster", "1 Manufacturing Plant"] }))).toEqual({
      errors: [],
      warnings: [],
    });
    expect(issuesOf(validateList({ commander: "Diuk Erich von Drier", lines: ["2 Hellblaster"] })).warnings).toEqual([
      ["DE_EQUIPMENT_WITHOUT_ENABLER", ["hellblaster"]],
    ]);
  });

  it("Diuk Erich von Drier's text is about EQUIPMENT only: a Dark Legion warrior stays DE_AFFILIATION, and another Commander gets no such leave (rules: AFFILIATION)", () => {
    expect(issuesOf(validateList({ commander: "Diuk Erich von Drier", lines: ["2 Nassal", "1 Manufacturing Plant"] })).errors).toEqual([
      ["DE_AFFILIATION", ["nassal"]],
    ]);
    expect(issuesOf(validateList({ commander: "Diuk Friedrich Rauft", lines: ["2 Hellblaster", "1 Manufacturing Plant"] })).errors).toEqual([
      ["DE_AFFILIATION", ["hellblaster"]],
    ]);
  });

  it("Noah Wrought plays Imperial members, and no other Megacorporation's (rules: AFFILIATION)", () => {
    expect(issuesOf(validateList({ commander: "Noah Wrought", lines: ["3 Konkwistador", "2 Upadły Anioł"] }))).toEqual({ errors: [], warnings: [] });
    expect(issuesOf(validateList({ commander: "Noah Wrought", lines: ["3 Wolverine"] })).errors).toEqual([["DE_AFFILIATION", ["wolverine"]]]);
  });
});

describe("cards in the deck whose text widens it (rules: AFFILIATION, MUSTER WARRIOR, UNIVERSAL RULES)", () => {
  it("the Munitions Dump lets in EQUIPMENT of any affiliation once it is in play: DE_AFFILIATION_ENABLER, not DE_AFFILIATION (rules: AFFILIATION)", () => {
    const result = validateList({ commander: "Diuk Friedrich Rauft", lines: ["2 Hellblaster", "1 Manufacturing Plant", "1 Munitions Dump"] });
    expect(issuesOf(result)).toEqual({ errors: [], warnings: [["DE_AFFILIATION_ENABLER", ["hellblaster", "munitions-dump"]]] });
  });

  it("the Munitions Dump does not let in warriors of other affiliations (rules: AFFILIATION)", () => {
    const result = validateList({ commander: "Diuk Friedrich Rauft", lines: ["2 Nassal", "1 Manufacturing Plant", "1 Munitions Dump"] });
    expect(issuesOf(result).errors).toEqual([["DE_AFFILIATION", ["nassal"]]]);
  });

  it("the Antagonist allows VEHICLES while it is in play (rules: MUSTER WARRIOR)", () => {
    expect(issuesOf(validateList({ commander: "Marcus Klef", lines: ["2 Śmigłowiec Wyspiarzy", "2 Antagonist"] }))).toEqual({ errors: [], warnings: [] });
    expect(issuesOf(validateList({ commander: "Marcus Klef", lines: ["2 Śmigłowiec Wyspiarzy"] })).warnings).toEqual([
      ["DE_CLASS_WITHOUT_ENABLER", ["smiglowiec-wyspiarzy"]],
    ]);
  });

  it("an Antagonist the deck can never play allows nothing (rules: AFFILIATION)", () => {
    const result = validateList({ commander: "Abdul IV of Pale Sun", lines: ["2 Wodolot", "2 Antagonist"] });
    expect(issuesOf(result)).toEqual({ errors: [["DE_AFFILIATION", ["antagonist"]]], warnings: [["DE_CLASS_WITHOUT_ENABLER", ["wodolot"]]] });
  });

  it("the Writ of Inquisitor Benedictus lets in ISLAND TEAM MEMBERS of any affiliation once it is in play (rules: AFFILIATION)", () => {
    const result = validateList({ commander: "Kommendant Leitheusser", lines: ["1 Writ of Inquisitor Benedictus", "1 Mitch Hunter", "1 Grinder"] });
    expect(issuesOf(result)).toEqual({
      errors: [],
      warnings: [
        ["DE_AFFILIATION_ENABLER", ["mitch-hunter", "writ-of-inquisitor-benedictus"]],
        ["DE_AFFILIATION_ENABLER", ["grinder", "writ-of-inquisitor-benedictus"]],
      ],
    });
  });

  it("the Writ lets in no Brotherhood warrior that is not an ISLAND TEAM MEMBER (rules: AFFILIATION)", () => {
    const result = validateList({ commander: "Kommendant Leitheusser", lines: ["1 Writ of Inquisitor Benedictus", "1 Krzyżowiec"] });
    expect(issuesOf(result).errors).toEqual([["DE_AFFILIATION", ["krzyzowiec"]]]);
  });

  it("the Writ may not be played under a Dark Legion Commander: DE_NEEDS_WITHOUT_ENABLER, and it lets no one in (rules: NOT vs. NEVER)", () => {
    const result = validateList({ commander: "Wielki Heretyk Marcus", lines: ["1 Writ of Inquisitor Benedictus", "1 Mitch Hunter"] });
    expect(issuesOf(result)).toEqual({
      errors: [["DE_AFFILIATION", ["mitch-hunter"]]],
      warnings: [["DE_NEEDS_WITHOUT_ENABLER", ["writ-of-inquisitor-benedictus"]]],
    });
    expect(result.legal).toBe(false);
  });

  it("Stocznia Łodzi Podwodnych allows SUBMARINE vehicles without a card that allows VEHICLES, and no other vehicle (rules: MUSTER WARRIOR)", () => {
    expect(issuesOf(validateList({ commander: "Diuk Friedrich Rauft", lines: ["2 Barakuda", "2 Szablogrzbiet", "1 Stocznia Łodzi Podwodnych"] }))).toEqual({
      errors: [],
      warnings: [],
    });
    expect(issuesOf(validateList({ commander: "Diuk Friedrich Rauft", lines: ["2 Barakuda", "2 Blitztank", "1 Stocznia Łodzi Podwodnych"] })).warnings).toEqual(
      [["DE_CLASS_WITHOUT_ENABLER", ["blitztank"]]],
    );
    expect(issuesOf(validateList({ commander: "Diuk Friedrich Rauft", lines: ["2 Barakuda"] })).warnings).toEqual([["DE_CLASS_WITHOUT_ENABLER", ["barakuda"]]]);
  });

  it("Gwiezdny Sojusz lets a tribe recruit its main ally corporation's warriors, and a corporation its tribe's (rules: AFFILIATION)", () => {
    expect(issuesOf(validateList({ commander: "Samir of the Rising Moon", lines: ["2 Enigma", "1 Gwiezdny Sojusz"] }))).toEqual({
      errors: [],
      warnings: [["DE_AFFILIATION_ENABLER", ["enigma", "gwiezdny-sojusz"]]],
    });
    expect(issuesOf(validateList({ commander: "Lord Tombu", lines: ["2 Potomek", "1 Gwiezdny Sojusz"] }))).toEqual({
      errors: [],
      warnings: [["DE_AFFILIATION_ENABLER", ["potomek", "gwiezdny-sojusz"]]],
    });
  });

  it("Gwiezdny Sojusz lets in only the main ally: Bauhaus is not Crescentia's, and Capitol has none (rules: AFFILIATION)", () => {
    expect(issuesOf(validateList({ commander: "Samir of the Rising Moon", lines: ["2 Wilczarz", "1 Gwiezdny Sojusz"] })).errors).toEqual([
      ["DE_AFFILIATION", ["wilczarz"]],
    ]);
    expect(issuesOf(validateList({ commander: "Marcus Klef", lines: ["2 Potomek", "1 Gwiezdny Sojusz"] })).errors).toEqual([["DE_AFFILIATION", ["potomek"]]]);
    expect(issuesOf(validateList({ commander: "Samir of the Rising Moon", lines: ["2 Enigma"] })).errors).toEqual([["DE_AFFILIATION", ["enigma"]]]);
  });

  it("Placówka Korporacji is an Embassy for the Megacorporations (rules: AFFILIATION)", () => {
    expect(issuesOf(validateList({ commander: "Kommendant Leitheusser", lines: ["2 Konkwistador", "1 Placówka Korporacji"] }))).toEqual({
      errors: [],
      warnings: [["DE_AFFILIATION_ENABLER", ["konkwistador", "placowka-korporacji"]]],
    });
    expect(codes(validateList({ commander: "Kommendant Leitheusser", lines: ["2 Konkwistador"] }).errors)).toEqual(["DE_AFFILIATION"]);
  });
});

describe("Commanders whose text narrows the deck (rules: NOT vs. NEVER)", () => {
  it("Nepharite Ancyrite may NEVER play Brotherhood warriors, not even through Harding's Influence: DE_FORBIDDEN_BY_COMMANDER (rules: NOT vs. NEVER)", () => {
    const result = validateList({ commander: "Nepharite Ancyrite", lines: ["1 Harding's Influence", "2 Krzyżowiec"] });
    expect(issuesOf(result).errors).toEqual([["DE_FORBIDDEN_BY_COMMANDER", ["krzyzowiec", "nepharite-ancyrite"]]]);
    expect(result.legal).toBe(false);
    expect(result.errors[0].message).toMatch(/Krzyżowiec.*Nepharite Ancyrite.*never/);
  });

  it("Nepharite Ancyrite's ban is on Brotherhood warriors: a Brotherhood Intrigue is only DE_AFFILIATION_ENABLER (rules: NOT vs. NEVER)", () => {
    const result = validateList({ commander: "Nepharite Ancyrite", lines: ["1 Harding's Influence", "2 Alchemia"] });
    expect(result.errors).toEqual([]);
    expect(codes(result.warnings)).toContain("DE_AFFILIATION_ENABLER");
  });

  it("Nepharite Ancyrite and Wielki Heretyk Marcus may NEVER build a Brotherhood Cathedral, which then lets nothing in (rules: NOT vs. NEVER)", () => {
    for (const commander of ["Nepharite Ancyrite", "Wielki Heretyk Marcus"]) {
      const result = validateList({ commander, lines: ["1 Katedra Bractwa", "2 Alchemia"] });
      expect(issuesOf(result).errors, commander).toEqual([
        ["DE_AFFILIATION", ["alchemia"]],
        ["DE_FORBIDDEN_BY_COMMANDER", ["katedra-bractwa", card(commander).code]],
      ]);
    }
    const otherwise = validateList({ commander: "Kommendant Leitheusser", lines: ["1 Katedra Bractwa", "2 Alchemia"] });
    expect(otherwise.errors).toEqual([]);
  });

  it("Wielki Heretyk Marcus may NEVER play Brotherhood warriors; Sons of Rasputin warriors he may (rules: NOT vs. NEVER, AFFILIATION)", () => {
    expect(issuesOf(validateList({ commander: "Wielki Heretyk Marcus", lines: ["1 Harding's Influence", "2 Misjonarz"] })).errors).toEqual([
      ["DE_FORBIDDEN_BY_COMMANDER", ["misjonarz", "wielki-heretyk-marcus"]],
    ]);
    expect(validateList({ commander: "Wielki Heretyk Marcus", lines: ["2 Shock Soldat"] }).errors).toEqual([]);
  });

  it("Brat Horatio and Bartholomew Giesel may NEVER build the Dark Legion Citadel; other Embassies they may (rules: NOT vs. NEVER)", () => {
    for (const commander of ["Brat Horatio", "Bartholomew Giesel"]) {
      expect(issuesOf(validateList({ commander, lines: ["1 Dark Legion Citadel"] })).errors, commander).toEqual([
        ["DE_FORBIDDEN_BY_COMMANDER", ["dark-legion-citadel", card(commander).code]],
      ]);
      expect(validateList({ commander, lines: ["1 Sons of Rasputin Embassy"] }).errors, commander).toEqual([]);
    }
    expect(validateList({ commander: "Kommendant Leitheusser", lines: ["1 Dark Legion Citadel"] }).errors).toEqual([]);
  });

  it("Serennel may NOT build Embassies: DE_RESTRICTED_BY_COMMANDER is a warning, the deck stays legal (rules: NOT vs. NEVER)", () => {
    const result = validateList({ commander: "Serennel", lines: ["1 Crescentia Embassy"] });
    expect(issuesOf(result)).toEqual({ errors: [], warnings: [["DE_RESTRICTED_BY_COMMANDER", ["crescentia-embassy", "serennel"]]] });
    expect(result.legal).toBe(true);
    expect(validateList({ commander: "Serennel", lines: ["1 Boot Camp"] }).warnings).toEqual([]);
    expect(validateList({ commander: "Astinou", lines: ["1 Crescentia Embassy"] }).warnings).toEqual([]);
  });
});

describe("cards whose text grants a designation count as casters (rules: INVOKE CRESCENTIAN PROPHECY, BESTOW DARK SYMMETRY, CASTING ART SPELLS, PERFORM LUTHERAN RITUAL)", () => {
  const prophecy = "2 Our Will Is Beyond Measure";
  it("Prophetic Vision and Starożytna Krypta make a PROPHET (rules: INVOKE CRESCENTIAN PROPHECY)", () => {
    expect(validateList({ commander: "Samir of the Rising Moon", lines: [prophecy, "1 Prophetic Vision"] }).warnings).toEqual([]);
    expect(validateList({ commander: "Samir of the Rising Moon", lines: [prophecy, "1 Starożytna Krypta"] }).warnings).toEqual([]);
    expect(codes(validateList({ commander: "Samir of the Rising Moon", lines: [prophecy, "1 Dark Blessing"] }).warnings)).toContain(
      "DE_PROPHECY_WITHOUT_PROPHET",
    );
  });

  it("a Prophetic Vision the deck can never play makes no PROPHET (rules: INVOKE CRESCENTIAN PROPHECY, AFFILIATION)", () => {
    const result = validateList({ commander: "Kommendant Leitheusser", lines: ["1 Harding's Influence", prophecy] });
    expect(codes(result.warnings)).toContain("DE_PROPHECY_WITHOUT_PROPHET");
    const stranded = validateList({ commander: "Kommendant Leitheusser", lines: [prophecy, "1 Prophetic Vision"] });
    expect(codes(stranded.warnings)).toContain("DE_PROPHECY_WITHOUT_PROPHET");
  });

  it("Dark Blessing, Valpurgius Arrives! and Nepharite Ancyrite make warriors WORTHY OF DARK SYMMETRY (rules: BESTOW DARK SYMMETRY)", () => {
    expect(codes(validateList({ commander: "Wielki Heretyk Marcus", lines: ["2 Venom Sack"] }).warnings)).toEqual(["DE_DARK_SYMMETRY_WITHOUT_WORTHY"]);
    expect(validateList({ commander: "Wielki Heretyk Marcus", lines: ["2 Venom Sack", "1 Dark Blessing"] }).warnings).toEqual([]);
    expect(validateList({ commander: "Nepharite Ancyrite", lines: ["2 Venom Sack"] }).warnings).toEqual([]);
    expect(issuesOf(validateList({ commander: "Kommendant Leitheusser", lines: ["2 Venom Sack", "1 Valpurgius Arrives!"] })).warnings).toEqual([
      ["DE_AFFILIATION_ENABLER", ["venom-sack", "valpurgius-arrives"]],
    ]);
  });

  it("Pobłogosławiony przez Światło, Ściana Płaczu and Komitet Doradczy Bractwa make SPELLCASTERS (rules: CASTING ART SPELLS)", () => {
    expect(codes(validateList({ commander: "Brat Horatio", lines: ["2 Alchemia"] }).warnings)).toEqual(["DE_SPELL_WITHOUT_SPELLCASTER"]);
    expect(validateList({ commander: "Brat Horatio", lines: ["2 Alchemia", "1 Pobłogosławiony przez Światło"] }).warnings).toEqual([]);
    expect(validateList({ commander: "Brat Horatio", lines: ["2 Alchemia", "1 Ściana Płaczu"] }).warnings).toEqual([]);
    expect(issuesOf(validateList({ commander: "Marcus Klef", lines: ["2 Alchemia", "1 Katedra Bractwa", "1 Komitet Doradczy Bractwa"] })).warnings).toEqual([
      ["DE_AFFILIATION_ENABLER", ["alchemia", "katedra-bractwa"]],
    ]);
    expect(codes(validateList({ commander: "Marcus Klef", lines: ["2 Alchemia", "1 Katedra Bractwa"] }).warnings)).toContain("DE_SPELL_WITHOUT_SPELLCASTER");
  });

  it("Ministerstwo and The Calling make a PATRIARCH (rules: PERFORM LUTHERAN RITUAL)", () => {
    expect(validateList({ commander: "Cain Mournor", lines: ["2 The Blessing", "1 Ministerstwo"] }).warnings).toEqual([]);
    expect(validateList({ commander: "Cain Mournor", lines: ["2 The Blessing", "1 The Calling"] }).warnings).toEqual([]);
    expect(codes(validateList({ commander: "Cain Mournor", lines: ["2 The Blessing", "1 Prophetic Vision", "1 Crescentia Embassy"] }).warnings)).toContain(
      "DE_RITUAL_WITHOUT_PATRIARCH",
    );
  });
});

describe("cards whose text needs something in play first (rules: UNIVERSAL RULES)", () => {
  const needEquipment: [string, string][] = [
    ["Corsair", "Cain Mournor"],
    ["Greymourn Trenchartillery", "Cain Mournor"],
    ["Jaeger Commando", "Diuk Friedrich Rauft"],
    ["Flammen Soldat", "Diuk Friedrich Rauft"],
    ["Schwerwaffe Soldat", "Diuk Friedrich Rauft"],
    ["Templar Marine", "Astinou"],
  ];

  for (const [warrior, commander] of needEquipment) {
    it(`${warrior} needs a card that allows EQUIPMENT: DE_NEEDS_WITHOUT_ENABLER without one, nothing with a Manufacturing Plant (rules: UNIVERSAL RULES)`, () => {
      const without = validateList({ commander, lines: [`2 ${warrior}`] });
      expect(issuesOf(without)).toEqual({ errors: [], warnings: [["DE_NEEDS_WITHOUT_ENABLER", [card(warrior).code]]] });
      expect(without.warnings[0].message).toMatch(/EQUIPMENT/);
      expect(validateList({ commander, lines: [`2 ${warrior}`, "1 Manufacturing Plant"] }).warnings).toEqual([]);
    });
  }

  it("a Commander that allows EQUIPMENT is enough: Marcus Klef and the Templar Marine through Harding's Influence (rules: UNIVERSAL RULES)", () => {
    expect(codes(validateList({ commander: "Marcus Klef", lines: ["2 Templar Marine", "1 Harding's Influence"] }).warnings)).toEqual([
      "DE_AFFILIATION_ENABLER",
    ]);
  });

  it("a warrior the deck can never play gets DE_AFFILIATION only, and an ordinary INFANTRY no warning (rules: UNIVERSAL RULES, AFFILIATION)", () => {
    expect(issuesOf(validateList({ commander: "Kommendant Leitheusser", lines: ["2 Corsair"] }))).toEqual({
      errors: [["DE_AFFILIATION", ["corsair"]]],
      warnings: [],
    });
    expect(validateList({ commander: "Cain Mournor", lines: ["2 Fusilier"] }).warnings).toEqual([]);
  });

  it("beginners disregard the EQUIPMENT restriction, so the Corsair needs nothing (rules: YOUR FIRST FEW GAMES)", () => {
    expect(validateList({ commander: "Cain Mournor", mode: "beginner", lines: ["2 Corsair"] }).warnings).toEqual([]);
  });

  it("the Subversive needs an Espionage Agency, except under Sigfried Bourges (rules: UNIVERSAL RULES)", () => {
    expect(issuesOf(validateList({ commander: "Kommendant Leitheusser", lines: ["2 Subversive"] })).warnings).toEqual([
      ["DE_NEEDS_WITHOUT_ENABLER", ["subversive"]],
    ]);
    expect(validateList({ commander: "Kommendant Leitheusser", lines: ["2 Subversive", "1 Espionage Agency"] }).warnings).toEqual([]);
    expect(validateList({ commander: "Sigfried Bourges", lines: ["2 Subversive"] }).warnings).toEqual([]);
  });

  it("a KEY-CODE SKULL needs an ISLAND TEAM MEMBER or Harding's Influence (rules: UNIVERSAL RULES)", () => {
    const alone = validateList({ commander: "Kommendant Leitheusser", lines: ["1 Asian Skull"] });
    expect(issuesOf(alone).warnings).toEqual([["DE_NEEDS_WITHOUT_ENABLER", ["asian-skull"]]]);
    expect(alone.warnings[0].message).toMatch(/ISLAND TEAM MEMBER or the card \[hardings-influence\]/);
    expect(validateList({ commander: "Kommendant Leitheusser", lines: ["1 Asian Skull", "1 Harding's Influence"] }).warnings).toEqual([]);
    expect(
      codes(validateList({ commander: "Kommendant Leitheusser", lines: ["1 European Skull", "1 Writ of Inquisitor Benedictus", "1 Mitch Hunter"] }).warnings),
    ).toEqual(["DE_AFFILIATION_ENABLER"]);
    const stranded = validateList({ commander: "Kommendant Leitheusser", lines: ["1 North American Skull", "1 Mitch Hunter"] });
    expect(issuesOf(stranded)).toEqual({ errors: [["DE_AFFILIATION", ["mitch-hunter"]]], warnings: [["DE_NEEDS_WITHOUT_ENABLER", ["north-american-skull"]]] });
  });
});
