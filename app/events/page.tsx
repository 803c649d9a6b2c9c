import type { Metadata } from "next";
import Link from "next/link";
import { LocalTime } from "@/components/events/local-time";
import { getTranslations } from "next-intl/server";
import { sessionUser } from "@/lib/auth/session";
import { allRulesets } from "@/lib/games";
import { type EventSummary, listMyEvents, listUpcomingEvents } from "@/lib/events/service";
import { signInHref } from "@/components/ui/sign-in-href";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("events"))("meta.events") };
}

/** `/events`: upcoming public events of each game, mine (organized, playing) when signed in, and "New event". */
export default async function EventsPage() {
  const user = await sessionUser();
  const t = await getTranslations("events.index");
  const [upcoming, mine] = await Promise.all([listUpcomingEvents(), user ? listMyEvents(user.id) : Promise.resolve(null)]);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        {user ? (
          <Link href="/events/new" className="inline-flex min-h-10 items-center rounded bg-stone-900 px-3 py-1 text-sm font-medium text-white no-underline">
            {t("newEvent")}
          </Link>
        ) : (
          <Link href={signInHref("/events/new")}>{t("signInToOrganize")}</Link>
        )}
      </div>
      <p className="max-w-3xl text-sm text-stone-700">{t("intro")}</p>
      {mine && (mine.organized.length > 0 || mine.playing.length > 0) && (
        <section aria-labelledby="my-events" className="space-y-2">
          <h2 id="my-events" className="text-xl font-semibold">
            {t("mine")}
          </h2>
          <EventList events={[...mine.organized, ...mine.playing.filter((e) => !mine.organized.some((o) => o.id === e.id))]} />
        </section>
      )}
      {allRulesets().map((r) => {
        const events = upcoming.filter((e) => e.game === r.slug);
        return (
          <section key={r.slug} aria-labelledby={`upcoming-${r.slug}`} className="space-y-2">
            <div className="flex flex-wrap items-baseline gap-3">
              <h2 id={`upcoming-${r.slug}`} className="text-xl font-semibold">
                {r.title}
              </h2>
              <Link href={`/events/played/${r.slug}`} className="text-sm">
                {t("played")}
              </Link>
            </div>
            {events.length === 0 ? <p className="text-sm text-stone-600">{t("none")}</p> : <EventList events={events} />}
          </section>
        );
      })}
    </div>
  );
}

async function EventList({ events }: { events: EventSummary[] }) {
  const t = await getTranslations("events.index");
  const ts = await getTranslations("events.status");
  return (
    <ul className="divide-y divide-stone-200 rounded border border-stone-200 text-sm">
      {events.map((e) => (
        <li key={e.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-2">
          <Link href={`/events/${e.id}`} className="font-medium">
            {e.name}
          </Link>
          <LocalTime iso={e.startsAt} />
          <span>{t("players", { count: e.players })}</span>
          <span className="text-stone-600">{ts(e.status)}</span>
        </li>
      ))}
    </ul>
  );
}
