import Link from "next/link";
import { cacheLife, cacheTag } from "next/cache";
import { getTranslations } from "next-intl/server";
import { localName } from "@/components/builder/card-name";
import { CardFacts } from "@/components/catalog/card-facts";
import { cardSubtitle } from "@/components/catalog/card-subtitle";
import { languageName } from "@/components/catalog/languages";
import { CardFaceImage } from "@/components/faces/card-face-image";
import { filtersFor } from "@/app/cards/filters-for";
import type { Locale } from "@/i18n/locales";
import { rulesetFor } from "@/lib/games";
import type { GameSlug } from "@/lib/games/types";
import { getCard } from "@/lib/catalog/service";

/** The tag of every part of a page made from the catalog (`revalidateTag(CATALOG_TAG)` forgets them all in this process). */
export const CATALOG_TAG = "catalog";

/**
 * A catalog card's page as every reader in `locale` sees it, kept in Next's cache
 * (`use cache`, docs/performance.md "Card page"). Its arguments are its key: `catalog` is the
 * catalog's version (lib/catalog/version.ts), so an import on any server gives a new key
 * on every server within a second, and no kept sheet outlives the catalog it was made from.
 * It reads no request (no cookie, no header, no session): the reader's own part (their
 * collection) comes in as `children`, passed through without being kept.
 */
export async function CardSheet({
  game,
  code,
  locale,
  catalog,
  children,
}: {
  game: GameSlug;
  code: string;
  locale: Locale;
  catalog: number;
  children?: React.ReactNode;
}) {
  "use cache";
  cacheLife("hours");
  cacheTag(CATALOG_TAG, `${CATALOG_TAG}-${catalog}`);
  const card = await getCard(game, code);
  if (!card) return null; // the page answers 404 before asking
  const t = await getTranslations({ locale, namespace: "catalog" });
  const tf = await getTranslations({ locale, namespace: "faces" });
  const names = Object.entries(card.names);
  const name = localName(card, locale);
  return (
    <article className="space-y-4">
      <p className="text-sm">
        <Link href={`/cards/${game}`}>← {t("title", { game: rulesetFor(game).title })}</Link>
      </p>
      <header>
        <h1 className="text-3xl font-bold">{name}</h1>
        <p className="text-stone-600">{cardSubtitle(game, card, await getTranslations({ locale }))}</p>
      </header>
      {/* The card's face beside its stats (below the title on a phone); the same words are in the text. */}
      <figure className="mx-auto w-52 max-w-full sm:float-right sm:mb-4 sm:ml-6" data-face>
        <CardFaceImage game={game} code={card.code} locale={locale} name={name} eager />
        <figcaption className="mt-1 text-center text-xs text-stone-600">{tf("faceCaption")}</figcaption>
      </figure>
      <section aria-labelledby="names">
        <h2 id="names" className="text-lg font-semibold">
          {t("names")}
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          <dt className="text-stone-600">{t("catalogName")}</dt>
          <dd>{card.name}</dd>
          {names.map(([lang, local]) => (
            <div key={lang} className="contents">
              <dt className="text-stone-600">{languageName(lang, locale)}</dt>
              <dd lang={lang}>{local}</dd>
            </div>
          ))}
        </dl>
      </section>
      {children}
      <CardFacts card={card.data} filters={await filtersFor(game, locale)} locale={locale} />
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
