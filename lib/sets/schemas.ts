import { z } from "zod";
import { MAX_CARDS_PER_FILE, SET_STATUSES, setSchema } from "../catalog/catalog-file";
import { rulesetFor } from "../games";
import type { GameSlug } from "../games/types";

/**
 * The JSON Schema of one game's set file (a catalog file of CONTRACTS §1, with the optional
 * `version` and `status`), generated from the same zod schemas the import uses, so editors
 * and other tools can check a player-made set before it is uploaded. Served at
 * GET /api/v1/schemas/<game>.json and written to docs/schemas/<game>.schema.json
 * (scripts/write-schemas.ts). Refinements (a unit names its civilization, codes unique) are
 * checked on import only: JSON Schema cannot say them.
 */
export function setFileZodSchema(game: GameSlug): z.ZodType {
  const ruleset = rulesetFor(game);
  const extras = ruleset.extrasSchema instanceof z.ZodObject ? (ruleset.extrasSchema.shape as z.ZodRawShape) : {};
  return z
    .object({
      game: z.literal(game),
      set: setSchema,
      language: z
        .string()
        .regex(/^[a-z]{2}$/)
        .optional(),
      version: z.number().int().min(1).optional(),
      status: z.enum(SET_STATUSES).optional(),
      ...extras,
      cards: z.array(ruleset.cardSchema).max(MAX_CARDS_PER_FILE),
    })
    .strict()
    .meta({ title: `${ruleset.title} set file`, description: `A ${ruleset.title} catalog file or player-made set (Edenkeep CONTRACTS §1 and §6).` });
}

/** The JSON Schema document for one game's set files. */
export function setFileJsonSchema(game: GameSlug): Record<string, unknown> {
  return z.toJSONSchema(setFileZodSchema(game), { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
}
