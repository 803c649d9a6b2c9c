"use client";

import { useTranslations } from "next-intl";
import type { CatalogFilter } from "@/lib/games/types";

/** The game's catalog filters beside the builder's search: ranges as two numbers, options as a select, the rest as text. */
export function SearchFilters({
  filters,
  values,
  set,
}: {
  filters: CatalogFilter[];
  values: Record<string, string>;
  set: (key: string, value: string) => void;
}) {
  const t = useTranslations("builder");
  return (
    <div className="flex flex-wrap gap-2">
      {filters.map((f) =>
        f.kind === "range" ? (
          <fieldset key={f.key} className="text-sm">
            <legend className="font-medium">{f.label}</legend>
            <div className="flex items-center gap-1">
              <input
                aria-label={t("rangeFrom", { label: f.label })}
                type="number"
                value={values[`${f.key}_min`] ?? ""}
                onChange={(e) => set(`${f.key}_min`, e.target.value)}
                className="w-14 rounded border border-stone-400 px-1 py-0.5"
              />
              <span aria-hidden>–</span>
              <input
                aria-label={t("rangeTo", { label: f.label })}
                type="number"
                value={values[`${f.key}_max`] ?? ""}
                onChange={(e) => set(`${f.key}_max`, e.target.value)}
                className="w-14 rounded border border-stone-400 px-1 py-0.5"
              />
            </div>
          </fieldset>
        ) : f.options && f.options.length > 0 ? (
          <div key={f.key} className="flex flex-col text-sm">
            <label htmlFor={`filter-${f.key}`} className="font-medium">
              {f.label}
            </label>
            <select
              id={`filter-${f.key}`}
              value={values[f.key] ?? ""}
              onChange={(e) => set(f.key, e.target.value)}
              className="rounded border border-stone-400 bg-white px-1 py-0.5"
            >
              <option value="">{t("any")}</option>
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <label key={f.key} className="flex flex-col text-sm">
            <span className="font-medium">{f.label}</span>
            <input value={values[f.key] ?? ""} onChange={(e) => set(f.key, e.target.value)} className="w-28 rounded border border-stone-400 px-1 py-0.5" />
          </label>
        ),
      )}
    </div>
  );
}
