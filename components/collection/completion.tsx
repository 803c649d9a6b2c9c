import { useTranslations } from "next-intl";
import type { GameCompletion } from "@/lib/collection/service";

function percent(owned: number, total: number): string {
  return total === 0 ? "0" : ((100 * owned) / total).toFixed(1).replace(/\.0$/, "");
}

function Bar({ owned, total }: { owned: number; total: number }) {
  return <meter min={0} max={Math.max(total, 1)} value={owned} className="h-2 w-24" aria-hidden />;
}

/** Distinct cards owned out of the cards in each game and set, with percentages. */
export function CompletionTable({ games }: { games: GameCompletion[] }) {
  const t = useTranslations("collection.completion");
  return (
    <section aria-labelledby="completion-heading" className="space-y-2">
      <h2 id="completion-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <table className="w-full max-w-2xl text-left text-sm" aria-label={t("table")}>
        <thead className="text-stone-600">
          <tr>
            <th className="font-normal">{t("gameSet")}</th>
            <th className="font-normal">{t("owned")}</th>
            <th className="font-normal">%</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {games.flatMap((g) => [
            <tr key={g.game} className="border-t border-stone-300 font-medium" data-completion={g.game}>
              <td>{g.title}</td>
              <td className="tabular-nums">
                {g.owned} / {g.total}
              </td>
              <td className="tabular-nums">{percent(g.owned, g.total)} %</td>
              <td>
                <Bar owned={g.owned} total={g.total} />
              </td>
            </tr>,
            ...g.sets.map((s) => (
              <tr key={`${g.game}/${s.code}`} data-completion={`${g.game}/${s.code}`}>
                <td className="pl-4 text-stone-700">{s.name}</td>
                <td className="tabular-nums">
                  {s.owned} / {s.total}
                </td>
                <td className="tabular-nums">{percent(s.owned, s.total)} %</td>
                <td>
                  <Bar owned={s.owned} total={s.total} />
                </td>
              </tr>
            )),
          ])}
        </tbody>
      </table>
    </section>
  );
}
