import { NextResponse } from "next/server";
import { GAME_SLUGS, isGameSlug } from "@/lib/games";
import { handler, httpRefusal } from "@/lib/http/respond";
import { setFileJsonSchema } from "@/lib/sets/schemas";

/** GET /api/v1/schemas/<game>.json: the JSON Schema of that game's set files (CONTRACTS §1 and §6). */
export const GET = handler(async (_request: Request, context: { params: Promise<{ file: string }> }) => {
  const { file } = await context.params;
  const game = file.replace(/\.json$/, "");
  if (!file.endsWith(".json") || !isGameSlug(game))
    throw httpRefusal(404, "NOT_FOUND", { pattern: "/api/v1/schemas/<game>.json", games: GAME_SLUGS.join(", ") }, { key: "apiErrors.NO_SCHEMA" });
  return NextResponse.json(setFileJsonSchema(game), { headers: { "Content-Type": "application/schema+json", "Cache-Control": "public, max-age=3600" } });
});
