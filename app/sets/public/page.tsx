import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { z } from "zod";
import { allRulesets, rulesetFor } from "@/lib/games";
import { GAME_SLUGS } from "@/lib/games/types";
import { listPublicSets } from "@/lib/sets/public";
import { DataTable } from "@/components/ui/data-table";
import { Pagination } from "@/components/ui/pagination";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("sets"))("meta.public") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const querySchema = z.object({
  game: z.enum(GAME_SLUGS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** `/sets/public?game=&page=`: sets their owners made public, newest save first, 25 a page. */
export default async function PublicSetsPage({ searchParams }: Props) {
  const raw = await searchParams;
  const query = querySchema.parse({
    game: typeof raw.game === "string" && raw.game !== "" ? raw.game : undefined,
    page: typeof raw.page === "string" ? raw.page : 1,
  });
  const result = await listPublicSets(query);
  const t = await getTranslations("sets");
  const format = await getFormatter();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("public.title")}</h1>
      <form method="get" action="/sets/public" aria-label={t("public.filter")} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">
          <span className="font-medium">{t("public.game")}</span>
          <select name="game" defaultValue={query.game ?? ""} className="min-h-8 rounded border border-stone-400 px-2 py-1">
            <option value="">{t("public.allGames")}</option>
            {allRulesets().map((r) => (
              <option key={r.slug} value={r.slug}>
                {r.title}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-8 rounded bg-stone-900 px-4 py-1.5 text-sm font-medium text-white">
          {t("public.show")}
        </button>
      </form>
      <p role="status" className="text-sm text-stone-600">
        {query.game ? t("public.countForGame", { count: result.total, game: rulesetFor(query.game).title }) : t("public.count", { count: result.total })}
      </p>
      {result.sets.length > 0 && (
        <div className="overflow-x-auto">
          <DataTable
            rows={result.sets}
            rowKey={(s) => s.id}
            columns={[
              {
                header: t("table.name"),
                cell: (s) => (
                  <Link href={`/sets/${s.id}`} className="inline-block min-h-6">
                    {s.name}
                  </Link>
                ),
              },
              { header: t("table.game"), cell: (s) => (GAME_SLUGS.includes(s.game as never) ? rulesetFor(s.game as never).title : s.game) },
              { header: t("table.owner"), cell: (s) => s.owner },
              { header: t("table.cards"), cell: (s) => s.cardCount, numeric: true },
              {
                header: t("table.updated"),
                cell: (s) => <time dateTime={s.updatedAt}>{format.dateTime(new Date(s.updatedAt), { dateStyle: "medium" })}</time>,
              },
            ]}
          />
        </div>
      )}
      <Pagination
        page={result.page}
        pageSize={result.pageSize}
        total={result.total}
        params={query.game ? { game: query.game } : {}}
        label={t("public.pages")}
      />
    </div>
  );
}
