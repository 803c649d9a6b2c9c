import { getTranslations } from "next-intl/server";
import type { CatalogFilter } from "@/lib/games/types";
import type { Locale } from "@/i18n/locales";
import { formatValue, keyWords, type ValueWords } from "./format";

const SKIP = new Set(["code", "name", "names", "text"]);

/** Words for a field with no translation: `neighborAllowance` → "Neighbor allowance". */
function label(field: string): string {
  const words = keyWords(field);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Every stat the card has, named in the reader's language (the game's filter label, else
 * messages/<locale>/cardFields.json, else the field as words); multi-line text (attributes) kept as printed.
 * In `locale`, named rather than read from the request: the card page keeps it in Next's cache.
 */
export async function CardFacts({ card, filters, locale }: { card: Record<string, unknown>; filters: readonly CatalogFilter[]; locale: Locale }) {
  const fields = Object.entries(card).filter(([k, v]) => !SKIP.has(k) && v !== undefined);
  const t = await getTranslations({ locale, namespace: "catalog" });
  const tf = await getTranslations({ locale, namespace: "cardFields" });
  if (fields.length === 0) return null;
  const words: ValueWords = {
    key: (k) => (tf.has(`keys.${k}`) ? tf(`keys.${k}`) : label(k)),
    yes: tf("yes"),
    no: tf("no"),
  };
  const fieldLabel = (field: string) => filters.find((f) => f.field === field)?.label ?? (tf.has(`fields.${field}`) ? tf(`fields.${field}`) : label(field));
  return (
    <section aria-labelledby="stats">
      <h2 id="stats" className="text-lg font-semibold">
        {t("stats")}
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        {fields.map(([field, value]) => (
          <div key={field} className="contents">
            <dt className="text-stone-600">{fieldLabel(field)}</dt>
            <dd>
              {typeof value === "string" && value.includes("\n") ? (
                <pre className="whitespace-pre-wrap font-mono text-sm">{value}</pre>
              ) : (
                formatValue(
                  value,
                  filters.find((f) => f.field === field),
                  words,
                )
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
