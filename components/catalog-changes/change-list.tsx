import { useTranslations } from "next-intl";
import type { CatalogCardChange } from "@/lib/catalog-changes/card-diff";

/**
 * Card changes as players read them (CONTRACTS §11): "Boot Camp: Initial Cost 2 → 3", "Livery
 * withdrawn from the catalog". The one way the site shows what changed in cards: the catalog's
 * changes on a deck and on the changes page, and a deck's pinned player-made sets alike.
 */
export function ChangeList({ changes, names }: { changes: readonly CatalogCardChange[]; names?: Readonly<Record<string, string>> }) {
  const t = useTranslations("catalogChanges");
  const tf = useTranslations("cardFields");
  const nameOf = (c: CatalogCardChange) => names?.[c.code] ?? c.name;

  const fieldName = (field: string): string => {
    if (field.startsWith("names.")) return t("nameIn", { locale: field.slice("names.".length).toUpperCase() });
    if (field === "name") return t("name");
    if (field === "text") return t("text");
    if (field === "set") return t("set");
    return tf.has(`fields.${field}`) ? tf(`fields.${field}`) : field;
  };
  const value = (v: unknown): string => {
    if (v === null || v === undefined || (Array.isArray(v) && v.length === 0)) return t("empty");
    if (typeof v === "boolean") return v ? t("yes") : t("no");
    if (Array.isArray(v)) return v.map(value).join(", ");
    if (typeof v === "object") {
      const o = v as Record<string, unknown>;
      if (typeof o.name === "string") return o.name;
      if (typeof o.text === "string") return o.text;
      return Object.entries(o)
        .map(([k, x]) => `${tf.has(`keys.${k}`) ? tf(`keys.${k}`) : k} ${value(x)}`)
        .join(", ");
    }
    return String(v);
  };

  return (
    <ul className="list-disc pl-5">
      {changes.map((c) => (
        <li key={`${c.change}-${c.code}`} data-change={c.change} data-code={c.code}>
          {c.change === "added"
            ? t("added", { name: nameOf(c) })
            : c.change === "removed"
              ? t("withdrawn", { name: nameOf(c) })
              : t("changed", {
                  name: nameOf(c),
                  fields: Object.entries(c.fields ?? {})
                    .map(([field, [before, after]]) => t("field", { field: fieldName(field), before: value(before), after: value(after) }))
                    .join("; "),
                })}
        </li>
      ))}
    </ul>
  );
}
