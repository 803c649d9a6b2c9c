import { notFound } from "@/lib/errors";
import { parseWith } from "@/lib/http/respond";
import { deckIdSchema, versionNumberSchema } from "@/lib/decks/input";

/** Helpers shared by the deck route handlers (not a route: no route.ts here). */

export type DeckContext = { params: Promise<{ id: string }> };
export type VersionContext = { params: Promise<{ id: string; n: string }> };

/** The `:id` of the URL; an id that cannot exist is simply not found. */
export async function deckIdOf(context: DeckContext | VersionContext): Promise<string> {
  const { id } = await context.params;
  const parsed = deckIdSchema.safeParse(id);
  if (!parsed.success) throw notFound("deck");
  return parsed.data;
}

/** The `:n` of a version URL: a positive whole number, else 400. */
export async function versionOf(context: VersionContext): Promise<number> {
  const { n } = await context.params;
  return parseWith(versionNumberSchema, n);
}

export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}
