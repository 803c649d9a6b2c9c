import { z } from "zod";
import { MAX_COUNT } from "../collection/count-fields";
import { GAME_SLUGS } from "../games/types";
import { usernameSchema } from "../accounts/service";

/** The inputs and limits of trading (CONTRACTS §8, docs/trading.md), shared by the API routes and the pages. */

/** Open offers one player may have sent at a time. */
export const MAX_OPEN_OFFERS_SENT = 20;
/** An open offer older than this reads as expired and can no longer be accepted, declined or countered. */
export const OFFER_LIFETIME_DAYS = 30;
export const OFFER_LIFETIME_MS = OFFER_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
/** Cards (lines) on each side of one offer. */
export const MAX_OFFER_LINES = 50;
/** Offers one list answer holds (newest first). */
export const MAX_OFFERS_LISTED = 200;
/** Players one matches answer holds (most cards first). */
export const MAX_MATCHES = 100;
/** Public binders a card page names. */
export const MAX_BINDERS_PER_CARD = 20;
/** Players one player may block. */
export const MAX_BLOCKS = 500;

const gameSchema = z.enum(GAME_SLUGS, { error: `must be one of ${GAME_SLUGS.join(", ")}` });
const COUNT_MESSAGE = `must be a whole number from 1 to ${MAX_COUNT}`;

/** One card of an offer: `{game, code, count}`, count 1–9999. */
export const tradeLineSchema = z.strictObject({
  game: gameSchema,
  code: z.string({ error: "must be a card code" }).min(1, { error: "must be a card code" }).max(120, { error: "must be a card code" }),
  count: z.number({ error: COUNT_MESSAGE }).int({ error: COUNT_MESSAGE }).min(1, { error: COUNT_MESSAGE }).max(MAX_COUNT, { error: COUNT_MESSAGE }),
});
export type TradeLine = z.infer<typeof tradeLineSchema>;

const sideSchema = z
  .array(tradeLineSchema)
  .max(MAX_OFFER_LINES, { error: `at most ${MAX_OFFER_LINES} cards on each side` })
  .default([]);

/** PUT /trade/binder. */
export const binderSchema = z.strictObject({ public: z.boolean({ error: "must be true or false" }) });

/** POST /trade/offers: what I give and what I get, from `to`'s public binder. */
export const createOfferSchema = z.strictObject({
  to: z.string({ error: "must be a username" }).min(1, { error: "must be a username" }).max(64, { error: "must be a username" }),
  give: sideSchema,
  get: sideSchema,
});
export type CreateOfferInput = z.input<typeof createOfferSchema>;

/** POST /trade/offers/:id/counter: the recipient's own offer back, replacing the one it counters. */
export const counterOfferSchema = z.strictObject({ give: sideSchema, get: sideSchema });
export type CounterOfferInput = z.input<typeof counterOfferSchema>;

/** GET /trade/matches?game=G (every game without it). */
export const matchesQuerySchema = z.object({ game: gameSchema.optional() });

/** POST /trade/blocks. */
export const blockSchema = z.strictObject({ username: usernameSchema });

/** An offer's id in a URL: anything else is simply not found. */
export const offerIdSchema = z.string().regex(/^[a-z0-9]{10,40}$/);
