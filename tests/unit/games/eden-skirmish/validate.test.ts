import { describe, expect, it } from "vitest";
import type { CatalogCard } from "@/lib/games/types";
import type { EdenCard } from "@/lib/games/eden-skirmish";
import { codes, validate } from "./helpers";

/** Test fixtures, not catalog data: the rules give no such cards. */
const FIXTURES: CatalogCard<EdenCard>[] = [
  { code: "fixture-bamaka-51", name: "Fixture Bamaka Fifty-One", kind: "combatant", faction: "bamaka", value: 51, set: "fixture" },
  { code: "fixture-sabaka-alt", name: "Sabaka", kind: "combatant", faction: "bamaka", value: 50, set: "fixture-b" },
  { code: "fixture-npc", name: "Fixture Npc", kind: "npc", level: 2, set: "fixture" },
  { code: "fixture-tactic-1", name: "Fixture Tactic One", kind: "tactic", set: "fixture" },
  { code: "fixture-tactic-2", name: "Fixture Tactic Two", kind: "tactic", set: "fixture" },
  { code: "fixture-tactic-3", name: "Fixture Tactic Three", kind: "tactic", set: "fixture" },
  { code: "fixture-zona-alt", name: "ZONA CONTAMINADA", kind: "tactic", set: "fixture-b" },
  { code: "fixture-chaos-mission", name: "Fixture Chaos Mission", kind: "mission", restriction: { stigma: "chaos" }, set: "fixture" },
];

const BAMAKA_100 = "warband: faction bamaka\n1 Sabaka\n1 Ngwane\n1 Dhambizao\n"; // 50 + 30 + 20

