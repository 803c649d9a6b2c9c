import Link from "next/link";
import { useLocale } from "next-intl";
import { localName } from "@/components/builder/card-name";
import type { CatalogFilter, GameSlug } from "@/lib/games/types";
import type { CardSummary } from "@/lib/catalog/service";
import { formatValue } from "./format";

/** One search result: name, its other names, type and the fields the game filters on. */
export function CardRow({ game, card, filters, actions }: { game: GameSlug; card: CardSummary; filters: readonly CatalogFilter[]; actions?: React.ReactNode }) {
  const locale = useLocale();
  // The name in the reader's language first, then its other names (the English one too), as search finds them all.
  const shown = localName(card, locale);
  const others = [["en", card.name] as const, ...Object.entries(card.names)].filter(([, n]) => n !== shown);
  const facts = filters
    .filter((f) => f.kind !== "type" && card.data[f.field] !== undefined && card.data[f.field] !== null)
    .map((f) => `${f.label} ${formatValue(card.data[f.field], f)}`);
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2" data-card={card.code}>
      <Link href={`/cards/${game}/${card.code}`} className="font-medium">
        {shown}
      </Link>
      {others.map(([locale, name]) => (
        <span key={locale} lang={locale} className="text-sm text-stone-600">
          {name} <span className="text-xs uppercase text-stone-600">{locale}</span>
        </span>
      ))}
      <span className="rounded bg-stone-100 px-1.5 text-xs text-stone-700">{card.type}</span>
      {facts.length > 0 && <span className="text-xs text-stone-600">{facts.join(" · ")}</span>}
      {actions && <span className="ml-auto">{actions}</span>}
    </li>
  );
}
