import type { Metadata } from "next";
import { HiddenNotice } from "@/components/moderation/hidden-notice";
import { ownerNotice } from "@/lib/moderation/notice";
import { ReportButton } from "@/components/moderation/report-button";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { rulesetFor } from "@/lib/games";
import { sessionUser } from "@/lib/auth/session";
import { DomainError } from "@/lib/errors";
import { setIdSchema } from "@/lib/sets/input";
import { getSet, type SetView } from "@/lib/sets/service";
import { CardsTable } from "@/components/sets/cards-table";
import { RemixButton } from "@/components/sets/remix-button";
import { SetEditor } from "@/components/sets/set-editor";
import { SetHistory } from "@/components/sets/set-history";
import { ShownSetVersion } from "@/components/sets/shown-version";
import { signInHref } from "@/components/ui/sign-in-href";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("sets"))("setPage.title") };
}

type Props = { params: Promise<{ id: string }> };

/** A player-made set: the editor for its owner; read-only (with Remix) for anyone else when unlisted or public; 404 otherwise. */
export default async function SetPage({ params }: Props) {
  const parsed = setIdSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  const user = await sessionUser();
  let set: SetView;
  try {
    set = await getSet(user?.id ?? null, parsed.data);
  } catch (err) {
    if (err instanceof DomainError && err.kind === "not-found") notFound();
    throw err;
  }
  const t = await getTranslations("sets");
  const visibility =
    set.visibility === "public"
      ? t("table.visibilities.public")
      : set.visibility === "unlisted"
        ? t("table.visibilities.unlisted")
        : t("table.visibilities.private");
  return (
    <div className="space-y-5">
      <HiddenNotice held={(await ownerNotice("set", set.id, set.mine)).moderation} />
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{set.name}</h1>
        <p className="text-sm text-stone-700">
          {t.rich("setPage.byline", {
            game: rulesetFor(set.game).title,
            code: set.code,
            mono: (chunks) => <span className="font-mono">{chunks}</span>,
            owner: set.owner,
            count: set.cardCount,
            visibility,
            version: set.version,
          })}
          {set.status ? ` · ${set.status}` : ""}
        </p>
        {set.remixedFrom && (
          <p className="text-sm">
            {t.rich("setPage.remixedFrom", {
              name: set.remixedFrom.name,
              owner: set.remixedFrom.owner,
              link: (chunks) => (
                <Link href={`/sets/${set.remixedFrom?.id}`} className="underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
        <p className="text-sm">
          <Link href={`/decks/new?game=${set.game}&sets=${set.id}`} className="underline">
            {t("setPage.buildDeck")}
          </Link>
          {set.mine && (
            <>
              {" · "}
              <Link href={`/sets/${set.id}/design`} className="underline">
                {(await getTranslations("designer"))("designCards")}
              </Link>
            </>
          )}
        </p>
      </div>
      <ShownSetVersion initial={set.version}>
        {set.mine ? (
          <SetEditor set={set} />
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-3">
              {user ? <RemixButton setId={set.id} /> : <Link href={signInHref(`/sets/${set.id}`)}>{t("setPage.signInToRemix")}</Link>}
              <a href={`/api/v1/sets/${set.id}/export`} download className="inline-flex min-h-8 items-center rounded border border-stone-500 px-3 py-1 text-sm">
                {t("setPage.export")}
              </a>
            </div>
            <section aria-labelledby="cards-heading" className="space-y-2">
              <h2 id="cards-heading" className="text-xl font-semibold">
                {t("setPage.cards", { count: set.cards.length })}
              </h2>
              <CardsTable game={set.game} cards={set.cards} drafts={set.drafts} />
            </section>
            {set.civilizations && set.civilizations.length > 0 && (
              <section aria-labelledby="civ-heading">
                <h2 id="civ-heading" className="text-xl font-semibold">
                  {t("setPage.civilizations")}
                </h2>
                <ul className="list-disc pl-5 text-sm">
                  {set.civilizations.map((c) => (
                    <li key={c.code}>
                      {c.name} (<span className="font-mono">{c.code}</span>){c.color ? `, ${c.color}` : ""}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
        <SetHistory setId={set.id} mine={set.mine} />
      </ShownSetVersion>
      {user && !set.mine && <ReportButton kind="set" id={set.id} />}
    </div>
  );
}
