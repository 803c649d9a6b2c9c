import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { offersWaitingOn } from "@/lib/trade/offers";

/** The header's "Trade" link, with a badge counting the open offers waiting for the player's answer. */
export async function TradeNavLink({ userId }: { userId: string }) {
  const t = await getTranslations("nav");
  const waiting = await offersWaitingOn(userId);
  return (
    <Link href="/trade" className="inline-flex items-center gap-1 text-stone-200 hover:text-white">
      {t("trade")}
      {waiting > 0 && (
        <span className="rounded-full bg-amber-300 px-1.5 text-xs font-bold text-stone-900" data-testid="trade-badge">
          {waiting}
          <span className="sr-only"> {t("tradeWaiting", { count: waiting })}</span>
        </span>
      )}
    </Link>
  );
}
