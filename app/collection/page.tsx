import Link from "next/link";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { localName } from "@/components/builder/card-name";
import { sessionUser } from "@/lib/auth/session";
import { browseQuerySchema } from "@/lib/collection/browse-query";
import { browseCollection } from "@/lib/collection/service";
import { Pagination } from "@/components/catalog/pagination";
import { CollectionFilters } from "@/components/collection/collection-filters";
import { CompletionTable } from "@/components/collection/completion";
import { CountsEditor } from "@/components/collection/counts-editor";
import { ImportPanel } from "@/components/collection/import-panel";
import { SignInPrompt } from "@/components/collection/sign-in-prompt";
import { ProxyDownload } from "@/components/proxies/proxy-download";
import { allRulesets } from "@/lib/games";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("collection"))("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function single(params: Record<string, string | string[] | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : Array.isArray(v) && v[0] ? [[k, v[0]]] : [])));
}

export default async function CollectionPage({ searchParams }: Props) {
  const raw = single(await searchParams);
  const user = await sessionUser();
  const t = await getTranslations("collection");
  const locale = await getLocale();
  if (!user) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <SignInPrompt what="collection" returnTo="/collection" />
      </div>
    );
  }
  const query = browseQuerySchema.parse(raw);
  const page = await browseCollection(user.id, query);
  const params = Object.fromEntries(Object.entries(raw).filter(([k]) => k !== "page"));

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <a href="/api/v1/collection.csv" download className="text-sm">
          {t("exportCsv")}
        </a>
      </header>
      <CompletionTable games={page.completion} />
      <section aria-labelledby="proxies-heading" className="space-y-2">
        <h2 id="proxies-heading" className="text-lg font-semibold">
          {t("wantedProxies")}
        </h2>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {allRulesets().map((r) => (
            <li key={r.slug}>
              <ProxyDownload
                href={`/api/v1/collection/proxies.pdf?game=${r.slug}&list=wanted&paper=a4`}
                label={t("a4", { game: r.title })}
                fileName={`${r.slug}-wanted-proxies.pdf`}
              />
            </li>
          ))}
        </ul>
      </section>
      <ImportPanel />
      <section aria-labelledby="cards-heading" className="space-y-3">
        <h2 id="cards-heading" className="text-lg font-semibold">
          {t("cards")}
        </h2>
        <CollectionFilters query={query} sets={page.options.sets} types={page.options.types} />
        <p className="text-sm text-stone-600" role="status">
          {t("count", { count: page.total })}
        </p>
        <ul className="divide-y divide-stone-200 rounded border border-stone-300 bg-white" aria-label={t("collectionCards")}>
          {page.cards.map((card) => {
            const shown = localName(card, locale);
            const others = [["en", card.name] as const, ...Object.entries(card.names)].filter(([, n]) => n !== shown);
            return (
              <li key={`${card.game}/${card.code}`} data-card={card.code} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2">
                <Link href={`/cards/${card.game}/${card.code}`} className="font-medium">
                  {shown}
                </Link>
                {others.map(([lang, name]) => (
                  <span key={lang} lang={lang} className="text-sm text-stone-600">
                    {name}
                  </span>
                ))}
                <span className="rounded bg-stone-100 px-1.5 text-xs text-stone-700">{card.type}</span>
                <span className="text-xs text-stone-600">{card.setName}</span>
                <span className="ml-auto">
                  <CountsEditor
                    key={`${card.owned}/${card.wanted}/${card.forTrade}`}
                    game={card.game}
                    code={card.code}
                    name={card.name}
                    initial={{ owned: card.owned, wanted: card.wanted, forTrade: card.forTrade }}
                  />
                </span>
              </li>
            );
          })}
          {page.cards.length === 0 && <li className="p-4 text-stone-600">{t("noMatch")}</li>}
        </ul>
        <Pagination page={page.page} pageSize={page.pageSize} total={page.total} params={params} />
      </section>
    </div>
  );
}
