import { z } from "zod";
import { SET_STATUSES } from "../catalog/catalog-file";
import { GAME_SLUGS } from "../games/types";
import { VISIBILITIES } from "../decks/input";
import { MAX_SET_CARDS, MAX_SET_NAME } from "./limits";

/** The inputs of the player-made set services (CONTRACTS §6), shared by the API routes and pages. */

export const setNameSchema = z
  .string()
  .trim()
  .min(1, "The name must not be empty.")
  .max(MAX_SET_NAME, `The name must have at most ${MAX_SET_NAME} characters.`)
  .regex(/^[^\u0000-\u001f\u007f]*$/, "The name must not hold control characters or line breaks.");

export const setCodeSchema = z
  .string()
  .regex(/^[a-z0-9-]+$/, "lower-case letters, digits and hyphens only")
  .min(1)
  .max(60);

/** Cards stay `unknown` here: the game's own card schema checks each one, naming its code and field. */
const cardsSchema = z.array(z.unknown()).max(MAX_SET_CARDS, `A set holds at most ${MAX_SET_CARDS} cards.`);
const versionSchema = z.number().int().min(1);

/** POST /api/v1/sets. */
export const createSetSchema = z.object({
  game: z.enum(GAME_SLUGS),
  name: setNameSchema,
  code: setCodeSchema.optional(),
  visibility: z.enum(VISIBILITIES).default("private"),
  status: z.enum(SET_STATUSES).optional(),
  cards: cardsSchema,
  civilizations: z.array(z.unknown()).max(200).optional(),
});
export type CreateSetInput = z.input<typeof createSetSchema>;

/** PUT /api/v1/sets/:id: any of these, with the version the change was made on. */
export const updateSetSchema = z.object({
  name: setNameSchema.optional(),
  code: setCodeSchema.optional(),
  visibility: z.enum(VISIBILITIES).optional(),
  status: z.enum(SET_STATUSES).nullable().optional(),
  cards: cardsSchema.optional(),
  civilizations: z.array(z.unknown()).max(200).optional(),
  version: versionSchema,
});
export type UpdateSetInput = z.infer<typeof updateSetSchema>;

/** POST /api/v1/sets/import?visibility=. */
export const importSetQuerySchema = z.object({ visibility: z.enum(VISIBILITIES).default("private") });

/** GET /api/v1/sets?game=G&mine=1. */
export const listSetsQuerySchema = z.object({
  game: z.enum(GAME_SLUGS).optional(),
  mine: z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((v) => v === "1" || v === "true"),
});
export type ListSetsQuery = z.infer<typeof listSetsQuerySchema>;

/** POST /api/v1/sets/:id/remix. */
export const remixSetSchema = z.object({ name: setNameSchema.optional(), code: setCodeSchema.optional() });
export type RemixSetInput = z.infer<typeof remixSetSchema>;

/** POST /api/v1/sets/:id/versions/:n/restore; `version` (optional) guards against a stale page. */
export const restoreSetSchema = z.object({ version: versionSchema.optional() });

export const setVersionNumberSchema = z.coerce.number().int().min(1).max(1_000_000_000);
export const setDiffQuerySchema = z.object({ from: setVersionNumberSchema, to: setVersionNumberSchema });

/** A set id as it appears in a URL; anything else is simply not found. */
export const setIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
