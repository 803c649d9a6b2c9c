import { DataTable, legalColumn } from "@/components/ui/data-table";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { allRulesets } from "@/lib/games";
import { sessionUser } from "@/lib/auth/session";
import { listMyDecks } from "@/lib/decks/service";
import { DeckQueuedBadge } from "@/components/offline/queued-badge";
import { decksWithUnseenChanges } from "@/lib/catalog-changes/unseen";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("decks"))("myDecks") };
}

/** `/decks`: my decks and warbands, per game, with "New deck" for each game. Signed-in users only. */
export default async function MyDecksPage() {
  const user = await sessionUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent("/decks")}`);
  const [decks, unseen] = await Promise.all([listMyDecks(user.id), decksWithUnseenChanges(user.id)]);
  const tc = await getTranslations("catalogChanges");
  const t = await getTranslations("decks");
  const tb = await getTranslations("builder");
  const format = await getFormatter();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold">{t("myDecks")}</h1>
        <Link href="/decks/public">{t("browsePublic")}</Link>
      </div>
      {allRulesets().map((r) => {
        const mine = decks.filter((d) => d.game === r.slug);
        return (
          <section key={r.slug} aria-labelledby={`game-${r.slug}`} className="space-y-2">
            <div className="flex flex-wrap items-baseline gap-4">
              <h2 id={`game-${r.slug}`} className="text-xl font-semibold">
                {r.title}
              </h2>
              <Link href={`/decks/new?game=${r.slug}`} className="rounded bg-stone-900 px-3 py-1 text-sm font-medium text-white no-underline">
                {tb(`games.${r.slug}.newTitle`)}
              </Link>
            </div>
            {mine.length === 0 ? (
              <p className="text-sm text-stone-600">{t("noneYet")}</p>
            ) : (
              <DataTable
                rows={mine}
                rowKey={(d) => d.id}
                rowData={(d) => ({ "data-deck": d.id })}
                columns={[
                  {
                    header: t("name"),
                    cell: (d) => (
                      <>
                        <Link href={`/decks/${d.id}`} className="font-medium">
                          {d.name}
                        </Link>
                        {d.forkedFromId && <span className="ml-2 text-xs text-stone-600">{t("copy")}</span>}
                        {unseen.has(d.id) && (
                          <span className="ml-2 rounded bg-amber-200 px-1 text-xs text-stone-900" data-testid="catalog-changes-mark">
                            {tc("mark")}
                          </span>
                        )}
                        <span className="ml-2">
                          <DeckQueuedBadge deckId={d.id} />
                        </span>
                      </>
                    ),
                  },
                  legalColumn(t("rules"), { legal: tb("legal"), notLegal: tb("notLegal") }),
                  { header: t("cards"), cell: (d) => d.cardCount, numeric: true },
                  {
                    header: t("visibility"),
                    cell: (d) => (["private", "unlisted", "public"].includes(d.visibility) ? t(`visibilities.${d.visibility}`) : d.visibility),
                  },
                  { header: t("version"), cell: (d) => d.version, numeric: true },
                  {
                    header: t("saved"),
                    cell: (d) => <time dateTime={d.updatedAt}>{format.dateTime(new Date(d.updatedAt), { dateStyle: "medium", timeStyle: "short" })}</time>,
                  },
                ]}
              />
            )}
          </section>
        );
      })}
    </div>
  );
}
