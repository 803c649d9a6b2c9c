import { DataTable, legalColumn } from "@/components/ui/data-table";
import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { allRulesets, isGameSlug, rulesetFor } from "@/lib/games";
import { publicDecksQuerySchema } from "@/lib/decks/input";
import { listPublicDecks } from "@/lib/decks/public";
import { Pagination } from "@/components/ui/pagination";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("decks"))("publicDecks") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function single(params: Record<string, string | string[] | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : Array.isArray(v) && v[0] ? [[k, v[0]]] : [])));
}

/** `/decks/public?game=&sort=newest|copies&q=`: decks their owners made public, newest or most copied first. */
export default async function PublicDecksPage({ searchParams }: Props) {
  const raw = single(await searchParams);
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v.trim() !== ""));
  const parsed = publicDecksQuerySchema.safeParse(cleaned);
  const query = parsed.success ? parsed.data : publicDecksQuerySchema.parse({});
  const result = await listPublicDecks(query);
  const t = await getTranslations("decks");
  const tb = await getTranslations("builder");
  const format = await getFormatter();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("publicDecks")}</h1>
      <search aria-label={t("filterPublic")}>
        <form method="get" action="/decks/public" className="flex flex-wrap items-end gap-3 rounded border border-stone-300 bg-white p-3">
          <label className="flex flex-col text-sm">
            <span className="font-medium">{t("game")}</span>
            <select name="game" defaultValue={query.game ?? ""} className="rounded border border-stone-400 px-2 py-1">
              <option value="">{t("allGames")}</option>
              {allRulesets().map((r) => (
                <option key={r.slug} value={r.slug}>
                  {r.title}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-sm">
            <span className="font-medium">{t("order")}</span>
            <select name="sort" defaultValue={query.sort} className="rounded border border-stone-400 px-2 py-1">
              <option value="newest">{t("newest")}</option>
              <option value="copies">{t("mostCopied")}</option>
            </select>
          </label>
          <label className="flex min-w-56 flex-1 flex-col text-sm">
            <span className="font-medium">{t("nameContains")}</span>
            <input name="q" type="search" defaultValue={query.q ?? ""} maxLength={120} className="rounded border border-stone-400 px-2 py-1" />
          </label>
          <button type="submit" className="rounded bg-stone-900 px-4 py-1.5 text-sm font-medium text-white">
            {t("show")}
          </button>
        </form>
      </search>
      <p role="status" className="text-sm text-stone-600">
        {t("publicCount", { count: result.total })}
        {query.game ? ` ${t("forGame", { game: rulesetFor(query.game).title })}` : ""}
        {query.q ? ` ${t("namedLike", { q: query.q })}` : ""}
      </p>
      {result.decks.length > 0 && (
        <div className="overflow-x-auto">
          <DataTable
            rows={result.decks}
            rowKey={(d) => d.id}
            rowData={(d) => ({ "data-deck": d.id })}
            columns={[
              {
                header: t("name"),
                cell: (d) => (
                  <Link href={`/decks/${d.id}`} className="font-medium">
                    {d.name}
                  </Link>
                ),
              },
              { header: t("game"), cell: (d) => (isGameSlug(d.game) ? rulesetFor(d.game).title : d.game) },
              { header: t("by"), cell: (d) => d.owner },
              legalColumn(t("rules"), { legal: tb("legal"), notLegal: tb("notLegal") }),
              { header: t("cards"), cell: (d) => d.cardCount, numeric: true },
              { header: t("copies"), cell: (d) => d.copyCount, numeric: true },
              { header: t("shared"), cell: (d) => <time dateTime={d.createdAt}>{format.dateTime(new Date(d.createdAt), { dateStyle: "medium" })}</time> },
            ]}
          />
        </div>
      )}
      <Pagination
        page={result.page}
        pageSize={result.pageSize}
        total={result.total}
        params={{ ...(query.game ? { game: query.game } : {}), sort: query.sort, ...(query.q ? { q: query.q } : {}) }}
      />
    </div>
  );
}
