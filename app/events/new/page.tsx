import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { NewEventForm } from "@/components/events/new-event-form";
import { sessionUser } from "@/lib/auth/session";
import { allRulesets } from "@/lib/games";
import { eventPlay } from "@/lib/games/events";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("events"))("meta.newEvent") };
}

/** `/events/new`: an organizer creates an event (signed in). */
export default async function NewEventPage() {
  const user = await sessionUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent("/events/new")}`);
  const t = await getTranslations("events.new");
  const games = allRulesets().map((r) => ({ slug: r.slug, title: r.title, formats: eventPlay(r.slug).format?.values ?? null }));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <Link href="/events">{(await getTranslations("events"))("allEvents")}</Link>
      </div>
      <NewEventForm games={games} />
    </div>
  );
}
