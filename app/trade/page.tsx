import Link from "next/link";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { sessionUser } from "@/lib/auth/session";
import { allRulesets, isGameSlug } from "@/lib/games";
import { blockedPlayers, matchesFor, myBinder, withNames } from "@/lib/trade/binders";
import { listOffers } from "@/lib/trade/offers";
import { BinderSwitch } from "@/components/trade/binder-switch";
import { BlockButton } from "@/components/trade/block-button";
import { TradeCardList } from "@/components/trade/card-list";
import { OfferRow } from "@/components/trade/offer-row";
import { TradeSignIn } from "./sign-in";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("trade"))("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The player's trade page: the binder switch, offers waiting and sent, matches per game, blocked players. */
export default async function TradePage({ searchParams }: Props) {
  const user = await sessionUser();
  const t = await getTranslations("trade");
  if (!user) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <TradeSignIn returnTo="/trade" />
      </div>
    );
  }
  const raw = (await searchParams).game;
  const game = typeof raw === "string" && isGameSlug(raw) ? raw : undefined;
  const [binder, offers, matches, blocked] = await Promise.all([myBinder(user.id), listOffers(user.id), matchesFor(user.id, game), blockedPlayers(user.id)]);
  const waiting = offers.filter((o) => o.status === "open" && o.direction === "received");
  const sent = offers.filter((o) => o.status === "open" && o.direction === "sent");
  const closed = offers.filter((o) => o.status !== "open");
  const named = await Promise.all(
    matches.map(async (m) => ({ username: m.username, theyHave: await withNames(m.theyHave), theyWant: await withNames(m.theyWant) })),
  );
  const count = (cards: { count: number }[]) => cards.reduce((n, c) => n + c.count, 0);

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">{t("title")}</h1>

      <section aria-labelledby="binder-heading" className="space-y-2 rounded border border-stone-300 bg-white p-3">
        <h2 id="binder-heading" className="text-lg font-semibold">
          {t("binder.heading")}
        </h2>
        <p className="text-sm text-stone-700">{t("binder.explain")}</p>
        <BinderSwitch initial={binder.public} />
        <p className="text-sm">
          {t("binder.counts", { forTrade: count(binder.forTrade), wanted: count(binder.wanted) })} <Link href="/collection">{t("binder.edit")}</Link>
          {binder.public && (
            <>
              {" · "}
              <Link href={`/trade/${encodeURIComponent(binder.username)}`}>{t("binder.view")}</Link>
            </>
          )}
        </p>
      </section>

      <section aria-labelledby="waiting-heading" className="space-y-2">
        <h2 id="waiting-heading" className="text-lg font-semibold">
          {t("offers.waiting", { count: waiting.length })}
        </h2>
        {waiting.length === 0 ? (
          <p className="text-sm text-stone-600">{t("offers.noneWaiting")}</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded border border-stone-300 bg-white" aria-labelledby="waiting-heading">
            {waiting.map((o) => (
              <OfferRow key={o.id} offer={o} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="sent-heading" className="space-y-2">
        <h2 id="sent-heading" className="text-lg font-semibold">
          {t("offers.sent", { count: sent.length })}
        </h2>
        {sent.length === 0 ? (
          <p className="text-sm text-stone-600">{t("offers.noneSent")}</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded border border-stone-300 bg-white" aria-labelledby="sent-heading">
            {sent.map((o) => (
              <OfferRow key={o.id} offer={o} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="matches-heading" className="space-y-3">
        <h2 id="matches-heading" className="text-lg font-semibold">
          {t("matches.heading")}
        </h2>
        <p className="text-sm text-stone-700">{t("matches.explain")}</p>
        <nav aria-label={t("matches.games")} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          <Link href="/trade" aria-current={game === undefined ? "page" : undefined} className={game === undefined ? "font-semibold" : ""}>
            {t("matches.allGames")}
          </Link>
          {allRulesets().map((r) => (
            <Link
              key={r.slug}
              href={`/trade?game=${r.slug}`}
              aria-current={game === r.slug ? "page" : undefined}
              className={game === r.slug ? "font-semibold" : ""}
            >
              {r.title}
            </Link>
          ))}
        </nav>
        {named.length === 0 ? (
          <p className="text-sm text-stone-600">{t("matches.none")}</p>
        ) : (
          <ul className="space-y-3" aria-labelledby="matches-heading">
            {named.map((m) => (
              <li key={m.username} data-match={m.username} className="space-y-2 rounded border border-stone-300 bg-white p-3">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <h3 className="font-semibold">
                    <Link href={`/trade/${encodeURIComponent(m.username)}`}>{m.username}</Link>
                  </h3>
                  <span className="text-sm text-stone-700">{t("matches.total", { count: count(m.theyHave) + count(m.theyWant) })}</span>
                  <Link href={`/trade/${encodeURIComponent(m.username)}#offer`} className="ml-auto text-sm font-medium">
                    {t("matches.makeOffer", { username: m.username })}
                  </Link>
                </div>
                <div className="grid gap-3 sm:grid-cols-2">
                  <div>
                    <h4 className="text-sm font-medium text-stone-700">{t("matches.theyHave")}</h4>
                    <TradeCardList cards={m.theyHave} label={t("matches.theyHaveOf", { username: m.username })} empty={t("matches.nothing")} />
                  </div>
                  <div>
                    <h4 className="text-sm font-medium text-stone-700">{t("matches.theyWant")}</h4>
                    <TradeCardList cards={m.theyWant} label={t("matches.theyWantOf", { username: m.username })} empty={t("matches.nothing")} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {closed.length > 0 && (
        <section aria-labelledby="history-heading" className="space-y-2">
          <h2 id="history-heading" className="text-lg font-semibold">
            {t("offers.closed")}
          </h2>
          <ul className="divide-y divide-stone-200 rounded border border-stone-300 bg-white" aria-labelledby="history-heading">
            {closed.map((o) => (
              <OfferRow key={o.id} offer={o} />
            ))}
          </ul>
        </section>
      )}

      {blocked.length > 0 && (
        <section aria-labelledby="blocked-heading" className="space-y-2">
          <h2 id="blocked-heading" className="text-lg font-semibold">
            {t("block.heading")}
          </h2>
          <ul className="space-y-2">
            {blocked.map((name) => (
              <li key={name} className="flex flex-wrap items-center gap-3">
                <span>{name}</span>
                <BlockButton username={name} blocked />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
