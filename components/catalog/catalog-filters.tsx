import { useTranslations } from "next-intl";
import type { CatalogFilter, GameSlug } from "@/lib/games/types";

/** The search form: a GET form, so every search and filter lives in the URL and can be shared. */
export function CatalogFilters({ game, filters, values }: { game: GameSlug; filters: readonly CatalogFilter[]; values: Record<string, string> }) {
  const t = useTranslations("catalog");
  return (
    <search>
      <form method="get" action={`/cards/${game}`} className="flex flex-wrap items-end gap-3 rounded border border-stone-300 bg-white p-3">
        {values.view === "grid" && <input type="hidden" name="view" value="grid" />}
        <label className="flex min-w-64 flex-1 flex-col text-sm">
          <span className="font-medium">{t("nameAnyLanguage")}</span>
          <input
            name="q"
            type="search"
            defaultValue={values.q ?? ""}
            maxLength={200}
            className="rounded border border-stone-400 px-2 py-1"
            placeholder={t("placeholder")}
          />
        </label>
        {filters.map((f) =>
          f.kind === "range" ? (
            <fieldset key={f.key} className="flex flex-col text-sm">
              <legend className="font-medium">{f.label}</legend>
              <div className="flex gap-1">
                <input
                  aria-label={t("from", { label: f.label })}
                  name={`${f.key}_min`}
                  type="number"
                  defaultValue={values[`${f.key}_min`] ?? ""}
                  className="w-16 rounded border border-stone-400 px-1 py-1"
                />
                <span aria-hidden>–</span>
                <input
                  aria-label={t("to", { label: f.label })}
                  name={`${f.key}_max`}
                  type="number"
                  defaultValue={values[`${f.key}_max`] ?? ""}
                  className="w-16 rounded border border-stone-400 px-1 py-1"
                />
              </div>
            </fieldset>
          ) : (
            <label key={f.key} className="flex flex-col text-sm">
              <span className="font-medium">{f.label}</span>
              <select name={f.key} defaultValue={values[f.key] ?? ""} className="rounded border border-stone-400 px-2 py-1">
                <option value="">{t("any")}</option>
                {(f.options ?? []).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          ),
        )}
        <button type="submit" className="rounded bg-stone-900 px-4 py-1.5 text-sm font-medium text-white">
          {t("search")}
        </button>
      </form>
    </search>
  );
}
