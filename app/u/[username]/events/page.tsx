import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LocalTime } from "@/components/events/local-time";
import { playerHistory } from "@/lib/events/history";
import { rulesetFor } from "@/lib/games";
import { DomainError } from "@/lib/errors";

export const dynamic = "force-dynamic";

async function load(username: string) {
  try {
    return await playerHistory(decodeURIComponent(username).slice(0, 64));
  } catch (err) {
    if (err instanceof DomainError && err.kind === "not-found") return null;
    throw err;
  }
}

export async function generateMetadata({ params }: { params: Promise<{ username: string }> }): Promise<Metadata> {
  const t = await getTranslations("events.history");
  return { title: t("title", { name: decodeURIComponent((await params).username).slice(0, 64) }) };
}

/** `/u/<username>/events`: the public events a player played, newest first, with their placings. */
export default async function PlayerEventsPage({ params }: { params: Promise<{ username: string }> }) {
  const history = await load((await params).username);
  if (!history) notFound();
  const t = await getTranslations("events.history");
  const ts = await getTranslations("events.status");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("title", { name: history.username })}</h1>
      {history.events.length === 0 ? (
        <p className="text-sm text-stone-600">{t("none")}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded border border-stone-200 text-sm" data-testid="history">
          {history.events.map((e) => (
            <li key={e.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-2">
              <Link href={`/events/${e.id}`} className="font-medium">
                {e.name}
              </Link>
              <span>{rulesetFor(e.game).title}</span>
              <LocalTime iso={e.startsAt} />
              <span>{e.rank === null ? "—" : e.winner ? t("won", { players: e.players }) : t("placed", { rank: e.rank, players: e.players })}</span>
              {e.dropped && <span className="text-stone-600">{t("dropped")}</span>}
              <span className="text-stone-600">{ts(e.status as "upcoming")}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
