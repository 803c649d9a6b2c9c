import { z } from "zod";
import { mapSchema, mapTileSchema } from "../games/battle-for-eden/map-file";
import { deckNameSchema, VISIBILITIES } from "../decks/input";
import { MAX_MAP_NAME, MAX_SAVED_MAP_COORDINATE, MAX_SAVED_MAP_TILES } from "./limits";

/** The inputs of the map services (CONTRACTS §7), shared by the API routes and pages. */

export const mapNameSchema = deckNameSchema.max(MAX_MAP_NAME, `The name must have at most ${MAX_MAP_NAME} characters.`);

const bound = MAX_SAVED_MAP_COORDINATE;

/** A map file (CONTRACTS §4) small enough to save: at most 400 tiles, |q| and |r| at most 50. */
export const savedMapSchema = z
  .object({ tiles: z.array(mapTileSchema).max(MAX_SAVED_MAP_TILES, `A saved map holds at most ${MAX_SAVED_MAP_TILES} tiles.`) })
  .strict()
  .superRefine((map, ctx) => {
    map.tiles.forEach((tile, index) => {
      for (const axis of ["q", "r"] as const) {
        if (Math.abs(tile[axis]) > bound)
          ctx.addIssue({ code: "custom", path: ["tiles", index, axis], message: `A saved map's coordinates lie between -${bound} and ${bound}.` });
      }
    });
  });

/** POST /maps/check: any map the `map` command reads. */
export const checkMapSchema = z.object({ map: mapSchema });

/** POST /maps. */
export const createMapSchema = z.object({
  name: mapNameSchema,
  visibility: z.enum(VISIBILITIES).default("private"),
  map: savedMapSchema,
});
export type CreateMapInput = z.input<typeof createMapSchema>;

/** PUT /maps/:id: any of name, visibility, map, with the version the change was made on. */
export const updateMapSchema = z.object({
  name: mapNameSchema.optional(),
  visibility: z.enum(VISIBILITIES).optional(),
  map: savedMapSchema.optional(),
  version: z.number().int().min(1),
});
export type UpdateMapInput = z.infer<typeof updateMapSchema>;

export const forkMapSchema = z.object({ name: mapNameSchema.optional() });

export const publicMapsQuerySchema = z.object({
  q: z.string().trim().max(MAX_MAP_NAME).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type PublicMapsQuery = z.infer<typeof publicMapsQuerySchema>;

export const mapVersionNumberSchema = z.coerce.number().int().min(1).max(1_000_000_000);

/** A map id as it appears in a URL (cuid); anything else is simply not found. */
export const mapIdSchema = z.string().min(1).max(64);
