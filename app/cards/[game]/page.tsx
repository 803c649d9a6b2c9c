import Link from "next/link";
import { notFound } from "next/navigation";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { isGameSlug, rulesetFor } from "@/lib/games";
import { readFilters, searchParamsSchema } from "@/lib/catalog/search-query";
import { searchCards } from "@/lib/catalog/service";
import { CatalogFilters } from "@/components/catalog/catalog-filters";
import { CardRow } from "@/components/catalog/card-row";
import { filtersFor } from "@/app/cards/filters-for";
import { Pagination } from "@/components/ui/pagination";
import { sessionUser } from "@/lib/auth/session";
import { ZERO } from "@/lib/collection/count-fields";
import { collectionCounts } from "@/lib/collection/service";
import { CountsEditor } from "@/components/collection/counts-editor";
import { CardFaceImage } from "@/components/faces/card-face-image";
import { ViewToggle } from "@/components/faces/view-toggle";
import { localName } from "@/components/builder/card-name";
import { DeviceSearch } from "@/components/catalog/device-search";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ game: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { game } = await params;
  const t = await getTranslations("catalog");
  return { title: isGameSlug(game) ? t("title", { game: rulesetFor(game).title }) : t("cards") };
}

function single(params: Record<string, string | string[] | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : Array.isArray(v) && v[0] ? [[k, v[0]]] : [])));
}

export default async function CatalogPage({ params, searchParams }: Props) {
  const { game } = await params;
  if (!isGameSlug(game)) notFound();
  const ruleset = rulesetFor(game);
  const t = await getTranslations("catalog");
  const tc = await getTranslations("catalogChanges");
  const filterList = await filtersFor(game);
  const raw = single(await searchParams);
  const parsed = searchParamsSchema.safeParse(raw);
  const query = parsed.success ? parsed.data : { q: "", page: 1 };
  const filters = readFilters(ruleset.catalogFilters ?? [], raw);
  const result = await searchCards(game, query.q, filters, query.page);
  // ?view=grid: the results as card faces (docs/faces.md); the list otherwise.
  const grid = raw.view === "grid";
  const locale = await getLocale();
  // Signed in: each row carries the inline collection editor (owned / wanted / for trade).
  const user = await sessionUser();
  const counts =
    user && !grid
      ? await collectionCounts(
          user.id,
          game,
          result.cards.map((c) => c.code),
        )
      : null;

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("title", { game: ruleset.title })}</h1>
      <p className="text-sm">
        <Link href={`/rules/${game}`}>{t("rulesLink")}</Link>
        {" · "}
        <Link href={`/cards/${game}/changes`}>{tc("catalogPage")}</Link>
      </p>
      <CatalogFilters game={game} filters={filterList} values={raw} />
      {/* Without network the page kept for another search is shown: the search then runs on the device. */}
      <DeviceSearch game={game} values={raw} filters={filterList}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-stone-600" role="status">
            {query.q ? t("countMatching", { count: result.total, q: query.q }) : t("count", { count: result.total })}
          </p>
          <ViewToggle params={raw} current={grid ? "grid" : "list"} grid="grid" />
        </div>
        {grid ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5" aria-label={t("results")} data-view="grid">
            {result.cards.map((card, i) => (
              <li key={card.code} data-card={card.code}>
                <Link href={`/cards/${game}/${card.code}`} className="block rounded-md focus-visible:outline-3 focus-visible:outline-offset-2">
                  <CardFaceImage game={game} code={card.code} locale={locale} name={localName(card, locale)} eager={i < 4} />
                </Link>
              </li>
            ))}
            {result.cards.length === 0 && <li className="col-span-full p-4 text-stone-600">{t("noMatch")}</li>}
          </ul>
        ) : (
          <ul className="divide-y divide-stone-200 rounded border border-stone-300 bg-white" aria-label={t("results")}>
            {result.cards.map((card) => (
              <CardRow
                key={card.code}
                game={game}
                card={card}
                filters={filterList}
                actions={counts ? <CountsEditor game={game} code={card.code} name={card.name} initial={counts[card.code] ?? ZERO} /> : undefined}
              />
            ))}
            {result.cards.length === 0 && <li className="p-4 text-stone-600">{t("noMatch")}</li>}
          </ul>
        )}
        <Pagination page={result.page} pageSize={result.pageSize} total={result.total} params={raw} />
      </DeviceSearch>
      <p className="text-xs text-stone-600">
        {t("namesHint")} <Link href="/">{t("allGames")}</Link>
      </p>
    </div>
  );
}
