import Link from "next/link";
import { notFound } from "next/navigation";
import type { Metadata } from "next";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { sessionUser } from "@/lib/auth/session";
import { DomainError } from "@/lib/errors";
import { type Binder, myBinder, publicBinder, withNames } from "@/lib/trade/binders";
import { getOffer, type OfferView } from "@/lib/trade/offers";
import { TradeCardList } from "@/components/trade/card-list";
import { OfferActions } from "@/components/trade/offer-actions";
import { OfferForm } from "@/components/trade/offer-form";
import { offerOptions } from "@/components/trade/offer-options";
import { StatusBadge } from "@/components/trade/offer-row";
import { TradeSignIn } from "../../sign-in";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("trade"))("offerPage.title") };
}

type Props = { params: Promise<{ id: string }> };

async function readable<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof DomainError && err.kind === "not-found") return null;
    throw err;
  }
}

/** One offer, seen by one of its two parties: what each gives, its history, and the answers open to the reader. */
export default async function OfferPage({ params }: Props) {
  const { id } = await params;
  const user = await sessionUser();
  const t = await getTranslations("trade");
  if (!user) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t("offerPage.title")}</h1>
        <TradeSignIn returnTo={`/trade/offers/${encodeURIComponent(id)}`} />
      </div>
    );
  }
  const offer: OfferView | null = /^[a-z0-9]{10,40}$/.test(id) ? await readable(() => getOffer(user.id, id)) : null;
  if (!offer) notFound();
  const format = await getFormatter();
  const locale = await getLocale();
  const sent = offer.direction === "sent";
  const partner = sent ? offer.to : offer.from;
  const iGive = await withNames(sent ? offer.give : offer.get);
  const iGet = await withNames(sent ? offer.get : offer.give);
  const when = (at: string) => format.dateTime(new Date(at), { dateStyle: "medium", timeStyle: "short" });
  const open = offer.status === "open";

  let counter: { give: ReturnType<typeof offerOptions>; get: ReturnType<typeof offerOptions> } | null = null;
  if (open && !sent) {
    const [mine, theirs] = await Promise.all([myBinder(user.id), readable<Binder>(() => publicBinder(user.id, partner))]);
    counter = {
      give: offerOptions(await withNames(mine.forTrade), offer.get, locale),
      get: offerOptions(await withNames(theirs?.forTrade ?? []), offer.give, locale),
    };
  }

  return (
    <article className="space-y-6">
      <p className="text-sm">
        <Link href="/trade">← {t("title")}</Link>
      </p>
      <header className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold">{sent ? t("offers.to", { username: offer.to }) : t("offers.from", { username: offer.from })}</h1>
        <StatusBadge status={offer.status} label={t("statusName", { status: offer.status })} />
      </header>
      <p className="text-sm text-stone-700">
        {t("offerPage.made", { date: when(offer.createdAt) })}
        {open && <> · {t("offerPage.expires", { date: when(offer.expiresAt) })}</>}
      </p>
      {offer.counterOf && (
        <p className="text-sm">
          <Link href={`/trade/offers/${offer.counterOf}`}>{t("offerPage.counterOf")}</Link>
        </p>
      )}
      {offer.counteredBy && (
        <p className="text-sm">
          <Link href={`/trade/offers/${offer.counteredBy}`}>{t("offerPage.counteredBy")}</Link>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="give-heading" className="space-y-2 rounded border border-stone-300 bg-white p-3">
          <h2 id="give-heading" className="font-semibold">
            {t("offerPage.youGive", { username: partner })}
          </h2>
          <TradeCardList cards={iGive} label={t("offerPage.youGive", { username: partner })} empty={t("offerPage.nothing")} />
        </section>
        <section aria-labelledby="get-heading" className="space-y-2 rounded border border-stone-300 bg-white p-3">
          <h2 id="get-heading" className="font-semibold">
            {t("offerPage.youGet", { username: partner })}
          </h2>
          <TradeCardList cards={iGet} label={t("offerPage.youGet", { username: partner })} empty={t("offerPage.nothing")} />
        </section>
      </div>
      {open && <OfferActions offerId={offer.id} role={sent ? "sender" : "recipient"} />}
      {open && !sent && <p className="text-sm text-stone-700">{t("offerPage.acceptExplain")}</p>}
      {counter && (
        <details className="rounded border border-stone-300 bg-stone-50 p-3">
          <summary className="cursor-pointer font-medium">{t("offerPage.counter")}</summary>
          <div className="mt-3">
            <OfferForm target={{ kind: "counter", offerId: offer.id }} partner={partner} give={counter.give} get={counter.get} />
          </div>
        </details>
      )}
      <section aria-labelledby="history-heading" className="space-y-2">
        <h2 id="history-heading" className="text-lg font-semibold">
          {t("offerPage.history")}
        </h2>
        <ol className="space-y-1 text-sm">
          {offer.history.map((h) => (
            <li key={`${h.action}-${h.at}`}>
              <span className="text-stone-600">{when(h.at)}</span> · {t("historyEntry", { action: h.action, by: h.by ?? "" })}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
