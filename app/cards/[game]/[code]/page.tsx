import { cache } from "react";
import { notFound } from "next/navigation";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { localName } from "@/components/builder/card-name";
import { isGameSlug } from "@/lib/games";
import { getCard } from "@/lib/catalog/service";
import { catalogVersion } from "@/lib/catalog/version";
import { sessionUser } from "@/lib/auth/session";
import { ZERO } from "@/lib/collection/count-fields";
import { collectionCounts } from "@/lib/collection/service";
import { CountsEditor } from "@/components/collection/counts-editor";
import { CardBinders } from "@/components/trade/card-binders";
import { DEFAULT_LOCALE, isLocale } from "@/i18n/locales";
import { CardSheet } from "./card-sheet";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ game: string; code: string }> };

// The metadata and the page read the same card: one lookup per request.
const cardOf = cache(getCard);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { game, code } = await params;
  if (!isGameSlug(game)) return {};
  const card = await cardOf(game, code);
  return { title: card ? localName(card, await getLocale()) : (await getTranslations("catalog"))("card") };
}

/**
 * Rendered for each request (its scripts carry the request's nonce, lib/http/security-headers.ts);
 * the card's sheet, the same for every reader in a language, comes from Next's cache (CardSheet),
 * and a signed-in player's collection is added into it.
 */
export default async function CardPage({ params }: Props) {
  const { game, code } = await params;
  if (!isGameSlug(game)) notFound();
  // The version first: the sheet kept under it is then made from a catalog at least as new.
  const catalog = await catalogVersion();
  const card = await cardOf(game, code);
  if (!card) notFound();
  const locale = await getLocale();
  const user = await sessionUser();
  const counts = user ? ((await collectionCounts(user.id, game, [card.code]))[card.code] ?? ZERO) : null;
  const t = user ? await getTranslations("catalog") : null;

  return (
    <CardSheet game={game} code={card.code} locale={isLocale(locale) ? locale : DEFAULT_LOCALE} catalog={catalog}>
      {user && counts && t ? (
        <section aria-labelledby="collection" className="rounded border border-stone-300 bg-white p-3">
          <h2 id="collection" className="text-lg font-semibold">
            {t("inMyCollection")}
          </h2>
          <CountsEditor game={game} code={card.code} name={card.name} initial={counts} />
          <CardBinders viewerId={user.id} game={game} code={card.code} />
        </section>
      ) : null}
    </CardSheet>
  );
}
