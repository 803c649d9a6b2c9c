import Link from "next/link";
import type { Metadata } from "next";
import { sessionUser } from "@/lib/auth/session";
import { browseQuerySchema } from "@/lib/collection/browse-query";
import { browseCollection } from "@/lib/services/collection";
import { Pagination } from "@/components/catalog/pagination";
import { CollectionFilters } from "@/components/collection/collection-filters";
import { CompletionTable } from "@/components/collection/completion";
import { CountsEditor } from "@/components/collection/counts-editor";
import { ImportPanel } from "@/components/collection/import-panel";
import { SignInPrompt } from "@/components/collection/sign-in-prompt";
import { ProxyDownload } from "@/components/proxies/proxy-download";
import { allRulesets } from "@/lib/games";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "My collection" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function single(params: Record<string, string | string[] | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : Array.isArray(v) && v[0] ? [[k, v[0]]] : [])));
}

export default async function CollectionPage({ searchParams }: Props) {
  const raw = single(await searchParams);
  const user = await sessionUser();
  if (!user) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">My collection</h1>
        <SignInPrompt what="your collection" returnTo="/collection" />
      </div>
    );
  }
  const query = browseQuerySchema.parse(raw);
  const page = await browseCollection(user.id, query);
  const params = Object.fromEntries(Object.entries(raw).filter(([k]) => k !== "page"));

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold">My collection</h1>
        <a href="/api/v1/collection.csv" download className="text-sm">
          Export CSV
        </a>
      </header>
      <CompletionTable games={page.completion} />
      <section aria-labelledby="proxies-heading" className="space-y-2">
        <h2 id="proxies-heading" className="text-lg font-semibold">
          Proxies of my wanted cards
        </h2>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {allRulesets().map((r) => (
            <li key={r.slug}>
              <ProxyDownload
                href={`/api/v1/collection/proxies.pdf?game=${r.slug}&list=wanted&paper=a4`}
                label={`${r.title} (A4 PDF)`}
                fileName={`${r.slug}-wanted-proxies.pdf`}
              />
            </li>
          ))}
        </ul>
      </section>
      <ImportPanel />
      <section aria-labelledby="cards-heading" className="space-y-3">
        <h2 id="cards-heading" className="text-lg font-semibold">
          Cards
        </h2>
        <CollectionFilters query={query} sets={page.options.sets} types={page.options.types} />
        <p className="text-sm text-stone-600" role="status">
          {page.total} {page.total === 1 ? "card" : "cards"}
        </p>
        <ul className="divide-y divide-stone-200 rounded border border-stone-300 bg-white" aria-label="Collection cards">
          {page.cards.map((card) => {
            const others = Object.entries(card.names).filter(([, n]) => n !== card.name);
            return (
              <li key={`${card.game}/${card.code}`} data-card={card.code} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2">
                <Link href={`/cards/${card.game}/${card.code}`} className="font-medium">
                  {card.name}
                </Link>
                {others.map(([locale, name]) => (
                  <span key={locale} lang={locale} className="text-sm text-stone-600">
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
          {page.cards.length === 0 && <li className="p-4 text-stone-600">No card matches these filters.</li>}
        </ul>
        <Pagination page={page.page} pageSize={page.pageSize} total={page.total} params={params} />
      </section>
    </div>
  );
}
