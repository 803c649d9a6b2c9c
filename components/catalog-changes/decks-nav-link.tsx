import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { decksWithUnseenChanges } from "@/lib/catalog-changes/unseen";

/** The header's "My decks" link, with a badge counting the decks whose cards the catalog changed since their owner last saw them (CONTRACTS §11). */
export async function DecksNavLink({ userId, className }: { userId: string; className: string }) {
  const [t, tc, unseen] = await Promise.all([getTranslations("nav"), getTranslations("catalogChanges"), decksWithUnseenChanges(userId)]);
  return (
    <Link href="/decks" className={`${className} gap-1`}>
      {t("myDecks")}
      {unseen.size > 0 && (
        <span className="rounded-full bg-amber-300 px-1.5 text-xs font-bold text-stone-900" data-testid="catalog-changes-badge">
          {unseen.size}
          <span className="sr-only"> {tc("badge", { count: unseen.size })}</span>
        </span>
      )}
    </Link>
  );
}
