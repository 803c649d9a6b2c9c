import { describe, expect, it } from "vitest";
import type { CatalogCard } from "@/lib/games/types";
import type { EdenCard } from "@/lib/games/eden-skirmish";
import { codes, validate } from "./helpers";

/** Test fixture, not catalog data: a Chaos combatant with PSI 3 (wounded 1). */
const FIXTURES: CatalogCard<EdenCard>[] = [
  { code: "fixture-chaos-psi3", name: "Fixture Chaos Three", kind: "combatant", faction: "jokers", stigma: "chaos", value: 10, psi: [3, 1], set: "fixture" },
];

describe('stats (CONTRACTS §3) from EDEN rules, "4. A - La Fase de Preparación"', () => {
  it("Etapa 2: a faction warband's strategy points are the sum of the normal PSI (Yûri 4 + Vladd 3 = 7)", () => {
    expect(validate("warband: faction jokers\n1 Yuri\n1 Vladd\n").stats).toMatchObject({ strategyPoints: 7, combatants: 2, points: 25 });
  });

  it("Etapa 2 and 2. G: a stigma warband's sum is halved and rounded up (4 + 3 = 7 → 4)", () => {
    expect(validate("warband: stigma chaos\n1 Yuri\n1 Fixture Chaos Three\n", FIXTURES).stats.strategyPoints).toBe(4);
    expect(validate("warband: stigma chaos\n1 Yuri\n").stats.strategyPoints).toBe(2);
  });

  it("Etapa 2: the white (normal) PSI counts, not the wounded one", () => {
    expect(validate("warband: faction jokers\n1 Fixture Chaos Three\n", FIXTURES).stats.strategyPoints).toBe(3);
  });

  it("EDEN_UNKNOWN_PSI (own code): a combatant without a known PSI makes the strategy points null and warns", () => {
    const r = codes("warband: faction jokers\n1 Yuri\n1 Anton\n");
    expect(r.v.stats.strategyPoints).toBeNull();
    expect(r.warnings).toContain("EDEN_UNKNOWN_PSI");
    expect(r.v.warnings.find((w) => w.code === "EDEN_UNKNOWN_PSI")?.cards).toEqual(["anton"]);
    expect(codes("warband: faction jokers\n1 Yuri\n").warnings).not.toContain("EDEN_UNKNOWN_PSI");
  });

  it("Etapa 8: the tactic hand size is the leader's PSI (Vladd 3), null without a leader", () => {
    expect(validate("warband: faction jokers\nleader: Vladd\n1 Yuri\n1 Vladd\n").stats).toMatchObject({ tacticHandSize: 3, leader: "vladd" });
    expect(validate("warband: faction jokers\n1 Yuri\n1 Vladd\n").stats.tacticHandSize).toBeNull();
  });

  it("reports budget, warband and counts of missions and tactics", () => {
    const v = validate("warband: faction bamaka\nbudget: 150\n1 Sabaka\n[missions]\n1 Funerals\n[tactics]\n1 Zona contaminada\n");
    expect(v.stats).toMatchObject({ points: 50, budget: 150, missions: 1, tactics: 1, warband: { type: "faction", slug: "bamaka" } });
  });
});