describe('EDEN rules, "3. Formar la banda"', () => {
  it("EDEN_NO_WARBAND_TYPE: no warband header is an error; with one there is none", () => {
    expect(codes("1 Sabaka\n").errors).toContain("EDEN_NO_WARBAND_TYPE");
    expect(codes("warband: faction bamaka\n1 Sabaka\n").errors).not.toContain("EDEN_NO_WARBAND_TYPE");
  });

  it("EDEN_BAD_WARBAND (own code): an unreadable warband header is an error, not a throw", () => {
    const r = codes("warband: faction Nowhere\n1 Sabaka\n");
    expect(r.errors).toContain("EDEN_BAD_WARBAND");
    expect(r.errors).not.toContain("EDEN_NO_WARBAND_TYPE");
    expect(codes("warband: faction Clan Bamaka\n1 Sabaka\n").errors).not.toContain("EDEN_BAD_WARBAND");
  });

  it("EDEN_EMPTY_WARBAND: a warband without combatants; one combatant is enough", () => {
    expect(codes("warband: faction bamaka\n").errors).toContain("EDEN_EMPTY_WARBAND");
    expect(codes("warband: faction bamaka\n[tactics]\n1 Zona contaminada\n").errors).toContain("EDEN_EMPTY_WARBAND");
    expect(codes("warband: faction bamaka\n1 Dacke\n").errors).not.toContain("EDEN_EMPTY_WARBAND");
  });

  it("EDEN_OVER_BUDGET: exactly 100 of 100 points is legal", () => {
    const v = validate(BAMAKA_100);
    expect(v.legal).toBe(true);
    expect(v.stats).toMatchObject({ points: 100, budget: 100 });
  });

  it("EDEN_OVER_BUDGET: 101 of 100 points is illegal (fixture worth 51 + Sabaka 50)", () => {
    const r = codes("warband: faction bamaka\n1 Sabaka\n1 Fixture Bamaka Fifty-One\n", FIXTURES);
    expect(r.errors).toEqual(["EDEN_OVER_BUDGET"]);
    expect(r.v.stats.points).toBe(101);
  });

  it("EDEN_OVER_BUDGET: 100 points against an agreed budget of 99 is over by 1", () => {
    expect(codes(BAMAKA_100.replace("\n", "\nbudget: 99\n")).errors).toEqual(["EDEN_OVER_BUDGET"]);
    expect(codes(BAMAKA_100.replace("\n", "\nbudget: 100\n")).errors).toEqual([]);
  });

  it("EDEN_BUDGET_HIGH: a budget above 200 warns; 200 does not", () => {
    expect(codes(`${BAMAKA_100}budget: 201\n`).warnings).toContain("EDEN_BUDGET_HIGH");
    expect(codes(`${BAMAKA_100}budget: 200\n`).warnings).not.toContain("EDEN_BUDGET_HIGH");
    expect(validate(`${BAMAKA_100}budget: 201\n`).legal).toBe(true);
  });

  it("EDEN_BAD_BUDGET (own code): an unreadable budget is an error and skips the budget check", () => {
    const r = codes(`${BAMAKA_100}budget: lots\n`);
    expect(r.errors).toEqual(["EDEN_BAD_BUDGET"]);
    expect(r.v.stats.budget).toBeNull();
  });

  it("EDEN_FACTION_MISMATCH: a Bamaka combatant in a Jokers warband; an all-Bamaka warband matches", () => {
    const r = codes("warband: faction jokers\n1 Yûri\n1 Dacke\n");
    expect(r.errors).toEqual(["EDEN_FACTION_MISMATCH"]);
    expect(r.v.errors[0].cards).toEqual(["dacke"]);
    expect(codes("warband: faction bamaka\n1 Dacke\n1 Bak\n").errors).toEqual([]);
  });

  it("EDEN_STIGMA_MISMATCH: Yûri (Chaos) in an Order warband; in a Chaos warband he fits", () => {
    expect(codes("warband: stigma order\n1 Yuri\n").errors).toEqual(["EDEN_STIGMA_MISMATCH"]);
    expect(codes("warband: stigma caos\n1 Yuri\n").errors).toEqual([]);
  });

  it("EDEN_UNKNOWN_STIGMA / EDEN_UNKNOWN_FACTION (own codes): a symbol the catalog lacks warns, it is not a mismatch", () => {
    const s = codes("warband: stigma chaos\n1 Yuri\n1 Sabaka\n");
    expect(s.errors).toEqual([]);
    expect(s.warnings).toContain("EDEN_UNKNOWN_STIGMA");
    const f = codes("warband: faction jokers\n1 Yuri\n1 Elenia\n");
    expect(f.errors).not.toContain("EDEN_FACTION_MISMATCH");
    expect(f.warnings).toContain("EDEN_UNKNOWN_FACTION");
    expect(codes("warband: faction jokers\n1 Yuri\n").warnings).not.toContain("EDEN_UNKNOWN_FACTION");
  });

  it("EDEN_DUPLICATE_COMBATANT: the same named combatant twice, by quantity or by a second card of that name", () => {
    expect(codes("warband: faction bamaka\n2 Dacke\n").errors).toEqual(["EDEN_DUPLICATE_COMBATANT"]);
    expect(codes("warband: faction bamaka\n1 [sabaka]\n1 [fixture-sabaka-alt]\n", FIXTURES).errors).toContain("EDEN_DUPLICATE_COMBATANT");
    expect(codes("warband: faction bamaka\n1 Dacke\n1 Bak\n").errors).not.toContain("EDEN_DUPLICATE_COMBATANT");
  });

  it("EDEN_NOT_RECRUITABLE: an npc, a mission or a tactic among the combatants; the same cards in their sections are fine", () => {
    const r = codes("warband: faction bamaka\n1 Dacke\n1 Fixture Npc\n1 Zona contaminada\n1 Funerals\n", FIXTURES);
    expect(r.errors).toEqual(["EDEN_NOT_RECRUITABLE"]);
    expect(r.v.errors[0].cards).toEqual(["fixture-npc", "zona-contaminada", "funerals"]);
    expect(codes("warband: faction bamaka\n1 Dacke\n[missions]\n1 Funerals\n[tactics]\n1 Zona contaminada\n").errors).toEqual([]);
  });

  it("EDEN_WRONG_SECTION (own code): a combatant among the missions or tactics", () => {
    expect(codes("warband: faction bamaka\n1 Dacke\n[missions]\n1 Bak\n").errors).toEqual(["EDEN_WRONG_SECTION"]);
    expect(codes("warband: faction bamaka\n1 Dacke\n[tactics]\n1 Funerals\n").errors).toEqual(["EDEN_WRONG_SECTION"]);
  });

  it("EDEN_UNKNOWN_VALUE: a combatant without a known value makes the budget uncheckable, an error; all values known is none", () => {
    const r = codes("warband: faction jokers\n1 Yuri\n1 Vladd\n");
    expect(r.errors).toEqual(["EDEN_UNKNOWN_VALUE"]);
    expect(r.v.legal).toBe(false);
    expect(r.v.errors.find((w) => w.code === "EDEN_UNKNOWN_VALUE")?.cards).toEqual(["vladd"]);
    expect(r.v.stats.points).toBe(25);
    const known = codes("warband: faction jokers\n1 Yuri\n");
    expect(known.errors).toEqual([]);
    expect(known.warnings).not.toContain("EDEN_UNKNOWN_VALUE");
  });

  it("EDEN_UNKNOWN_VALUE: a value of 0 is a known value, not an unknown one", () => {
    const zero: CatalogCard<EdenCard> = {
      code: "fixture-jokers-0",
      name: "Fixture Joker Zero",
      kind: "combatant",
      faction: "jokers",
      value: 0,
      set: "fixture",
    };
    expect(codes("warband: faction jokers\n1 Yuri\n1 Fixture Joker Zero\n", [zero]).errors).toEqual([]);
  });
});

