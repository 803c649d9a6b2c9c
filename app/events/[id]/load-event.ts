import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DomainError } from "@/lib/errors";
import { type EventView, getEvent } from "@/lib/events/service";

/** The event as `actorId` may see it, or null when it is not there for them (the pages answer 404). */
export async function loadEvent(id: string, actorId: string | null): Promise<EventView | null> {
  try {
    return await getEvent(actorId, id.slice(0, 64));
  } catch (err) {
    if (err instanceof DomainError && err.kind === "not-found") return null;
    throw err;
  }
}

/** The event pages' title: the event's name as anyone may see it, else "Events". */
export async function eventMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const event = await loadEvent((await params).id, null);
  return { title: event?.name ?? (await getTranslations("events"))("meta.events") };
}
