import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { isGameSlug, rulesetFor } from "@/lib/games";
import { type PlayedCount, playedAtEvents } from "@/lib/events/played";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("events"))("meta.played") };
}

/** `/events/played/<game>`: what was played at the game's published public events. */
export default async function PlayedPage({ params }: { params: Promise<{ game: string }> }) {
  const { game } = await params;
  if (!isGameSlug(game)) notFound();
  const t = await getTranslations("events.played");
  const played = await playedAtEvents(game);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold">{t("title", { game: rulesetFor(game).title })}</h1>
        <Link href="/events">{(await getTranslations("events"))("allEvents")}</Link>
      </div>
      <p className="text-sm">{t("summary", { events: played.events, decks: played.decks })}</p>
      {played.identity && played.identities.length > 0 && (
        <Counts
          game={game}
          id="identities"
          title={played.identity === "commander" ? t("identity.commander") : played.identity === "warband" ? t("identity.warband") : t("identity.civilization")}
          rows={played.identities}
        />
      )}
      {played.cards.length > 0 && <Counts game={game} id="cards" title={t("cards")} rows={played.cards} />}
    </div>
  );
}

/** A table of counts; a catalog card's name is a link to its page. */
async function Counts({ game, id, title, rows }: { game: string; id: string; title: string; rows: PlayedCount[] }) {
  const t = await getTranslations("events.played");
  return (
    <section aria-labelledby={`played-${id}`} className="space-y-2">
      <h2 id={`played-${id}`} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="overflow-x-auto">
        <table className="text-sm">
          <thead>
            <tr className="text-left text-stone-600">
              <th scope="col" className="pr-4">
                {t("name")}
              </th>
              <th scope="col" className="pr-4">
                {t("decks")}
              </th>
              <th scope="col">{t("copies")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.code ?? `text:${r.name}`} className="border-t border-stone-200">
                <td className="pr-4">{r.code ? <Link href={`/cards/${game}/${r.code}`}>{r.name}</Link> : r.name}</td>
                <td className="pr-4 tabular-nums">{r.decks}</td>
                <td className="tabular-nums">{r.copies}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
