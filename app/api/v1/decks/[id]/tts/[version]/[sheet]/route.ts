import { notFound } from "@/lib/errors";
import { z } from "zod";
import { currentUser } from "@/lib/auth/session";
import { deckForClient } from "@/lib/game-clients/deck-access";
import { ttsSheet } from "@/lib/game-clients/tts-sheets";
import { handler, parseWith } from "@/lib/http/respond";
import { deckIdSchema } from "@/lib/decks/input";
import { LOCALES } from "@/i18n/locales";

type Context = { params: Promise<{ id: string; version: string; sheet: string }> };

const querySchema = z.object({
  locale: z.enum(LOCALES).default("en"),
  v: z.coerce.number().int().min(1).max(1_000_000_000).optional(),
  expires: z.coerce.number().int().min(0).max(99_999_999_999).optional(),
  sig: z.string().min(1).max(200).optional(),
});

/**
 * GET /api/v1/decks/:id/tts/:version/:sheet.png?locale= — sheet `sheet` (from 1) of the deck's
 * Tabletop Simulator faces (CONTRACTS §10): 404 for a version that is not the deck's current
 * one, a sheet past the last, or a private deck without a valid signature.
 */
export const GET = handler(async (request: Request, context: Context) => {
  const { id, version, sheet } = await context.params;
  const deckId = deckIdSchema.safeParse(id);
  const v = /^[1-9]\d{0,9}$/.exec(version) ? Number(version) : undefined;
  const key = /^([1-9]\d{0,4})\.png$/.exec(sheet)?.[1];
  if (!deckId.success || v === undefined) throw notFound("deck");
  if (key === undefined) throw notFound("sheet");
  const query = parseWith(querySchema, Object.fromEntries(new URL(request.url).searchParams));
  const user = await currentUser(request);
  const client = await deckForClient(user?.id ?? null, deckId.data, { v: query.v ?? v, expires: query.expires, sig: query.sig }, v);
  const out = await ttsSheet(client, Number(key), query.locale, request.headers.get("if-none-match"));
  const headers = { ETag: out.etag, "Cache-Control": client.deck.visibility === "private" ? "private, max-age=3600" : "public, max-age=3600" };
  if (!out.png) return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(out.png), { headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(out.png.byteLength) } });
});
