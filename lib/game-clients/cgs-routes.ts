/** What the Card Game Simulator routes share (CONTRACTS §10): the game of a URL, the query, the JSON answer. */
import { z } from "zod";
import { GAME_SLUGS } from "../games";
import type { GameSlug } from "../games/types";
import { httpRefusal, parseWith } from "../http/respond";
import { LOCALES, type Locale } from "../../i18n/locales";

const querySchema = z.object({ locale: z.enum(LOCALES).default("en") });

/** The game named by a path segment (`dark-eden` or `dark-eden.json`); 404 for another. */
export function gameOfSegment(segment: string, suffix: "" | ".json"): GameSlug {
  const game = suffix === "" ? segment : /^(.+)\.json$/.exec(segment)?.[1];
  if (!game || !(GAME_SLUGS as readonly string[]).includes(game)) {
    const games = GAME_SLUGS.map((g) => `${g}${suffix}`).join(", ");
    throw httpRefusal(404, "NOT_FOUND", { game: segment, games }, { key: "apiErrors.NO_GAME" });
  }
  return game as GameSlug;
}

export function localeOf(request: Request): Locale {
  return parseWith(querySchema, Object.fromEntries(new URL(request.url).searchParams)).locale;
}

export function publicJson(data: unknown): Response {
  return Response.json(data, { headers: { "Cache-Control": "public, max-age=300" } });
}
