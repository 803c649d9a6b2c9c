import { NextResponse } from "next/server";
import { z } from "zod";
import { currentUser } from "@/lib/auth/session";
import { deckForClient } from "@/lib/game-clients/deck-access";
import { cgsDeckFile, cockatriceDeckFile, downloadName } from "@/lib/game-clients/deck-exports";
import { ttsExport } from "@/lib/game-clients/tts-sheets";
import { ttsBoardObject } from "@/lib/game-clients/map-board";
import { handler, parseWith } from "@/lib/http/respond";
import { exportDeck } from "@/lib/decks/service";
import { publicOrigin } from "@/lib/http/public-origin";
import { LOCALES } from "@/i18n/locales";
import { deckIdOf, queryOf, type DeckContext } from "../../_shared";

const querySchema = z.object({
  format: z.enum(["text", "json", "cockatrice", "cockatrice-text", "tts", "cgs"]).default("text"),
  locale: z.enum(LOCALES).default("en"),
  v: z.coerce.number().int().min(1).max(1_000_000_000).optional(),
  expires: z.coerce.number().int().min(0).max(99_999_999_999).optional(),
  sig: z.string().min(1).max(200).optional(),
  /** tts, a Battle for Eden deck: which of its linked maps is the board (default: the first). */
  map: z.string().min(1).max(64).optional(),
});

/**
 * GET /api/v1/decks/:id/export?format=text|json|cockatrice|cockatrice-text|tts|cgs&locale=: the list as
 * text (re-imports losslessly) or JSON; a Cockatrice `.cod` or the text Cockatrice imports, a Tabletop Simulator saved object, or Card Game Simulator deck text (CONTRACTS
 * §10; docs/play-online.md). A private deck: its owner, or a URL signed for its current version
 * (`v`, `expires`, `sig`); otherwise 404. `tts` of a Battle for Eden deck: `map=<id>` picks the
 * linked map drawn as its board (default: the first linked map the reader may see).
 */
export const GET = handler(async (request: Request, context: DeckContext) => {
  const id = await deckIdOf(context);
  const { format, locale, v, expires, sig, map } = parseWith(querySchema, queryOf(request));
  const user = await currentUser(request);
  const signed = { v, expires, sig };
  const isSigned = sig !== undefined || expires !== undefined;
  if (format === "text" || format === "json") {
    const readerId = isSigned || v !== undefined ? (await deckForClient(user?.id ?? null, id, signed)).readerId : (user?.id ?? null);
    const out = await exportDeck(readerId, id, format);
    if (out.format === "json") return NextResponse.json(out.data);
    return new Response(out.text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const client = await deckForClient(user?.id ?? null, id, signed);
  const origin = publicOrigin(request.headers);
  if (format === "cgs") {
    return new Response(cgsDeckFile(client, locale), {
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Disposition": `attachment; filename="${downloadName(client.deck.name, "txt")}"`,
        "Cache-Control": "private, no-cache",
      },
    });
  }
  if (format === "tts") {
    const saved = ttsExport(client, origin, locale);
    const board = await ttsBoardObject(client, origin, map);
    if (board) (saved.ObjectStates as Record<string, unknown>[]).push(board);
    return NextResponse.json(saved, {
      headers: { "Content-Disposition": `attachment; filename="${downloadName(client.deck.name, "json")}"`, "Cache-Control": "private, no-cache" },
    });
  }
  const cod = format === "cockatrice";
  const body = cockatriceDeckFile(client, origin, locale, cod ? "cod" : "text");
  return new Response(body, {
    headers: {
      "Content-Type": cod ? "application/xml; charset=utf-8" : "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${downloadName(client.deck.name, cod ? "cod" : "txt")}"`,
      "Cache-Control": "private, no-cache",
    },
  });
});
