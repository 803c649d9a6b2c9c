import { notFound } from "@/lib/errors";
import { parseWith } from "@/lib/http/respond";
import { mapIdSchema, mapVersionNumberSchema } from "@/lib/maps/input";

/** Helpers shared by the map route handlers (not a route: no route.ts here). */

export type MapContext = { params: Promise<{ id: string }> };
export type MapVersionContext = { params: Promise<{ id: string; n: string }> };

/** The `:id` of the URL; an id that cannot exist is simply not found. */
export async function mapIdOf(context: MapContext | MapVersionContext): Promise<string> {
  const { id } = await context.params;
  const parsed = mapIdSchema.safeParse(id);
  if (!parsed.success) throw notFound("map");
  return parsed.data;
}

/** The `:n` of a version URL: a positive whole number, else 400. */
export async function mapVersionOf(context: MapVersionContext): Promise<number> {
  const { n } = await context.params;
  return parseWith(mapVersionNumberSchema, n);
}

export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}
