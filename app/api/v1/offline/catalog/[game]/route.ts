import { z } from "zod";
import { GAME_SLUGS } from "@/lib/games";
import { handler, parseWith } from "@/lib/http/respond";
import { deviceCatalog } from "@/lib/catalog/game-catalog";
import { catalogETag, OFFLINE_CATALOG_FORMAT, type OfflineCatalogPayload } from "@/lib/offline/catalog-payload";

const paramsSchema = z.object({ game: z.enum(GAME_SLUGS) });

/**
 * GET /api/v1/offline/catalog/:game — the whole catalog of one game as a device keeps it for
 * use with no network (docs/offline.md): every card as the rules code reads it, its type and set
 * name (what search shows). Public, the same for every reader; the ETag is the catalog version,
 * so a device that has it gets 304 until the next import.
 */
export const GET = handler(async (request: Request, context: { params: Promise<{ game: string }> }) => {
  const { game } = parseWith(paramsSchema, await context.params);
  const catalog = await deviceCatalog(game);
  const etag = catalogETag(game, catalog.version);
  const headers = { ETag: etag, "Cache-Control": "public, no-cache", Vary: "Accept-Encoding" };
  if (sameETag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  const payload: OfflineCatalogPayload = { format: OFFLINE_CATALOG_FORMAT, game, ...catalog };
  return new Response(JSON.stringify(payload), { headers: { ...headers, "Content-Type": "application/json" } });
});

function sameETag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag || t.trim() === "*");
}
