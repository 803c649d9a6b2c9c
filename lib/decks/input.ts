import { z } from "zod";
import { LIMITS } from "../engine/limits";
import { GAME_SLUGS } from "../games/types";

/** The inputs of the deck services, shared by the API routes, server actions and pages. */

export const VISIBILITIES = ["private", "unlisted", "public"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const MAX_DECK_NAME = 120;
/** A deck list's size in UTF-8 bytes, and its lines (lib/engine/limits.ts, docs/limits.md). */
export const MAX_LIST_BYTES = LIMITS.listBytes;
export const MAX_CARD_LINES = LIMITS.listLines;
export const PUBLIC_PAGE_SIZE = 50;

export const deckNameSchema = z
  .string()
  .trim()
  .min(1, "The name must not be empty.")
  .max(MAX_DECK_NAME, `The name must have at most ${MAX_DECK_NAME} characters.`)
  .regex(/^[^\u0000-\u001f\u007f]*$/, "The name must not hold control characters or line breaks.");

const listSchema = z.string().max(MAX_LIST_BYTES, `The list must be at most ${MAX_LIST_BYTES} bytes.`);
const versionSchema = z.number().int().min(1);

/** POST /decks. `game` and `name` may come from the list's `game:` and `name:` headers instead. */
export const createDeckSchema = z.object({
  game: z.enum(GAME_SLUGS).optional(),
  name: deckNameSchema.optional(),
  list: listSchema,
  visibility: z.enum(VISIBILITIES).default("private"),
});
export type CreateDeckInput = z.input<typeof createDeckSchema>;

/** PUT /decks/:id: any of list, name, visibility, with the version the change was made on. */
export const updateDeckSchema = z.object({
  list: listSchema.optional(),
  name: deckNameSchema.optional(),
  visibility: z.enum(VISIBILITIES).optional(),
  version: versionSchema,
});
export type UpdateDeckInput = z.infer<typeof updateDeckSchema>;

export const forkDeckSchema = z.object({ name: deckNameSchema.optional() });
export type ForkDeckInput = z.infer<typeof forkDeckSchema>;

/** POST /decks/:id/versions/:n/restore; `version` (optional) guards against a stale page. */
export const restoreVersionSchema = z.object({ version: versionSchema.optional() });

export const myDecksQuerySchema = z.object({ game: z.enum(GAME_SLUGS).optional() });

export const publicDecksQuerySchema = z.object({
  game: z.enum(GAME_SLUGS).optional(),
  sort: z.enum(["newest", "copies"]).default("newest"),
  q: z.string().trim().max(MAX_DECK_NAME).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type PublicDecksQuery = z.infer<typeof publicDecksQuerySchema>;

export const exportQuerySchema = z.object({ format: z.enum(["text", "json"]).default("text") });

export const versionNumberSchema = z.coerce.number().int().min(1).max(1_000_000_000);

export const diffQuerySchema = z.object({ from: versionNumberSchema, to: versionNumberSchema });

/** A deck id as it appears in a URL (cuid); anything else is simply not found. */
export const deckIdSchema = z.string().min(1).max(64);
