import Link from "next/link";
import { HiddenNotice } from "@/components/moderation/hidden-notice";
import { ownerNotice } from "@/lib/moderation/notice";
import { ReportButton } from "@/components/moderation/report-button";
import { notFound } from "next/navigation";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { sessionUser } from "@/lib/auth/session";
import { DomainError } from "@/lib/errors";
import { type Binder, blockedPlayers, myBinder, publicBinder, withNames } from "@/lib/trade/binders";
import { BlockButton } from "@/components/trade/block-button";
import { TradeCardList } from "@/components/trade/card-list";
import { OfferForm } from "@/components/trade/offer-form";
import { offerOptions, overlap } from "@/components/trade/offer-options";
import { SignInPrompt } from "@/components/ui/sign-in-prompt";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ username: string }> };

/** The URL's username, decoded when it is encoded (never an error for a stray `%`). */
function usernameParam(raw: string): string {
  try {
    return decodeURIComponent(raw).slice(0, 64);
  } catch {
    return raw.slice(0, 64);
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { username } = await params;
  return { title: (await getTranslations("trade"))("binderPage.title", { username: usernameParam(username) }) };
}

/** A public binder: what the player has for trade and wants, and the form to propose a trade (prefilled with the match). */
export default async function BinderPage({ params }: Props) {
  const username = usernameParam((await params).username);
  const user = await sessionUser();
  const t = await getTranslations("trade");
  if (!user) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t("binderPage.title", { username })}</h1>
        <SignInPrompt message="trade.signIn" returnTo={`/trade/${encodeURIComponent(username)}`} />
      </div>
    );
  }
  const mine = await myBinder(user.id);
  const own = mine.username.toLowerCase() === username.toLowerCase();
  let binder: Binder | null = own ? mine : null;
  if (!own) {
    try {
      binder = await publicBinder(user.id, username);
    } catch (err) {
      if (!(err instanceof DomainError) || err.kind !== "not-found") throw err;
    }
  }
  if (!binder) notFound();
  const locale = await getLocale();
  const [forTrade, wanted] = await Promise.all([withNames(binder.forTrade), withNames(binder.wanted)]);
  const blocked = own ? false : (await blockedPlayers(user.id)).includes(binder.username);
  const giveOptions = offerOptions(await withNames(mine.forTrade), overlap(mine.forTrade, binder.wanted), locale);
  const getOptions = offerOptions(forTrade, overlap(binder.forTrade, mine.wanted), locale);

  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link href="/trade">← {t("title")}</Link>
      </p>
      <h1 className="text-2xl font-bold">{t("binderPage.title", { username: binder.username })}</h1>
      <HiddenNotice held={(await ownerNotice("binder", user.id, own)).moderation} />
      {own && <p className="rounded border border-stone-300 bg-stone-50 p-3 text-sm">{mine.public ? t("binderPage.ownPublic") : t("binderPage.ownPrivate")}</p>}
      {!own && (
        <div className="flex flex-wrap gap-3">
          <ReportButton kind="binder" id={binder.username} />
          <ReportButton kind="user" id={binder.username} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="for-trade-heading" className="space-y-2 rounded border border-stone-300 bg-white p-3">
          <h2 id="for-trade-heading" className="text-lg font-semibold">
            {t("binderPage.forTrade")}
          </h2>
          <TradeCardList cards={forTrade} label={t("binderPage.forTrade")} empty={t("binderPage.empty")} />
        </section>
        <section aria-labelledby="wanted-heading" className="space-y-2 rounded border border-stone-300 bg-white p-3">
          <h2 id="wanted-heading" className="text-lg font-semibold">
            {t("binderPage.wanted")}
          </h2>
          <TradeCardList cards={wanted} label={t("binderPage.wanted")} empty={t("binderPage.empty")} />
        </section>
      </div>
      {!own && (
        <>
          <section id="offer" aria-labelledby="offer-heading" className="space-y-2">
            <h2 id="offer-heading" className="text-lg font-semibold">
              {t("binderPage.propose", { username: binder.username })}
            </h2>
            <p className="text-sm text-stone-700">{t("binderPage.proposeExplain", { username: binder.username })}</p>
            <OfferForm target={{ kind: "new", to: binder.username }} partner={binder.username} give={giveOptions} get={getOptions} />
          </section>
          <section aria-label={t("block.heading")}>
            <BlockButton username={binder.username} blocked={blocked} />
          </section>
        </>
      )}
    </div>
  );
}
