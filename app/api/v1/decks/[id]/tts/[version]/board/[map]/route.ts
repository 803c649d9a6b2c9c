import { notFound } from "@/lib/errors";
import { z } from "zod";
import { currentUser } from "@/lib/auth/session";
import { deckForClient } from "@/lib/game-clients/deck-access";
import { ttsBoardPng } from "@/lib/game-clients/map-board";
import { handler, parseWith } from "@/lib/http/respond";
import { deckIdSchema } from "@/lib/decks/input";

type Context = { params: Promise<{ id: string; version: string; map: string }> };

const querySchema = z.object({
  v: z.coerce.number().int().min(1).max(1_000_000_000).optional(),
  expires: z.coerce.number().int().min(0).max(99_999_999_999).optional(),
  sig: z.string().min(1).max(200).optional(),
});

/**
 * GET /api/v1/decks/:id/tts/:version/board/:map.png — a Battle for Eden map linked to the deck,
 * as the Tabletop Simulator board of its saved object (CONTRACTS §10; docs/play-online.md). The
 * sheets' rules: 404 for a version that is not the deck's current one or a private deck without a
 * valid signature; and 404 for a map not linked to the deck or that the URL's reader may not read.
 */
export const GET = handler(async (request: Request, context: Context) => {
  const { id, version, map } = await context.params;
  const deckId = deckIdSchema.safeParse(id);
  const v = /^[1-9]\d{0,9}$/.exec(version) ? Number(version) : undefined;
  const mapId = /^([A-Za-z0-9_-]{1,64})\.png$/.exec(map)?.[1];
  if (!deckId.success || v === undefined) throw notFound("deck");
  if (mapId === undefined) throw notFound("map");
  const query = parseWith(querySchema, Object.fromEntries(new URL(request.url).searchParams));
  const user = await currentUser(request);
  const client = await deckForClient(user?.id ?? null, deckId.data, { v: query.v ?? v, expires: query.expires, sig: query.sig }, v);
  const out = await ttsBoardPng(client, mapId, request.headers.get("if-none-match"));
  const signed = query.sig !== undefined || client.deck.visibility === "private";
  const headers = { ETag: out.etag, "Cache-Control": signed ? "private, max-age=3600" : "public, max-age=3600" };
  if (!out.png) return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(out.png), { headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(out.png.byteLength) } });
});
