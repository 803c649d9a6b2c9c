import { describe, expect, it } from "vitest";
import { canCover, playersCovering, type CoverCard } from "@/lib/games/got-cgs/cover";

/**
 * Fixture support cards for the cover definition (cover.ts). The costs-and-resources cards
 * are those the rules' "Examples ▶ Costs and resources" describes in prose (no names are printed).
 */
const card = (code: string, ar: Record<string, number>, more: Partial<CoverCard> = {}): CoverCard => ({
  code,
  copies: 1,
  identity: code,
  adventureResources: ar,
  adventureCosts: {},
  adventureCommonCosts: {},
  ...more,
});
const needs = (acc: Record<string, number>, ar: Record<string, number> = {}) => ({ adventureCommonCosts: acc, adventureResources: ar });

describe('GOT CGS rules, "End of adventure ▶ Individualist adventures": what one player can cover', () => {
  const fire3 = needs({ StarshipFirePower: 3 });
  const starship = card("starship", { StarshipWeaponSize: 3 });
  const big = card("weapon-fp3", { StarshipFirePower: 3 }, { adventureCosts: { StarshipWeaponSize: 4 } });
  const mid = card("weapon-fp2", { StarshipFirePower: 2 }, { adventureCosts: { StarshipWeaponSize: 2 } });
  const small = card("weapon-fp1", { StarshipFirePower: 1 }, { adventureCosts: { StarshipWeaponSize: 1 } });

  it('"Examples ▶ Costs and resources": the fire-power-3 weapon needs weapon size 4, a size-3 starship cannot carry it', () => {
    expect(canCover(fire3, [starship, big], 1)).toBe(false);
  });

  it('"Examples ▶ Costs and resources": the size-2 and size-1 weapons on the size-3 starship cover fire power 3', () => {
    expect(canCover(fire3, [starship, big, mid, small], 1)).toBe(true);
    expect(canCover(fire3, [big, mid, small], 1)).toBe(false);
  });

  it('"Winning conditions": a cost whose requirement is 0 needs no coverage; the adventure\'s own resources count', () => {
    expect(canCover(needs({}), [], 2)).toBe(true);
    expect(canCover(needs({ Crew: 2 }, { Crew: 2 }), [], 2)).toBe(true);
    expect(canCover(needs({ Crew: 3 }, { Crew: 2 }), [card("crew", { Crew: 1 })], 1)).toBe(true);
    expect(canCover(needs({ Crew: 3 }, { Crew: 1 }), [card("crew", { Crew: 1 })], 1)).toBe(false);
  });

  it("common costs on a support card fall on every player", () => {
    const noisy = card("noisy", { Crew: 2 }, { adventureCommonCosts: { Crew: 1 } });
    expect(canCover(needs({ Crew: 1 }), [noisy], 1)).toBe(true);
    expect(canCover(needs({ Crew: 2 }), [noisy], 1)).toBe(false);
  });
});

describe('GOT CGS rules, "Turn ▶ Play support card" and "Predefined attributes ▶ Unique / UniqueAny" limit a hand', () => {
  it("a player plays one copy of a card (same identifier), so copies do not add up in one hand", () => {
    const cannon = card("ion-cannon", { StarshipFirePower: 2 }, { copies: 2 });
    expect(canCover(needs({ StarshipFirePower: 4 }), [cannon], 1)).toBe(false);
    expect(canCover(needs({ StarshipFirePower: 4 }), [cannon, card("laser", { StarshipFirePower: 2 })], 1)).toBe(true);
  });

  it("two catalog cards printed with the same identifier count as one card in a hand", () => {
    const a = card("reprint-a", { StarshipFirePower: 2 }, { identity: "id:GEN 012" });
    const b = card("reprint-b", { StarshipFirePower: 2 }, { identity: "id:GEN 012" });
    expect(canCover(needs({ StarshipFirePower: 4 }), [a, b], 1)).toBe(false);
    expect(canCover(needs({ StarshipFirePower: 2 }), [a, b], 2)).toBe(true);
  });

  it("two cards with the same Unique value never share a hand", () => {
    const m1 = card("magellan", { StarshipCapacity: 1 }, { unique: "Magellan" });
    const m2 = card("magellan-capacity-2", { StarshipCapacity: 2 }, { unique: "Magellan" });
    expect(canCover(needs({ StarshipCapacity: 3 }), [m1, m2], 1)).toBe(false);
    expect(canCover(needs({ StarshipCapacity: 2 }), [m1, m2], 2)).toBe(false);
    expect(canCover(needs({ StarshipCapacity: 1 }), [m1, m2], 2)).toBe(true);
  });

  it("a UniqueAny value is played once among all players", () => {
    const a = card("ark-a", { Crew: 1 }, { uniqueAny: "Ark", copies: 2 });
    const b = card("ark-b", { Crew: 1 }, { uniqueAny: "Ark" });
    expect(canCover(needs({ Crew: 1 }), [a, b], 1)).toBe(true);
    expect(canCover(needs({ Crew: 1 }), [a, b], 2)).toBe(false);
  });
});

describe('GOT CGS rules, "Card packs ▶ Customize a session pack": 2 players competing for one adventure', () => {
  it("one copy of the only fitting card lets one player cover, two copies let two", () => {
    const one = [card("ion-cannon", { StarshipFirePower: 2 })];
    const two = [card("ion-cannon", { StarshipFirePower: 2 }, { copies: 2 })];
    expect(playersCovering(needs({ StarshipFirePower: 2 }), one)).toBe(1);
    expect(playersCovering(needs({ StarshipFirePower: 2 }), two)).toBe(2);
    expect(playersCovering(needs({ StarshipFirePower: 2 }), [])).toBe(0);
  });

  it("two different cards can serve two players", () => {
    const split = [card("ion-cannon", { StarshipFirePower: 2 }), card("laser-a", { StarshipFirePower: 1 }), card("laser-b", { StarshipFirePower: 1 })];
    expect(playersCovering(needs({ StarshipFirePower: 2 }), split)).toBe(2);
  });

  it("a single cost can be asked alone, the others ignored", () => {
    const cards = [card("ion-cannon", { StarshipFirePower: 2 }, { copies: 2 }), card("crew", { Crew: 1 })];
    const adventure = needs({ StarshipFirePower: 2, Crew: 1 });
    expect(playersCovering(adventure, cards)).toBe(1);
    expect(playersCovering(adventure, cards, 2, "StarshipFirePower")).toBe(2);
    expect(playersCovering(adventure, cards, 2, "Crew")).toBe(1);
  });

  it("answers null, not a guess, when the search budget is spent", () => {
    const cards = Array.from({ length: 12 }, (_, i) => card(`c${i}`, { Crew: 1 + (i % 3) }, { adventureCosts: { Fuel: 1 } }));
    expect(playersCovering(needs({ Crew: 5 }), cards, 2, undefined, { left: 0 })).toBeNull();
  });
});
