import { z } from "zod";
import { GAME_SLUGS, type GameSlug } from "../games/types";
import { MAX_COUNT, type Counts } from "./count-fields";

/** A user's three counts of one card: owned, wanted and for trade (whole numbers 0–9999). */

export { COUNT_FIELDS, MAX_COUNT, ZERO, type CountField, type Counts } from "./count-fields";

/** At most this many items in one `PUT /api/v1/collection`. */
export const MAX_PUT_ITEMS = 5000;

const COUNT_MESSAGE = `must be a whole number from 0 to ${MAX_COUNT}`;

export const countSchema = z
  .number({ error: COUNT_MESSAGE })
  .int({ error: COUNT_MESSAGE })
  .min(0, { error: COUNT_MESSAGE })
  .max(MAX_COUNT, { error: COUNT_MESSAGE });

export const gameSchema = z.enum(GAME_SLUGS, { error: `must be one of ${GAME_SLUGS.join(", ")}` });

export const collectionItemSchema = z.strictObject({
  game: gameSchema,
  code: z.string({ error: "must be a card code" }).min(1, { error: "must be a card code" }).max(120),
  owned: countSchema,
  wanted: countSchema,
  forTrade: countSchema,
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/** A PUT item may carry `was`, the counts shown when the change was made (CONTRACTS §5; lib/collection/was-check.ts). */
export const putItemSchema = collectionItemSchema.extend({
  was: z.strictObject({ owned: countSchema, wanted: countSchema, forTrade: countSchema }).optional(),
});
export type PutItem = z.infer<typeof putItemSchema>;

/** `PUT /api/v1/collection`: sets the three counts of each card listed; other cards stay as they are. */
export const putCollectionSchema = z.strictObject({
  items: z.array(putItemSchema).max(MAX_PUT_ITEMS, { error: `at most ${MAX_PUT_ITEMS} items per request` }),
});

/** `GET /api/v1/collection?game=G` (game optional: every game). */
export const collectionQuerySchema = z.object({ game: gameSchema.optional() });

export function isZero(c: Counts): boolean {
  return c.owned === 0 && c.wanted === 0 && c.forTrade === 0;
}

export function sameCounts(a: Counts, b: Counts): boolean {
  return a.owned === b.owned && a.wanted === b.wanted && a.forTrade === b.forTrade;
}

/**
 * Copies for trade are copies owned: `forTrade ≤ owned` holds at every write (docs/collection.md).
 * The problem in words when it does not, else null.
 */
export function forTradeProblem(c: Counts): string | null {
  return c.forTrade > c.owned ? `${c.forTrade} for trade but ${c.owned} owned; for trade counts copies you own, so it is at most owned` : null;
}

export function countsOf(row: Partial<Counts> | undefined | null): Counts {
  return { owned: row?.owned ?? 0, wanted: row?.wanted ?? 0, forTrade: row?.forTrade ?? 0 };
}

/** The key of one card of one game in maps. */
export function cardKey(game: GameSlug | string, code: string): string {
  return `${game}\u0000${code}`;
}
