import { MEMBERS, type Member } from "./card";

/**
 * Exact dice odds for EDEN, for the dice calculator. No simulation: every number is a sum
 * over all die faces. Inputs are characteristics and thresholds as printed or after
 * modifiers; a non-integer is rounded up ("2. G - Medir y redondear"). Nonsense input
 * (NaN, infinities, more than MAX_DICE dice) throws a RangeError.
 */

/** A distribution of a count: `p[k]` is the chance of exactly k. */
export type CountDistribution = readonly number[];

/** The d6 faces of each of the four members; every face 1–6 belongs to exactly one member. */
export type LocationTable = Readonly<Record<Member, readonly number[]>>;

/** Protection values: one number for a complete protection, or per member ("8. A - Pr"). */
export type Protection = number | Readonly<Partial<Record<Member, number>>>;

export const MAX_DICE = 200;

const FACES = [1, 2, 3, 4, 5, 6] as const;

function whole(x: number, what: string): number {
  if (typeof x !== "number" || !Number.isFinite(x)) throw new RangeError(`${what} must be a finite number, not ${String(x)}.`);
  return Math.ceil(x);
}

function binomial(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}

export interface CharacteristicRoll {
  /** Dice thrown: the characteristic, less what the threshold was lowered by; 0 means an automatic failure. */
  dice: number;
  /** The threshold the dice are read against (at most 6). */
  threshold: number;
  /** The chance one die is a success. */
  perDie: number;
  /** `successes[k]`: the chance of exactly k successes. */
  successes: CountDistribution;
  /** True when the characteristic (after lowering) is 0 or less: no success is possible. */
  automaticFailure: boolean;
}

/**
 * EDEN rules, "2. A - Tiradas ▶ Tiradas de característica": roll as many d6 as the
 * characteristic; each die at or above the threshold is a success. A threshold above 6 is
 * lowered to 6 and the characteristic lowered by as much; a characteristic of 0 or less is
 * an automatic failure. The rules name no automatic faces: a 6 fails against nothing at
 * threshold 6 or below, a 1 succeeds when the threshold is 1 or less.
 */
export function characteristicRoll(characteristic: number, threshold: number): CharacteristicRoll {
  let dice = whole(characteristic, "The characteristic");
  let t = whole(threshold, "The threshold");
  if (t > 6) {
    dice -= t - 6;
    t = 6;
  }
  if (dice <= 0) return { dice: 0, threshold: t, perDie: 0, successes: [1], automaticFailure: true };
  if (dice > MAX_DICE) throw new RangeError(`At most ${MAX_DICE} dice, not ${dice}.`);
  const hit = BigInt(Math.min(6, 7 - t)); // faces at or above the threshold
  const miss = 6n - hit;
  const all = 6n ** BigInt(dice);
  const successes = Array.from({ length: dice + 1 }, (_, k) => ratio(binomial(dice, k) * hit ** BigInt(k) * miss ** BigInt(dice - k), all));
  return { dice, threshold: t, perDie: Number(hit) / 6, successes, automaticFailure: false };
}

/** numerator / denominator as a double: correctly rounded up to 20 dice (6^20 < 2^53), within 1e-15 beyond. */
function ratio(numerator: bigint, denominator: bigint): number {
  return Number(numerator) / Number(denominator);
}

/** The chance of at least `k` in a count distribution. */
export function atLeast(distribution: CountDistribution, k: number): number {
  let p = 0;
  for (let i = Math.max(0, Math.ceil(k)); i < distribution.length; i++) p += distribution[i];
  return Math.min(1, p);
}

/** The expected count of a count distribution. */
export function expectedCount(distribution: CountDistribution): number {
  return distribution.reduce((sum, p, k) => sum + p * k, 0);
}

export interface OpposedRoll {
  /** The chance the first combatant wins, after the rules' tie-breaks. */
  first: number;
  /** The chance the second combatant wins. */
  second: number;
  /** The chance one throw gives equal totals (then the higher characteristic wins, or both throw again). */
  equalTotals: number;
  /** True when equal totals mean throwing again (equal characteristics). */
  rethrowOnEqual: boolean;
}

/**
 * EDEN rules, "2. A - Tiradas ▶ Tirada opuesta": each throws 1d6 and adds the characteristic;
 * the higher total wins; on equal totals the higher characteristic wins; with equal
 * characteristics the dice are thrown again (so each then wins half the time).
 */
export function opposedRoll(first: number, second: number): OpposedRoll {
  const a = whole(first, "The first characteristic");
  const b = whole(second, "The second characteristic");
  let firstAhead = 0;
  let equal = 0;
  for (const x of FACES)
    for (const y of FACES) {
      if (a + x > b + y) firstAhead++;
      else if (a + x === b + y) equal++;
    }
  if (a === b) return { first: 0.5, second: 0.5, equalTotals: equal / 36, rethrowOnEqual: true };
  const firstWins = a > b ? firstAhead + equal : firstAhead;
  return { first: firstWins / 36, second: (36 - firstWins) / 36, equalTotals: equal / 36, rethrowOnEqual: false };
}

/** A location table from a card's `location`, when it gives all six faces once each; otherwise null. */
export function completeLocationTable(location: Partial<Record<Member, readonly number[]>> | undefined): LocationTable | null {
  if (!location) return null;
  const table = { head: [], arms: [], torso: [], legs: [], ...location } as Record<Member, readonly number[]>;
  const faces = MEMBERS.flatMap((m) => [...table[m]]).sort();
  return faces.join() === FACES.join() ? table : null;
}

function memberAt(table: LocationTable, face: number): Member {
  const member = MEMBERS.find((m) => table[m].includes(face));
  if (!member) throw new RangeError(`The location table gives no member for face ${face}.`);
  return member;
}

