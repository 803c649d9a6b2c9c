import { z } from "zod";

/** The inputs and limits of reports and moderation (CONTRACTS §12, docs/moderation.md). */

/** What a player may report: every public thing, and a player. */
export const REPORT_KINDS = ["deck", "set", "map", "binder", "event", "user"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** What a moderator may hide (a player is suspended instead). */
export const HIDEABLE_KINDS = ["deck", "set", "map", "binder", "event"] as const;
export type HideableKind = (typeof HIDEABLE_KINDS)[number];

/** Why a thing is reported: the short list the report form offers (arkham.build's fan-content rules among them). */
export const REPORT_REASONS = ["spam", "hateful", "harassment", "sexual", "violence", "real-person", "copyright", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Reports one account may make a day (UTC), counted in the database: the 21st is 429. */
export const REPORTS_PER_DAY = 20;
/** Characters of a report's free text. */
export const MAX_REPORT_TEXT = 1000;
/** Characters of a moderator's note. */
export const MAX_NOTE = 1000;
/** Open things one queue answer shows (oldest report first). */
export const MAX_QUEUE_THINGS = 100;
/** Log entries one answer shows (newest first). */
export const MAX_LOG_ENTRIES = 200;

const kindMessage = (kinds: readonly string[]) => `must be one of ${kinds.join(", ")}`;
const idSchema = z
  .string({ error: "must be the thing's id (a username for a binder or a player)" })
  .trim()
  .min(1, { error: "must be the thing's id (a username for a binder or a player)" })
  .max(200, { error: "must be at most 200 characters" });
const noteSchema = z
  .string({ error: "must say why, for the log and the owner" })
  .trim()
  .min(1, { error: "must say why, for the log and the owner" })
  .max(MAX_NOTE, { error: `must be at most ${MAX_NOTE} characters` });

/** POST /api/v1/reports. For a binder or a player, `id` is the player's username. */
export const reportSchema = z.strictObject({
  kind: z.enum(REPORT_KINDS, { error: kindMessage(REPORT_KINDS) }),
  id: idSchema,
  reason: z.enum(REPORT_REASONS, { error: kindMessage(REPORT_REASONS) }),
  text: z
    .string({ error: "must be text" })
    .trim()
    .max(MAX_REPORT_TEXT, { error: `must be at most ${MAX_REPORT_TEXT} characters` })
    .default(""),
});
export type ReportInput = z.infer<typeof reportSchema>;

/** POST /api/v1/admin/hide and /restore. For a binder, `id` is the player's username. */
export const thingActionSchema = z.strictObject({
  kind: z.enum(HIDEABLE_KINDS, { error: kindMessage(HIDEABLE_KINDS) }),
  id: idSchema,
  note: noteSchema,
});
export type ThingActionInput = z.infer<typeof thingActionSchema>;

/** POST /api/v1/admin/dismiss: closes a thing's open reports, changing nothing else. */
export const dismissSchema = z.strictObject({
  kind: z.enum(REPORT_KINDS, { error: kindMessage(REPORT_KINDS) }),
  id: idSchema,
  note: noteSchema,
});
export type DismissInput = z.infer<typeof dismissSchema>;

/** POST /api/v1/admin/suspend and /unsuspend. */
export const accountActionSchema = z.strictObject({
  username: z.string({ error: "must be a username" }).trim().min(1, { error: "must be a username" }).max(64, { error: "must be a username" }),
  note: noteSchema,
});
export type AccountActionInput = z.infer<typeof accountActionSchema>;

/** GET /api/v1/admin/reports?status=open|closed. */
export const reportsQuerySchema = z.strictObject({
  status: z.enum(["open", "closed"], { error: "must be open or closed" }).default("open"),
});
