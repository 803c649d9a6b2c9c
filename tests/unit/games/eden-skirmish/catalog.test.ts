import { describe, expect, it } from "vitest";
import { CardIndex } from "@/lib/engine/card-index";
import { edenSkirmish } from "@/lib/games/eden-skirmish";
import { bundledCards, catalogFiles } from "./helpers";

describe("EDEN catalog files (CONTRACTS §1, eden-skirmish)", () => {
  it("every bundled card passes the strict card schema, naming file and code on failure", () => {
    for (const { file, json } of catalogFiles()) {
      expect(json.game, file).toBe("eden-skirmish");
      expect(json.set.code, file).toMatch(/^[a-z0-9-]+$/);
      for (const card of json.cards) {
        const result = edenSkirmish.cardSchema.safeParse(card);
        expect(result.success, `${file} ${(card as { code: string }).code}: ${result.error?.message}`).toBe(true);
      }
    }
  });

  it("codes are unique across the game's files", () => {
    const all = bundledCards().map((c) => c.code);
    expect(new Set(all).size).toBe(all.length);
  });

  it('"1. D - Las cartas de Perfil": Yûri of the Banda de los Jokers, value 25, Human, Chaos, with the profile the examples give', () => {
    const yuri = bundledCards().find((c) => c.code === "yuri");
    expect(yuri).toMatchObject({
      name: "Yûri",
      kind: "combatant",
      faction: "jokers",
      stigma: "chaos",
      value: 25,
      types: ["human"],
      psi: [4, 3],
      cbt: [4, null],
      vig: [4, null],
      rap: [5, null],
      constitution: { head: [2, 2] },
      location: { head: [1] },
    });
  });

  it("search finds Yûri as yuri, and the Spanish names the rules use", () => {
    const index = new CardIndex(bundledCards());
    expect(index.find("yuri")?.code).toBe("yuri");
    expect(index.find("Abama Gran-Ventre")?.code).toBe("abama");
    expect(index.find("ngobo brazo-rapido")?.code).toBe("ngobo");
  });

  it('"1. D - Las cartas de Misión": Repliegue hacia las zonas contaminadas is revealed, confrontation, Bamaka only', () => {
    expect(bundledCards().find((c) => c.code === "repliegue-hacia-las-zonas-contaminadas")).toMatchObject({
      kind: "mission",
      missionType: "revealed",
      deployment: "confrontation",
      restriction: { faction: "bamaka" },
    });
  });

  it('"1. D - Las cartas de Táctica": Zona contaminada has the Táctica and Primer turno rules', () => {
    expect(bundledCards().find((c) => c.code === "zona-contaminada")).toMatchObject({ kind: "tactic", rules: ["tactic", "first-turn"] });
  });

  it("the Clan Bamaka values are the sourced ones (Sabaka 50, Gwala & Amagudu 20, 19 combatants)", () => {
    const bamaka = bundledCards().filter((c) => c.kind === "combatant" && c.faction === "bamaka");
    expect(bamaka).toHaveLength(19);
    expect(bamaka.find((c) => c.code === "sabaka")).toMatchObject({ value: 50 });
    expect(bamaka.find((c) => c.code === "gwala-amagudu")).toMatchObject({ value: 20 });
  });

  it("the schema rejects an unknown field, a bad stigma, a value on an npc and a face on two members", () => {
    const bad = [
      { code: "x", name: "X", kind: "combatant", colour: "red" },
      { code: "x", name: "X", kind: "combatant", stigma: "caos" },
      { code: "x", name: "X", kind: "npc", value: 10 },
      { code: "x", name: "X", kind: "combatant", location: { head: [1], arms: [1, 2] } },
      { code: "x", name: "X", kind: "combatant", psi: [null, null] },
      { code: "x", name: "X", kind: "tactic", rules: ["cancel"] },
    ];
    for (const card of bad) expect(edenSkirmish.cardSchema.safeParse(card).success, JSON.stringify(card)).toBe(false);
    expect(edenSkirmish.cardSchema.safeParse({ code: "x", name: "X", kind: "tactic", rules: ["cancel:2"] }).success).toBe(true);
  });
});
