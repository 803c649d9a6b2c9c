import Link from "next/link";
import { notFound } from "next/navigation";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { sessionUser } from "@/lib/auth/session";
import { DomainError } from "@/lib/errors";
import { deckIdSchema } from "@/lib/decks/input";
import { deckLacks, type DeckLacks } from "@/lib/collection/lacks";
import { AddToWantedButton } from "@/components/collection/add-to-wanted";
import { SignInPrompt } from "@/components/collection/sign-in-prompt";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("deckPages"))("lacksTitle") };
}

type Props = { params: Promise<{ id: string }> };

async function lacksOrNotFound(viewerId: string, id: string): Promise<DeckLacks> {
  if (!deckIdSchema.safeParse(id).success) notFound();
  try {
    return await deckLacks(viewerId, id);
  } catch (err) {
    if (err instanceof DomainError && err.kind === "not-found") notFound();
    throw err;
  }
}

/** What a deck lacks against the viewer's collection, card by card; add it to the wanted list or print proxies of it. */
export default async function DeckLacksPage({ params }: Props) {
  const { id } = await params;
  const user = await sessionUser();
  const t = await getTranslations("deckPages");
  if (!user) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t("lacksHeading")}</h1>
        <SignInPrompt what="lacks" returnTo={`/decks/${id}/lacks`} />
      </div>
    );
  }
  const lacks = await lacksOrNotFound(user.id, id);
  const deckHref = `/decks/${encodeURIComponent(lacks.deck.id)}`;
  const proxies = (paper: string) => `/api/v1/decks/${encodeURIComponent(lacks.deck.id)}/proxies.pdf?only=missing&paper=${paper}`;

  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link href={deckHref}>← {lacks.deck.name}</Link>
        {!lacks.deck.mine && <span className="text-stone-600"> {t("by", { owner: lacks.deck.owner })}</span>}
      </p>
      <h1 className="text-2xl font-bold">{t("lacksOf", { name: lacks.deck.name })}</h1>
      <p role="status" className="text-stone-700" data-lacking-cards={lacks.cards.length}>
        {lacks.cards.length === 0
          ? t("holdsEvery", { needed: lacks.needed })
          : t("lacking", { cards: lacks.cards.length, lacking: lacks.lacking, needed: lacks.needed })}
      </p>
      {lacks.listError && (
        <p className="text-sm text-amber-800">
          {lacks.listError} {t("byCode")}
        </p>
      )}
      {lacks.cards.length > 0 && (
        <>
          <table className="w-full max-w-3xl text-left text-sm" aria-label={t("lackingCards")}>
            <thead className="text-stone-600">
              <tr>
                <th className="py-1 font-normal">{t("card")}</th>
                <th className="py-1 text-right font-normal">{t("needed")}</th>
                <th className="py-1 text-right font-normal">{t("owned")}</th>
                <th className="py-1 text-right font-normal">{t("lackingColumn")}</th>
                <th className="py-1 text-right font-normal">{t("wanted")}</th>
              </tr>
            </thead>
            <tbody>
              {lacks.cards.map((c) => (
                <tr key={c.code} data-card={c.code} className="border-t border-stone-200">
                  <td className="py-1">
                    <Link href={`/cards/${lacks.deck.game}/${c.code}`}>{c.name}</Link>
                  </td>
                  <td className="py-1 text-right tabular-nums">{c.needed}</td>
                  <td className="py-1 text-right tabular-nums">{c.owned}</td>
                  <td className="py-1 text-right font-medium tabular-nums">{c.lacking}</td>
                  <td className="py-1 text-right tabular-nums">{c.wanted}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="flex flex-wrap items-center gap-4">
            <AddToWantedButton deckId={lacks.deck.id} cards={lacks.cards.length} />
            <a href={proxies("a4")} className="text-sm">
              {t("printLacking")}
            </a>
            <a href={proxies("letter")} className="text-sm">
              {t("letter")}
            </a>
          </div>
          <p className="text-xs text-stone-600">{t("wantedHint")}</p>
        </>
      )}
      <p className="text-sm">
        <Link href="/collection">{t("myCollection")}</Link>
      </p>
    </div>
  );
}
