import { z } from "zod";
import { MAP_FILE } from "./codes";

/** Battle for Eden rules, "Map creation ▶ Setup": the Heart of Eden, the players' portals, the coloured land tiles. */
export const TILE_KINDS = ["heart", "portal", "land"] as const;
export type TileKind = (typeof TILE_KINDS)[number];

export const MAX_MAP_TILES = 5000;
export const MAX_COORDINATE = 10_000;

const coordinate = z.number().int("a whole number").min(-MAX_COORDINATE).max(MAX_COORDINATE);
const word = z.string().trim().min(1, "a non-empty text").max(60);

/** One tile of a map file (CONTRACTS §4, "Battle-for-eden maps"). */
export const mapTileSchema = z
  .object({
    q: coordinate,
    r: coordinate,
    kind: z.enum(TILE_KINDS, 'one of "heart", "portal", "land"'),
    color: word.optional(),
    player: word.optional(),
  })
  .strict()
  .superRefine((tile, ctx) => {
    if (tile.kind === "land" && tile.color === undefined)
      ctx.addIssue({ code: "custom", path: ["color"], message: 'a land tile needs its color ("black" for the black tile)' });
    if (tile.kind === "portal" && tile.player === undefined)
      ctx.addIssue({ code: "custom", path: ["player"], message: "a portal tile needs the player it belongs to" });
    if (tile.kind !== "portal" && tile.player !== undefined)
      ctx.addIssue({ code: "custom", path: ["player"], message: `player is for portal tiles, not ${tile.kind} tiles` });
    if (tile.kind === "heart" && tile.color !== undefined) ctx.addIssue({ code: "custom", path: ["color"], message: "the Heart of Eden has no color" });
  });

export const mapSchema = z.object({ tiles: z.array(mapTileSchema).max(MAX_MAP_TILES) }).strict();

export type MapTile = z.infer<typeof mapTileSchema>;
export type BfeMap = z.infer<typeof mapSchema>;

export interface MapFileError {
  code: (typeof MAP_FILE)[keyof typeof MAP_FILE];
  message: string;
}

export type MapFileRead = { ok: true; map: BfeMap } | { ok: false; error: MapFileError };

/** Reads a map file's text: bad JSON is MAP_SYNTAX, a bad shape MAP_FORMAT naming the tile index and field. */
export function parseMapFile(text: string): MapFileRead {
  let json: unknown;
  try {
    json = JSON.parse(String(text).replace(/^\uFEFF/, ""));
  } catch (err) {
    return { ok: false, error: { code: MAP_FILE.SYNTAX, message: `The map file is not valid JSON: ${(err as Error).message}` } };
  }
  return readMap(json);
}

/** Checks already-parsed JSON against the map format. */
export function readMap(json: unknown): MapFileRead {
  const parsed = mapSchema.safeParse(json);
  if (parsed.success) return { ok: true, map: parsed.data };
  return { ok: false, error: { code: MAP_FILE.FORMAT, message: describeMapProblems(parsed.error) } };
}

/** "tiles[3].color: a land tile needs its color …" for the first few problems. */
function describeMapProblems(error: z.ZodError): string {
  const lines = error.issues.slice(0, 5).map((i) => {
    const [root, index, field, ...rest] = i.path;
    if (root === "tiles" && typeof index === "number") {
      const where = field === undefined ? `tiles[${index}]` : `tiles[${index}].${[field, ...rest].map(String).join(".")}`;
      return `tile ${index} (${where}): ${i.message}`;
    }
    return `${i.path.length ? i.path.map(String).join(".") : "the file"}: ${i.message}`;
  });
  const more = error.issues.length > 5 ? ` (and ${error.issues.length - 5} more)` : "";
  return `The map file is not a Battle for Eden map ({"tiles": [{"q", "r", "kind", "color"?, "player"?}]}, tile indexes from 0): ${lines.join("; ")}${more}.`;
}
