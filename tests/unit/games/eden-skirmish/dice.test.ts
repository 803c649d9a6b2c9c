import { describe, expect, it } from "vitest";
import {
  atLeast,
  characteristicRoll,
  completeLocationTable,
  expectedCount,
  locationRoll,
  meleeAttack,
  opposedRoll,
  shootingAttack,
} from "@/lib/games/eden-skirmish/dice";

const close = (actual: number, expected: number) => expect(actual).toBeCloseTo(expected, 12);

/** Test fixture: a complete location table (the rules show only some faces: Elenia's 5 = torso, 6 = legs). */
const TABLE = { head: [1], arms: [2, 3], torso: [4, 5], legs: [6] };

describe('EDEN rules, "2. A - Tiradas ▶ Tiradas de característica"', () => {
  it("Yûri's PSI 4 at threshold 5: each die succeeds on 5–6; exact binomial 16/81, 32/81, 24/81, 8/81, 1/81", () => {
    const r = characteristicRoll(4, 5);
    expect(r.dice).toBe(4);
    close(r.perDie, 1 / 3);
    for (const [k, n] of [16, 32, 24, 8, 1].entries()) close(r.successes[k], n / 81);
    close(atLeast(r.successes, 2), 33 / 81);
    close(expectedCount(r.successes), 4 / 3);
  });

  it("Abama's CBT 4 at threshold 7: the threshold drops to 6 and the dice to 3; P(at least one) = 91/216", () => {
    const r = characteristicRoll(4, 7);
    expect(r).toMatchObject({ dice: 3, threshold: 6, automaticFailure: false });
    close(atLeast(r.successes, 1), 91 / 216);
  });

  it("a threshold of 6 is not lowered (3 dice stay 3)", () => {
    expect(characteristicRoll(3, 6).dice).toBe(3);
  });

  it("a characteristic of 0 or less, naturally or after lowering, is an automatic failure", () => {
    expect(characteristicRoll(0, 4)).toMatchObject({ dice: 0, automaticFailure: true, successes: [1] });
    expect(characteristicRoll(1, 7)).toMatchObject({ dice: 0, automaticFailure: true });
    expect(characteristicRoll(2, 7)).toMatchObject({ dice: 1, automaticFailure: false });
  });

  it("no automatic faces: at threshold 1 or less every die succeeds", () => {
    expect(characteristicRoll(3, 1).successes).toEqual([0, 0, 0, 1]);
    expect(characteristicRoll(2, -1).successes).toEqual([0, 0, 1]);
  });

  it("2. G - Medir y redondear: a halved PSI of 1.5 rolls 2 dice", () => {
    expect(characteristicRoll(1.5, 4).dice).toBe(2);
  });

  it("refuses nonsense input with a RangeError", () => {
    expect(() => characteristicRoll(Number.NaN, 4)).toThrow(RangeError);
    expect(() => characteristicRoll(1000, 4)).toThrow(RangeError);
  });
});

describe('EDEN rules, "2. A - Tiradas ▶ Tirada opuesta"', () => {
  it("Vladd's CBT 6 against Ngobo's wounded CBT 4: Vladd wins 30/36 (ahead 26/36, plus equal totals 4/36)", () => {
    const r = opposedRoll(6, 4);
    close(r.first, 30 / 36);
    close(r.second, 6 / 36);
    close(r.equalTotals, 4 / 36);
    expect(r.rethrowOnEqual).toBe(false);
    close(opposedRoll(4, 6).first, 6 / 36);
  });

  it("equal characteristics throw again on equal totals, so each wins half the time", () => {
    expect(opposedRoll(3, 3)).toMatchObject({ first: 0.5, second: 0.5, rethrowOnEqual: true });
    close(opposedRoll(3, 3).equalTotals, 6 / 36);
  });

  it("a gap of 6 or more cannot be caught up", () => {
    expect(opposedRoll(9, 3)).toMatchObject({ first: 1, second: 0 });
  });
});

