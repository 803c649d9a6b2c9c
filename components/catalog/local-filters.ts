import type { CatalogFilter } from "@/lib/games/types";
import type { Translator } from "@/i18n/translator";

/**
 * A game's catalog filters with their labels and option labels in the interface language,
 * where messages/<locale>/filters.json has them (`filters.<game>.<key>.label`,
 * `….options.<value>`); the game's own English label elsewhere. Values never change.
 */
export function localFilters(filters: readonly CatalogFilter[], game: string, t: Translator): CatalogFilter[] {
  const word = (key: string, english: string) => (t.has(key) ? t(key) : english);
  return filters.map((f) => {
    const base = `filters.${game}.${f.key}`;
    return {
      ...f,
      label: word(`${base}.label`, f.label),
      ...(f.options ? { options: f.options.map((o) => ({ ...o, label: word(`${base}.options.${o.value}`, o.label) })) } : {}),
    };
  });
}
