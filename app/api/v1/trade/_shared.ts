import { notFound } from "@/lib/errors";
import { parseWith } from "@/lib/http/respond";
import { offerIdSchema } from "@/lib/trade/input";

/** Helpers shared by the trade route handlers (not a route: no route.ts here). */

export type OfferContext = { params: Promise<{ id: string }> };
export type UsernameContext = { params: Promise<{ username: string }> };

/** The `:id` of an offer URL; an id that cannot exist is simply not found. */
export async function offerIdOf(context: OfferContext): Promise<string> {
  const { id } = await context.params;
  const parsed = offerIdSchema.safeParse(id);
  if (!parsed.success) throw notFound("offer");
  return parsed.data;
}

export async function usernameOf(context: UsernameContext): Promise<string> {
  const { username } = await context.params;
  return username.slice(0, 64);
}

export function queryOf<S extends Parameters<typeof parseWith>[0]>(request: Request, schema: S) {
  return parseWith(schema, Object.fromEntries(new URL(request.url).searchParams));
}
