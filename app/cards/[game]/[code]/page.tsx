import { cache } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { localName } from "@/components/builder/card-name";
import { isGameSlug, rulesetFor } from "@/lib/games";
import { getCard } from "@/lib/services/catalog";
import { CardFacts } from "@/components/catalog/card-facts";
import { filtersFor } from "@/app/cards/filters-for";
import { languageName } from "@/components/catalog/languages";
import { sessionUser } from "@/lib/auth/session";
import { ZERO } from "@/lib/collection/count-fields";
import { collectionCounts } from "@/lib/services/collection";
import { CountsEditor } from "@/components/collection/counts-editor";
import { CardBinders } from "@/components/trade/card-binders";
import { CardFaceImage } from "@/components/faces/card-face-image";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ game: string; code: string }> };

// The metadata and the page read the same card: one query per request.
const cardOf = cache(getCard);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { game, code } = await params;
  if (!isGameSlug(game)) return {};
  const card = await cardOf(game, code);
  return { title: card ? localName(card, await getLocale()) : (await getTranslations("catalog"))("card") };
}

export default async function CardPage({ params }: Props) {
  const { game, code } = await params;
  if (!isGameSlug(game)) notFound();
  const card = await cardOf(game, code);
  if (!card) notFound();
  const ruleset = rulesetFor(game);
  const names = Object.entries(card.names);
  const t = await getTranslations("catalog");
  const locale = await getLocale();
  const user = await sessionUser();
  const tf = await getTranslations("faces");
  const counts = user ? ((await collectionCounts(user.id, game, [card.code]))[card.code] ?? ZERO) : null;

  return (
    <article className="space-y-4">
      <p className="text-sm">
        <Link href={`/cards/${game}`}>← {t("title", { game: ruleset.title })}</Link>
      </p>
      <header>
        <h1 className="text-3xl font-bold">{localName(card, locale)}</h1>
        <p className="text-stone-600">
          {card.type} · {card.setName}
        </p>
      </header>
      {/* The card's face beside its stats (below the title on a phone); the same words are in the text. */}
      <figure className="mx-auto w-52 max-w-full sm:float-right sm:mb-4 sm:ml-6" data-face>
        <CardFaceImage game={game} code={card.code} locale={locale} name={localName(card, locale)} eager />
        <figcaption className="mt-1 text-center text-xs text-stone-600">{tf("faceCaption")}</figcaption>
      </figure>
      <section aria-labelledby="names">
        <h2 id="names" className="text-lg font-semibold">
          {t("names")}
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          <dt className="text-stone-600">{t("catalogName")}</dt>
          <dd>{card.name}</dd>
          {names.map(([lang, name]) => (
            <div key={lang} className="contents">
              <dt className="text-stone-600">{languageName(lang, locale)}</dt>
              <dd lang={lang}>{name}</dd>
            </div>
          ))}
        </dl>
      </section>
      {counts && (
        <section aria-labelledby="collection" className="rounded border border-stone-300 bg-white p-3">
          <h2 id="collection" className="text-lg font-semibold">
            {t("inMyCollection")}
          </h2>
          <CountsEditor game={game} code={card.code} name={card.name} initial={counts} />
          {user && <CardBinders viewerId={user.id} game={game} code={card.code} />}
        </section>
      )}
      <CardFacts card={card.data} filters={await filtersFor(game)} />
      {card.data.text && (
        <section aria-labelledby="summary">
          <h2 id="summary" className="text-lg font-semibold">
            {t("whatItDoes")}
          </h2>
          <p className="max-w-2xl whitespace-pre-line">{card.data.text}</p>
        </section>
      )}
      <p className="clear-both text-xs text-stone-600">{t("code", { code: card.code })}</p>
    </article>
  );
}
