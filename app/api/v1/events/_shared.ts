import { notFound } from "@/lib/errors";
import { isLocale, INTERFACE_LOCALE_HEADER, type Locale } from "@/i18n/locales";
import { parseWith } from "@/lib/http/respond";
import { eventIdSchema, roundNumberSchema } from "@/lib/events/input";

/** Helpers shared by the event route handlers (not a route: no route.ts here). */

export type EventContext = { params: Promise<{ id: string }> };
export type RoundContext = { params: Promise<{ id: string; n: string }> };

/** The `:id` of the URL; an id that cannot exist is simply not found. */
export async function eventIdOf(context: EventContext | RoundContext): Promise<string> {
  const { id } = await context.params;
  const parsed = eventIdSchema.safeParse(id);
  if (!parsed.success) throw notFound("event");
  return parsed.data;
}

/** The `:n` of a round URL: a positive whole number, else 400. */
export async function roundOf(context: RoundContext): Promise<number> {
  const { n } = await context.params;
  return parseWith(roundNumberSchema, n);
}

/** The language the page asked for its refusals (X-Interface-Locale), if one the interface speaks. */
export function askedLocale(request: Request): Locale | undefined {
  const value = request.headers.get(INTERFACE_LOCALE_HEADER);
  return isLocale(value) ? value : undefined;
}

export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}