describe('EDEN rules, "2. A - Tiradas ▶ Tirada de localización"', () => {
  it("reads a d6 on the location index; a +1 modified result stays at most 6 (Elenia: 5 torso → 6 legs)", () => {
    const plain = locationRoll(TABLE);
    close(plain.arms, 2 / 6);
    const up = locationRoll(TABLE, 1);
    close(up.head, 0);
    close(up.arms, 2 / 6);
    close(up.torso, 2 / 6);
    close(up.legs, 2 / 6);
  });

  it("a card's location is a table only when it gives all six faces", () => {
    expect(completeLocationTable({ torso: [5], legs: [6] })).toBeNull();
    expect(completeLocationTable(TABLE)).not.toBeNull();
  });
});

describe('EDEN rules, "6. Ataque ▶ A - Ataque cuerpo a cuerpo"', () => {
  it("Reacción Pasiva: CBT 4 against VIG 4 wounds unless all four dice fail: 15/16", () => {
    const r = meleeAttack({ cbt: 4, targetVig: 4 });
    close(r.hit, 15 / 16);
    close(r.wound, 15 / 16);
  });

  it('"8. A - Pr": a complete protection +1 needs two successes: 11/16', () => {
    close(meleeAttack({ cbt: 4, targetVig: 4, protection: 1 }).wound, 11 / 16);
  });

  it("Etapa 5: successes spent to move the location off a protected head (+2), keeping one: 2/3", () => {
    // k=1 (1/2): no spare success, wound unless the head (5/6); k=2 (1/4): move from the head to the arms, 1 wound.
    close(meleeAttack({ cbt: 2, targetVig: 4, location: TABLE, protection: { head: 2 } }).wound, ((1 / 2) * 5) / 6 + 1 / 4);
  });

  it("Reacción de Esquiva: each RAP success (threshold the initiator's CBT) cancels a success: 1/3", () => {
    // CBT 2 vs VIG 4: k=1 (1/2) survives only if the 1 RAP die (5+ of 6 at threshold 2) fails (1/6); k=2 (1/4) always leaves one.
    const r = meleeAttack({ cbt: 2, targetVig: 4, reaction: "dodge", targetRap: 1 });
    close(r.hit, 3 / 4);
    close(r.wound, ((1 / 2) * 1) / 6 + 1 / 4);
  });

  it("a VIG above 6 lowers the initiator's dice: CBT 1 against VIG 7 never wounds", () => {
    expect(meleeAttack({ cbt: 1, targetVig: 7 }).wound).toBe(0);
  });
});

describe('EDEN rules, "6. Ataque ▶ B - Ataque a distancia ▶ equipo de Tiro"', () => {
  it("CBT 3 with one obstacle (−1) against RAP 4, Pot 2 against VIG 4: each CBT success adds to the Potencia: 43/64", () => {
    // k=1 (1/2): 3 Pot dice, 7/8; k=2 (1/4): 4 Pot dice, 15/16.
    const r = shootingAttack({ cbt: 3, obstacles: 1, targetRap: 4, power: 2, targetVig: 4 });
    close(r.hit, 3 / 4);
    close(r.wound, ((1 / 2) * 7) / 8 + ((1 / 4) * 15) / 16);
  });

  it("no CBT success is a miss: CBT 1 with one obstacle never wounds", () => {
    expect(shootingAttack({ cbt: 1, obstacles: 1, targetRap: 4, power: 5, targetVig: 2 })).toEqual({ hit: 0, wound: 0 });
  });

  it("a shooter may spend every success on the location (no success need be kept)", () => {
    // Fixture table, head +9: CBT 1 vs RAP 1 always gives k=1. On the head (1/6) the shooter moves to the arms,
    // spending the success: Pot 1 vs VIG 4 → 1/2. Elsewhere it keeps it: Pot 2 → 3/4.
    const r = shootingAttack({ cbt: 1, targetRap: 1, power: 1, targetVig: 4, location: TABLE, protection: { head: 9 } });
    close(r.wound, ((1 / 6) * 1) / 2 + ((5 / 6) * 3) / 4);
  });
});
