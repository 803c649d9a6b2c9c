import { notFound } from "@/lib/errors";
import { parseWith } from "@/lib/http/respond";
import { setIdSchema, setVersionNumberSchema } from "@/lib/sets/input";

/** Helpers shared by the player-made set route handlers (not a route: no route.ts here). */

export type SetContext = { params: Promise<{ id: string }> };
export type SetVersionContext = { params: Promise<{ id: string; n: string }> };

/** The `:id` of the URL; an id that cannot exist is simply not found. */
export async function setIdOf(context: SetContext | SetVersionContext): Promise<string> {
  const { id } = await context.params;
  const parsed = setIdSchema.safeParse(id);
  if (!parsed.success) throw notFound("set");
  return parsed.data;
}

/** The `:n` of a version URL: a positive whole number, else 400. */
export async function setVersionOf(context: SetVersionContext): Promise<number> {
  const { n } = await context.params;
  return parseWith(setVersionNumberSchema, n);
}

export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}
