import type { z } from "zod";
import { HttpError, parseWith, readBodyText } from "@/lib/http/respond";
import { deckIdSchema, versionNumberSchema } from "@/lib/services/deck-input";

/** Helpers shared by the deck route handlers (not a route: no route.ts here). */

export type DeckContext = { params: Promise<{ id: string }> };
export type VersionContext = { params: Promise<{ id: string; n: string }> };

/** The `:id` of the URL; an id that cannot exist is simply not found. */
export async function deckIdOf(context: DeckContext | VersionContext): Promise<string> {
  const { id } = await context.params;
  const parsed = deckIdSchema.safeParse(id);
  if (!parsed.success) throw new HttpError(404, "NOT_FOUND", "No such deck.");
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

/** A JSON body that may be left out entirely (an empty body reads as `{}`). */
export async function readOptionalJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const text = await readBodyText(request);
  if (text.trim() === "") return parseWith(schema, {});
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HttpError(400, "MALFORMED_JSON", "The request body is not valid JSON.");
  }
  return parseWith(schema, json);
}
