import Link from "next/link";
import { getLocale } from "next-intl/server";
import { localName } from "@/components/builder/card-name";
import { rulesetFor } from "@/lib/games";
import type { NamedCard } from "@/lib/trade/binders";

/** Cards with a count each, named in the reader's language, linked to their card pages. */
export async function TradeCardList({ cards, label, empty }: { cards: NamedCard[]; label: string; empty?: string }) {
  const locale = await getLocale();
  if (cards.length === 0) return empty ? <p className="text-sm text-stone-600">{empty}</p> : null;
  return (
    <ul aria-label={label} className="space-y-0.5 text-sm">
      {cards.map((c) => (
        <li key={`${c.game}/${c.code}`} data-card={c.code} className="flex flex-wrap gap-x-2">
          <span className="font-semibold tabular-nums">{c.count} ×</span>
          <Link href={`/cards/${c.game}/${c.code}`}>{localName(c, locale)}</Link>
          <span className="text-xs text-stone-600">{rulesetFor(c.game).title}</span>
        </li>
      ))}
    </ul>
  );
}