function checkTable(table: LocationTable): void {
  if (completeLocationTable(table) === null) throw new RangeError("A location table gives each face 1–6 to exactly one member.");
}

/**
 * EDEN rules, "2. A - Tiradas ▶ Tirada de localización": 1d6 read on the location index; a
 * modified result stays between 1 and 6. Returns the chance each member is hit when the
 * die is modified by `modifier`.
 */
export function locationRoll(table: LocationTable, modifier = 0): Record<Member, number> {
  checkTable(table);
  const m = whole(modifier, "The modifier");
  const odds: Record<Member, number> = { head: 0, arms: 0, torso: 0, legs: 0 };
  for (const face of FACES) odds[memberAt(table, Math.min(6, Math.max(1, face + m)))] += 1 / 6;
  return odds;
}

/** The protection on the member a face hits ("8. A - Pr": it is taken off the wounds). */
function protectionByFace(protection: Protection | undefined, table: LocationTable | undefined): number[] {
  if (protection === undefined) return FACES.map(() => 0);
  if (typeof protection === "number") return FACES.map(() => Math.max(0, whole(protection, "The protection")));
  if (!table) throw new RangeError("Protection per member needs a location table.");
  checkTable(table);
  return FACES.map((f) => Math.max(0, whole(protection[memberAt(table, f)] ?? 0, "The protection")));
}

export interface AttackOdds {
  /** The chance the attack roll gives at least one success. */
  hit: number;
  /** The chance the target loses at least one constitution point: the attack succeeds. */
  wound: number;
}

export interface MeleeAttack {
  /** The initiator's CBT. */
  cbt: number;
  /** The target's VIG: the CBT roll's threshold. */
  targetVig: number;
  /** The target's reaction (Respuesta starts with an opposed roll: see `opposedRoll`). Default passive. */
  reaction?: "passive" | "dodge";
  /** The target's RAP, needed for a dodge. */
  targetRap?: number;
  /** The target's location table; needed only with protection per member. */
  location?: LocationTable;
  /** The target's protection. */
  protection?: Protection;
}

/**
 * EDEN rules, "6. Ataque ▶ A - Ataque cuerpo a cuerpo" (Reacción Pasiva, Reacción de Esquiva):
 * a CBT roll against the target's VIG, a location roll, then the initiator may spend
 * successes to move the location 1 face each, keeping at least one; against a dodge the
 * target's RAP roll (threshold the initiator's CBT) cancels a success each; each success
 * left is a wound on the member hit, less its protection. The initiator is assumed to move
 * the location so as to give the best chance of a wound.
 */
export function meleeAttack(attack: MeleeAttack): AttackOdds {
  const roll = characteristicRoll(attack.cbt, attack.targetVig);
  const protection = protectionByFace(attack.protection, attack.location);
  const dodge = attack.reaction === "dodge";
  if (dodge && attack.targetRap === undefined) throw new RangeError("A dodge needs the target's RAP.");
  const cancels = dodge ? characteristicRoll(attack.targetRap!, attack.cbt).successes : [1];
  let wound = 0;
  roll.successes.forEach((pk, k) => {
    if (k === 0 || pk === 0) return;
    for (const face of FACES) {
      let best = 0;
      for (const target of FACES) {
        const spent = Math.abs(target - face);
        if (spent > k - 1) continue;
        const left = k - spent - protection[target - 1]; // wounds before the dodge
        best = Math.max(best, left <= 0 ? 0 : 1 - atLeast(cancels, left));
      }
      wound += (pk / 6) * best;
    }
  });
  return { hit: 1 - roll.successes[0], wound: Math.min(1, wound) };
}

export interface ShootingAttack {
  /** The shooter's CBT with the weapon's bonus or penalty. */
  cbt: number;
  /** Obstacles in the line of sight: -1 CBT each. */
  obstacles?: number;
  /** The target's RAP: the CBT roll's threshold. */
  targetRap: number;
  /** The weapon's Potencia (Pot). */
  power: number;
  /** The target's VIG: the Potencia roll's threshold. */
  targetVig: number;
  location?: LocationTable;
  protection?: Protection;
}

/**
 * EDEN rules, "6. Ataque ▶ B - Ataque a distancia ▶ Ataque con un equipo de Tiro": a CBT roll
 * (−1 per obstacle) against the target's RAP, no success = a miss; a location roll the
 * shooter may move 1 face per success spent; each success left adds 1 to the weapon's
 * Potencia; a Potencia roll against the target's VIG; each success is a wound, less the
 * protection. The shooter is assumed to spend successes for the best chance of a wound.
 * (A target in contact with another combatant is assumed free: no deflected shot.)
 */
export function shootingAttack(attack: ShootingAttack): AttackOdds {
  const roll = characteristicRoll(whole(attack.cbt, "The CBT") - Math.max(0, whole(attack.obstacles ?? 0, "The obstacles")), attack.targetRap);
  const protection = protectionByFace(attack.protection, attack.location);
  const power = whole(attack.power, "The Potencia");
  const potency = new Map<number, CountDistribution>();
  const potencyRoll = (dice: number) => {
    if (!potency.has(dice)) potency.set(dice, characteristicRoll(dice, attack.targetVig).successes);
    return potency.get(dice)!;
  };
  let wound = 0;
  roll.successes.forEach((pk, k) => {
    if (k === 0 || pk === 0) return;
    for (const face of FACES) {
      let best = 0;
      for (const target of FACES) {
        const spent = Math.abs(target - face);
        if (spent > k) continue;
        best = Math.max(best, atLeast(potencyRoll(power + k - spent), protection[target - 1] + 1));
      }
      wound += (pk / 6) * best;
    }
  });
  return { hit: 1 - roll.successes[0], wound: Math.min(1, wound) };
}
