/** The three counts a user keeps per card (no zod here: browser components import this). */

export const MAX_COUNT = 9999;
export const COUNT_FIELDS = ["owned", "wanted", "forTrade"] as const;
export type CountField = (typeof COUNT_FIELDS)[number];
export type Counts = Record<CountField, number>;

export const ZERO: Counts = Object.freeze({ owned: 0, wanted: 0, forTrade: 0 });
