import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { GameSlug } from "@/lib/games/types";
import { bindersOfferingCard } from "@/lib/trade/binders";

/** A card page's line: which public binders have the card for trade (signed-in readers only). */
export async function CardBinders({ viewerId, game, code }: { viewerId: string; game: GameSlug; code: string }) {
  const binders = await bindersOfferingCard(viewerId, game, code);
  if (binders.length === 0) return null;
  const t = await getTranslations("trade.cardPage");
  return (
    <p className="text-sm" data-testid="card-binders">
      {t("forTradeIn")}{" "}
      {binders.map((b, i) => (
        <span key={b.username}>
          {i > 0 && ", "}
          <Link href={`/trade/${encodeURIComponent(b.username)}`}>{b.username}</Link> ({b.count})
        </span>
      ))}
    </p>
  );
}
