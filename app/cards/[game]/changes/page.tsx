import Link from "next/link";
import { notFound } from "next/navigation";
import type { Metadata } from "next";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { isGameSlug, rulesetFor } from "@/lib/games";
import { catalogChangeHistory } from "@/lib/catalog-changes/changes";
import { gameCatalog } from "@/lib/catalog/game-catalog";
import { ChangeList } from "@/components/catalog-changes/change-list";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ game: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A version with more changes than this shows them folded (the first import adds every card). */
const FOLD_OVER = 30;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { game } = await params;
  const t = await getTranslations("catalogChanges");
  return { title: isGameSlug(game) ? t("pageTitle", { game: rulesetFor(game).title }) : t("catalogPage") };
}

/** /cards/<game>/changes: the game's catalog versions with their card changes, newest first, in the reader's language (CONTRACTS §11). */
export default async function CatalogChangesPage({ params, searchParams }: Props) {
  const { game } = await params;
  if (!isGameSlug(game)) notFound();
  const raw = (await searchParams).before;
  const before = typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  const [t, format, locale, history, catalog] = await Promise.all([
    getTranslations("catalogChanges"),
    getFormatter(),
    getLocale(),
    catalogChangeHistory(game, before),
    gameCatalog(game),
  ]);
  const title = rulesetFor(game).title;
  // Cards still in the catalog read by their name in the reader's language.
  const names: Record<string, string> = {};
  for (const v of history.versions)
    for (const c of v.changes) {
      const local = catalog.index.byCodeOrUndefined(c.code)?.names?.[locale];
      if (local) names[c.code] = local;
    }

  return (
    <main className="mx-auto max-w-3xl space-y-4 p-4">
      <h1 className="text-2xl font-semibold">{t("pageTitle", { game: title })}</h1>
      <p className="text-stone-700">{t("pageIntro", { game: title })}</p>
      {history.versions.length === 0 && <p>{t("noChanges")}</p>}
      {history.versions.map((v) => (
        <section key={v.version} aria-labelledby={`v${v.version}`} className="space-y-1">
          <h2 id={`v${v.version}`} className="font-semibold">
            {t("version", { version: v.version, date: format.dateTime(new Date(v.at), { dateStyle: "medium" }) })}
          </h2>
          {v.changes.length > FOLD_OVER ? (
            <details>
              <summary>{t("manyAdded", { count: v.changes.filter((c) => c.change === "added").length })}</summary>
              <ChangeList changes={v.changes} names={names} />
            </details>
          ) : (
            <ChangeList changes={v.changes} names={names} />
          )}
        </section>
      ))}
      <nav className="flex gap-4">
        {before !== undefined && (
          <Link href={`/cards/${game}/changes`} className="underline">
            {t("newest")}
          </Link>
        )}
        {history.next !== null && (
          <Link href={`/cards/${game}/changes?before=${history.next}`} className="underline">
            {t("older")}
          </Link>
        )}
      </nav>
    </main>
  );
}
