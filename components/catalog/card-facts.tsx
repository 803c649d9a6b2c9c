import { useTranslations } from "next-intl";
import type { CatalogFilter } from "@/lib/games/types";
import { formatValue } from "./format";

const SKIP = new Set(["code", "name", "names", "text"]);

/** Words for field names: `neighborAllowance` → "Neighbor allowance". */
function label(field: string): string {
  const words = field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every stat the card has, in the catalog's own fields; multi-line text (attributes) kept as printed. */
export function CardFacts({ card, filters }: { card: Record<string, unknown>; filters: readonly CatalogFilter[] }) {
  const fields = Object.entries(card).filter(([k, v]) => !SKIP.has(k) && v !== undefined);
  const t = useTranslations("catalog");
  if (fields.length === 0) return null;
  return (
    <section aria-labelledby="stats">
      <h2 id="stats" className="text-lg font-semibold">
        {t("stats")}
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        {fields.map(([field, value]) => (
          <div key={field} className="contents">
            <dt className="text-stone-600">{filters.find((f) => f.field === field)?.label ?? label(field)}</dt>
            <dd>
              {typeof value === "string" && value.includes("\n") ? (
                <pre className="whitespace-pre-wrap font-mono text-sm">{value}</pre>
              ) : (
                formatValue(
                  value,
                  filters.find((f) => f.field === field),
                )
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
