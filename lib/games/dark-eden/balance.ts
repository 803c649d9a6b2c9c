/**
 * STEP THREE: BALANCE for one Dominion: blue icons pay red icons, Gold Units from the
 * Reserves buy what is missing, surplus Gold goes to the Reserves.
 */
import { gameText, type GameText } from "../../engine/goldfish/game-text";
import { RESOURCES, type Resource } from "./card";

export type Icons = Record<Resource, number>;

export const NO_ICONS: Icons = { gold: 0, food: 0, rawMaterials: 0, fuel: 0 };

export const RESOURCE_NAMES: Record<Resource, string> = { gold: "Gold", food: "Food", rawMaterials: "Raw Materials", fuel: "Fuel" };

/** A card in play that takes part in the balance: the Commander, supplied Establishments, warriors, attachments. */
export interface BalanceCard {
  key: string;
  name: string;
  provides?: Partial<Icons>;
  requires?: Partial<Icons>;
}

// Dark Eden rules, "SPENDING GOLD UNITS": ONE Gold Unit pays a missing Gold icon, TWO pay any other icon.
export function goldUnitsFor(resource: Resource): number {
  return resource === "gold" ? 1 : 2;
}

export interface BalanceResult {
  /** Blue icons of the cards that were paid for (a card gives nothing until its red icons are met). */
  provided: Icons;
  /** Red icons of every card taking part. */
  required: Icons;
  /** Icons bought with Gold Units from the Reserves. */
  bought: Icons;
  /** Gold Units spent on them. */
  goldSpent: number;
  /** Blue Gold icons left over once everything is paid: they go to the Reserves. */
  surplusGold: number;
  /** Other icons left over: wasted ("Only Gold may be saved"). */
  wasted: Icons;
  reservesBefore: number;
  reservesAfter: number;
  /** True when every card's red icons are paid for. */
  balanced: boolean;
  /** The cards that could not be paid for: they must be discarded. */
  unpaid: string[];
}

const icons = (partial: Partial<Icons> | undefined): Icons => ({ ...NO_ICONS, ...(partial ?? {}) });
const covers = (pool: Icons, need: Icons) => RESOURCES.every((r) => pool[r] >= need[r]);
const neverHurts = (card: { blue: Icons; red: Icons }) => RESOURCES.every((r) => card.blue[r] >= card.red[r]);
const net = (card: { blue: Icons; red: Icons }) => RESOURCES.reduce((n, r) => n + card.blue[r] - card.red[r], 0);

/**
 * Dark Eden rules, "STEP THREE: BALANCE", "SPENDING GOLD UNITS" and "CARDS WITH BOTH RED AND
 * BLUE ICONS": all four resources balanced together. Cards are paid one at a time from the
 * blue icons already available; a card's blue icons join the pool only once its own red
 * icons are paid. Cards that never lower the pool go first, then the ones that add the most.
 * When no card can be paid, the missing icons of the card cheapest to complete are bought
 * (1 Gold Unit per Gold icon, 2 per other icon) while the Reserves last; what is still
 * unpaid then must be discarded. Surplus Gold icons go to the Reserves, after the spending.
 * In the usual case this spends exactly Σ shortfall × price, the least possible.
 */
export function balanceDominion(cards: readonly BalanceCard[], reserves: number): BalanceResult {
  const pending = cards.map((c, order) => ({ key: c.key, name: c.name, order, blue: icons(c.provides), red: icons(c.requires) }));
  const required = { ...NO_ICONS };
  for (const c of pending) for (const r of RESOURCES) required[r] += c.red[r];
  const pool = { ...NO_ICONS };
  const provided = { ...NO_ICONS };
  const bought = { ...NO_ICONS };
  let left = reserves;
  const pay = (card: (typeof pending)[number]) => {
    for (const r of RESOURCES) {
      pool[r] += card.blue[r] - card.red[r];
      provided[r] += card.blue[r];
    }
    pending.splice(pending.indexOf(card), 1);
  };
  while (pending.length > 0) {
    const payable = pending.filter((c) => covers(pool, c.red));
    if (payable.length > 0) {
      payable.sort((a, b) => Number(neverHurts(b)) - Number(neverHurts(a)) || net(b) - net(a) || a.order - b.order);
      pay(payable[0]);
      continue;
    }
    const priced = pending
      .map((c) => {
        const missing = { ...NO_ICONS };
        let cost = 0;
        for (const r of RESOURCES) {
          missing[r] = Math.max(0, c.red[r] - pool[r]);
          cost += missing[r] * goldUnitsFor(r);
        }
        return { c, missing, cost };
      })
      .sort((a, b) => a.cost - b.cost || net(b.c) - net(a.c) || a.c.order - b.c.order);
    const cheapest = priced[0];
    if (cheapest.cost > left) break;
    left -= cheapest.cost;
    for (const r of RESOURCES) {
      pool[r] += cheapest.missing[r];
      bought[r] += cheapest.missing[r];
    }
    pay(cheapest.c);
  }
  const balanced = pending.length === 0;
  const surplusGold = balanced ? pool.gold : 0;
  const goldSpent = reserves - left;
  return {
    provided,
    required,
    bought,
    goldSpent,
    surplusGold,
    wasted: { ...pool, gold: 0 },
    reservesBefore: reserves,
    reservesAfter: left + surplusGold,
    balanced,
    unpaid: pending.sort((a, b) => a.order - b.order).map((c) => c.key),
  };
}

/** "2 Gold, 3 Food" (icons with a count only). */
/** The same icons one text each ("2 Food"), for a log line in the reader's language (goldfishLog.json `de.icon`). */
export function iconTexts(value: Partial<Icons>): GameText[] {
  return RESOURCES.filter((r) => (value[r] ?? 0) > 0).map((r) =>
    gameText("de.icon", `${value[r]} ${RESOURCE_NAMES[r]}`, { count: value[r] ?? 0, resource: r }),
  );
}

export function describeIcons(value: Partial<Icons>): string {
  const parts = RESOURCES.filter((r) => (value[r] ?? 0) > 0).map((r) => `${value[r]} ${RESOURCE_NAMES[r]}`);
  return parts.length ? parts.join(", ") : "nothing";
}
