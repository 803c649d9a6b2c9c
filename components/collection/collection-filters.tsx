import { useTranslations } from "next-intl";
import { allRulesets } from "@/lib/games";
import { STATUSES, type BrowseQuery } from "@/lib/collection/browse-query";

/** The collection's filters: a GET form, so a filtered view lives in the URL. */
export function CollectionFilters({ query, sets, types }: { query: BrowseQuery; sets: { value: string; label: string }[]; types: string[] }) {
  const select = "max-w-full rounded border border-stone-400 px-2 py-1";
  const t = useTranslations("collection.filters");
  return (
    <search>
      <form method="get" action="/collection" className="flex flex-wrap items-end gap-3 rounded border border-stone-300 bg-white p-3">
        <label className="flex min-w-0 basis-56 flex-1 flex-col text-sm">
          <span className="font-medium">{t("name")}</span>
          <input name="q" type="search" defaultValue={query.q ?? ""} maxLength={200} className="rounded border border-stone-400 px-2 py-1" />
        </label>
        <label className="flex min-w-0 max-w-full flex-col text-sm">
          <span className="font-medium">{t("game")}</span>
          <select name="game" defaultValue={query.game ?? ""} className={select}>
            <option value="">{t("allGames")}</option>
            {allRulesets().map((r) => (
              <option key={r.slug} value={r.slug}>
                {r.title}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 max-w-full flex-col text-sm">
          <span className="font-medium">{t("set")}</span>
          <select name="set" defaultValue={query.set ?? ""} className={select}>
            <option value="">{t("any")}</option>
            {sets.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 max-w-full flex-col text-sm">
          <span className="font-medium">{t("type")}</span>
          <select name="type" defaultValue={query.type ?? ""} className={select}>
            <option value="">{t("any")}</option>
            {types.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 max-w-full flex-col text-sm">
          <span className="font-medium">{t("show")}</span>
          <select name="status" defaultValue={query.status} className={select}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded bg-stone-900 px-4 py-1.5 text-sm font-medium text-white">
          {t("filter")}
        </button>
      </form>
    </search>
  );
}
