import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import { allRulesets, rulesetFor } from "@/lib/games";
import { GAME_SLUGS } from "@/lib/games/types";
import { listPublicSets } from "@/lib/services/set-pages";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Public sets" };

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
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const href = (page: number) => `?${new URLSearchParams({ ...(query.game ? { game: query.game } : {}), page: String(page) }).toString()}`;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Public sets</h1>
      <form method="get" action="/sets/public" aria-label="Filter public sets" className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">
          <span className="font-medium">Game</span>
          <select name="game" defaultValue={query.game ?? ""} className="min-h-8 rounded border border-stone-400 px-2 py-1">
            <option value="">all games</option>
            {allRulesets().map((r) => (
              <option key={r.slug} value={r.slug}>
                {r.title}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-8 rounded bg-stone-900 px-4 py-1.5 text-sm font-medium text-white">
          Show
        </button>
      </form>
      <p role="status" className="text-sm text-stone-600">
        {result.total} public {result.total === 1 ? "set" : "sets"}
        {query.game ? ` for ${rulesetFor(query.game).title}` : ""}
      </p>
      {result.sets.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-stone-600">
                <th scope="col" className="pr-3">
                  Name
                </th>
                <th scope="col" className="pr-3">
                  Game
                </th>
                <th scope="col" className="pr-3">
                  Owner
                </th>
                <th scope="col" className="pr-3">
                  Cards
                </th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {result.sets.map((s) => (
                <tr key={s.id} className="border-t border-stone-200">
                  <td className="py-1 pr-3">
                    <Link href={`/sets/${s.id}`} className="inline-block min-h-6">
                      {s.name}
                    </Link>
                  </td>
                  <td className="pr-3">{GAME_SLUGS.includes(s.game as never) ? rulesetFor(s.game as never).title : s.game}</td>
                  <td className="pr-3">{s.owner}</td>
                  <td className="pr-3">{s.cardCount}</td>
                  <td>
                    <time dateTime={s.updatedAt}>{s.updatedAt.slice(0, 10)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex gap-4">
          {result.page > 1 && <Link href={href(result.page - 1)}>Previous page</Link>}
          <span>
            Page {result.page} of {pages}
          </span>
          {result.page < pages && <Link href={href(result.page + 1)}>Next page</Link>}
        </nav>
      )}
    </div>
  );
}
