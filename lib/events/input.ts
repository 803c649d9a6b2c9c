import { z } from "zod";
import { GAME_SLUGS } from "../games/types";
import { deckNameSchema } from "../decks/input";

/** The inputs of the event services (CONTRACTS §9), shared by the API routes and the pages. */

export const EVENT_VISIBILITIES = ["public", "unlisted"] as const;
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];

/** Events one organizer keeps (a cancelled one counts until deleted with the account). */
export const EVENTS_PER_ORGANIZER = 100;
/** Players one event takes. */
export const PLAYERS_PER_EVENT = 512;
/** Rounds one event plays, Swiss and top cut together. */
export const ROUNDS_PER_EVENT = 30;

const MIN_TIME = Date.UTC(2000, 0, 1);
const MAX_TIME = Date.UTC(2100, 0, 1);

/** An ISO date-time (with its offset or Z), between 2000 and 2100. */
const isoTime = (field: string) =>
  z
    .string()
    .max(40)
    .refine(
      (s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s) && !Number.isNaN(Date.parse(s)),
      `${field} must be an ISO date and time, e.g. 2027-03-01T10:00:00Z.`,
    )
    .transform((s) => new Date(s))
    .refine((d) => d.getTime() >= MIN_TIME && d.getTime() < MAX_TIME, `${field} must be between the years 2000 and 2100.`);

/** POST /events. */
export const createEventSchema = z.object({
  game: z.enum(GAME_SLUGS),
  name: deckNameSchema,
  startsAt: isoTime("startsAt"),
  registrationClosesAt: isoTime("registrationClosesAt"),
  visibility: z.enum(EVENT_VISIBILITIES).default("public"),
  format: z.string().max(40).optional(),
});
export type CreateEventInput = z.infer<typeof createEventSchema>;

/**
 * An event's times as a create (or any later edit) must leave them: registration closes at or
 * before the start, and not in the past. The field at fault and why, or null.
 */
export function eventTimesProblem(
  times: { startsAt: Date; registrationClosesAt: Date },
  now = new Date(),
): { path: "registrationClosesAt"; reason: "afterStart" | "past"; message: string } | null {
  if (times.registrationClosesAt.getTime() > times.startsAt.getTime()) {
    return { path: "registrationClosesAt", reason: "afterStart", message: "registrationClosesAt must be at or before startsAt." };
  }
  if (times.registrationClosesAt.getTime() <= now.getTime()) {
    return { path: "registrationClosesAt", reason: "past", message: "registrationClosesAt must be in the future." };
  }
  return null;
}

/** An id in a URL or a body: anything longer cannot exist. */
export const eventIdSchema = z.string().min(1).max(64);

/** POST /events/:id/registrations. */
export const registrationSchema = z.object({ deckId: z.string().min(1).max(64) });

/** POST /events/:id/rounds: empty for the next round; `{cut: 4|8}` starts the top cut after the Swiss rounds; `hold` keeps it with the organizer until published (CONTRACTS §9.1). */
export const createRoundSchema = z.object({ cut: z.union([z.literal(4), z.literal(8)]).optional(), hold: z.boolean().optional() });

/** The `:n` of a round URL. */
export const roundNumberSchema = z.coerce.number().int().min(1).max(1000);

const gamesSchema = z.tuple([z.number().int().min(0).max(9), z.number().int().min(0).max(9), z.number().int().min(0).max(9)]);
/** Victory points of seat a and seat b (EDEN, CONTRACTS §9.1). */
const scoreSchema = z.union([
  z.tuple([z.number().int().min(0).max(999), z.number().int().min(0).max(999)]),
  z.object({ a: z.number().int().min(0).max(999), b: z.number().int().min(0).max(999) }).transform((o) => [o.a, o.b] as [number, number]),
]);
/** A multiplayer table's placings: {username: place}. */
const placingsSchema = z.record(z.string().min(1).max(64), z.number().int().min(1).max(6));

const resultEntry = z
  .object({
    table: z.number().int().min(1).max(1000),
    result: z.union([z.enum(["a", "b", "draw"]), z.array(z.string().min(1).max(64)).min(2).max(6)]).optional(),
    placings: placingsSchema.optional(),
    games: gamesSchema.optional(),
    score: scoreSchema.optional(),
  })
  .refine((e) => e.result !== undefined || e.placings !== undefined, { message: "Give a result (or, at a multiplayer table, placings).", path: ["result"] });

/**
 * PUT /events/:id/rounds/:n/results: `result` "a" | "b" | "draw", or for a multiplayer table the
 * usernames in placing order or `placings`; `confirm` is needed to change a finished event's result.
 */
export const resultsSchema = z.object({
  results: z.array(resultEntry).min(1).max(300),
  confirm: z.boolean().optional(),
});
export type ResultsInput = z.infer<typeof resultsSchema>;

/** POST /events/:id/rounds/:n/report: a seated player's report; `games` {a, b, draws} as games won. */
export const reportSchema = z
  .object({
    table: z.number().int().min(1).max(1000),
    result: z.union([z.enum(["a", "b", "draw"]), z.array(z.string().min(1).max(64)).min(2).max(6)]).optional(),
    placings: placingsSchema.optional(),
    games: z
      .union([
        gamesSchema,
        z.object({ a: z.number().int().min(0).max(9), b: z.number().int().min(0).max(9), draws: z.number().int().min(0).max(9).default(0) }),
      ])
      .transform((g) => (Array.isArray(g) ? g : ([g.a, g.b, g.draws] as [number, number, number])))
      .optional(),
    score: scoreSchema.optional(),
  })
  .refine((e) => e.result !== undefined || e.placings !== undefined, { message: "Give a result (or, at a multiplayer table, placings).", path: ["result"] });
export type ReportInput = z.infer<typeof reportSchema>;

/** POST /events/:id/rounds/:n/timer (organizer). */
export const timerSchema = z.object({
  action: z.enum(["start", "pause", "resume", "extend"]),
  minutes: z.number().int().min(1).max(240).optional(),
});

/** POST /events/:id/late (organizer): the player who may register after the close. */
export const lateSchema = z.object({ username: z.string().min(1).max(64) });

/** POST /events/:id/drop: nothing (drop myself) or, from the organizer, `{username}`. */
export const dropSchema = z.object({ username: z.string().min(1).max(64).optional() });

/** GET /events[?game=G]. */
export const eventsQuerySchema = z.object({ game: z.enum(GAME_SLUGS).optional() });
