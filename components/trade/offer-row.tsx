import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import type { OfferView } from "@/lib/trade/offers";

/** One offer in a list: who, how many cards each way, its status and date, linked to the offer page. */
export async function OfferRow({ offer }: { offer: OfferView }) {
  const t = await getTranslations("trade");
  const format = await getFormatter();
  const count = (lines: OfferView["give"]) => lines.reduce((n, l) => n + l.count, 0);
  const mine = offer.direction === "sent" ? { give: count(offer.give), get: count(offer.get) } : { give: count(offer.get), get: count(offer.give) };
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2" data-offer={offer.id}>
      <Link href={`/trade/offers/${offer.id}`} className="font-medium">
        {offer.direction === "sent" ? t("offers.to", { username: offer.to }) : t("offers.from", { username: offer.from })}
      </Link>
      <span className="text-sm text-stone-700">{t("offers.counts", { give: mine.give, get: mine.get })}</span>
      <StatusBadge status={offer.status} label={t("statusName", { status: offer.status })} />
      <span className="text-xs text-stone-600">{format.dateTime(new Date(offer.createdAt), { dateStyle: "medium", timeStyle: "short" })}</span>
    </li>
  );
}

export function StatusBadge({ status, label }: { status: string; label: string }) {
  const tone =
    status === "open"
      ? "border-amber-600 bg-amber-50 text-amber-900"
      : status === "accepted"
        ? "border-green-700 bg-green-50 text-green-900"
        : "border-stone-400 bg-stone-50 text-stone-700";
  return (
    <span className={`rounded-full border px-2 text-xs font-semibold ${tone}`} data-testid="offer-status">
      {label}
    </span>
  );
}