describe('EDEN rules, "1. D - Las cartas de Misión", 6. Símbolo de Facción / Estigma', () => {
  it("EDEN_MISSION_RESTRICTED: a Bamaka mission in a Jokers warband; in a Bamaka warband it is playable", () => {
    const r = codes("warband: faction jokers\n1 Yuri\n[missions]\n1 Repliegue hacia las zonas contaminadas\n");
    expect(r.errors).toEqual(["EDEN_MISSION_RESTRICTED"]);
    expect(codes("warband: faction bamaka\n1 Dacke\n[missions]\n1 Repliegue hacia las zonas contaminadas\n").errors).toEqual([]);
  });

  it("EDEN_MISSION_RESTRICTED: a faction symbol differs from a stigma warband's chosen symbol, and the reverse", () => {
    expect(codes("warband: stigma chaos\n1 Yuri\n[missions]\n1 Funerals\n").errors).toEqual(["EDEN_MISSION_RESTRICTED"]);
    expect(codes("warband: faction jokers\n1 Yuri\n[missions]\n1 Fixture Chaos Mission\n", FIXTURES).errors).toEqual(["EDEN_MISSION_RESTRICTED"]);
    expect(codes("warband: stigma chaos\n1 Yuri\n[missions]\n1 Fixture Chaos Mission\n", FIXTURES).errors).toEqual([]);
  });
});

describe('EDEN rules, "4. A - La Fase de Preparación", Etapa 5', () => {
  it("EDEN_NO_MISSION: a warband list without a mission card warns; one mission is enough", () => {
    const none = codes("warband: faction bamaka\n1 Dacke\n");
    expect(none.warnings).toContain("EDEN_NO_MISSION");
    expect(none.v.legal).toBe(true);
    expect(codes("warband: faction bamaka\n1 Dacke\n[missions]\n1 Funerals\n").warnings).not.toContain("EDEN_NO_MISSION");
  });

  it("EDEN_NO_MISSION: a non-mission in [missions] is not a mission", () => {
    const r = codes("warband: faction bamaka\n1 Dacke\n[missions]\n1 Bak\n");
    expect(r.errors).toEqual(["EDEN_WRONG_SECTION"]);
    expect(r.warnings).toContain("EDEN_NO_MISSION");
  });
});

describe('EDEN rules, "4. A - La Fase de Preparación"', () => {
  it("EDEN_LEADER_NOT_IN_WARBAND (Etapa 4): a leader who is not one of the warband's combatants", () => {
    expect(codes("warband: faction jokers\nleader: Sabaka\n1 Yuri\n").errors).toEqual(["EDEN_LEADER_NOT_IN_WARBAND"]);
    expect(codes("warband: faction jokers\nleader: Nobody At All\n1 Yuri\n").errors).toEqual(["EDEN_LEADER_NOT_IN_WARBAND"]);
    expect(codes("warband: faction jokers\nleader: yuri\n1 Yûri\n").errors).toEqual([]);
    expect(codes("warband: faction jokers\nleader: [yuri]\n1 Yûri\n").errors).toEqual([]);
    expect(codes("warband: faction bamaka\nleader: Abama Gran-Ventre\n1 Abama\n").errors).toEqual([]);
  });

  it("EDEN_DUPLICATE_TACTIC (Etapa 8): two tactic cards of one name; one is fine", () => {
    expect(codes("warband: faction bamaka\n1 Dacke\n[tactics]\n2 Zona contaminada\n").errors).toEqual(["EDEN_DUPLICATE_TACTIC"]);
    expect(codes("warband: faction bamaka\n1 Dacke\n[tactics]\n1 Zona contaminada\n1 [fixture-zona-alt]\n", FIXTURES).errors).toEqual([
      "EDEN_DUPLICATE_TACTIC",
    ]);
    expect(codes("warband: faction bamaka\n1 Dacke\n[tactics]\n1 Zona contaminada\n1 Below the belt blow\n").errors).toEqual([]);
  });

  const tactics = (n: number) =>
    ["Zona contaminada", "Below the belt blow", "Fixture Tactic One", "Fixture Tactic Two", "Fixture Tactic Three"]
      .slice(0, n)
      .map((t) => `1 ${t}\n`)
      .join("");

  it("EDEN_TACTIC_HAND_SIZE (Etapa 8): as many tactic cards as the leader's PSI (Yûri, 4) is fine; one more warns", () => {
    const head = "warband: faction jokers\nleader: Yuri\n1 Yuri\n[tactics]\n";
    expect(codes(head + tactics(4), FIXTURES).warnings).not.toContain("EDEN_TACTIC_HAND_SIZE");
    const five = codes(head + tactics(5), FIXTURES);
    expect(five.warnings).toContain("EDEN_TACTIC_HAND_SIZE");
    expect(five.v.legal).toBe(true);
    expect(five.v.stats.tacticHandSize).toBe(4);
  });

  it("EDEN_TACTIC_HAND_SIZE is not checked without a leader (the hand size is unknown)", () => {
    const v = codes(`warband: faction jokers\n1 Yuri\n[tactics]\n${tactics(5)}`, FIXTURES);
    expect(v.warnings).not.toContain("EDEN_TACTIC_HAND_SIZE");
    expect(v.v.stats.tacticHandSize).toBeNull();
  });
});
