import type { Metadata } from "next";
import { headers } from "next/headers";
import { cache } from "react";
import { rulesetFor } from "@/lib/games";
import { notFound } from "next/navigation";
import { sessionUser } from "@/lib/auth/session";
import { DomainError } from "@/lib/errors";
import { deckPage, problemOf } from "@/lib/decks/builder";
import { deckIdSchema } from "@/lib/decks/input";
import { LazyBuilder as Builder } from "@/components/builder/lazy-builder";
import { withoutNameHeader } from "@/components/builder/draft";
import { DeckReader } from "@/components/builder/deck-reader";
import { SetChanges } from "@/components/builder/set-changes";
import { DeckCatalogChanges } from "@/components/catalog-changes/deck-catalog-changes";
import { markDeckChangesSeen } from "@/lib/decks/service";
import { DeckMaps } from "@/components/maps/deck-maps";
import { checkDraftAction } from "../actions";
import { getLocale, getTranslations } from "next-intl/server";
import { DeckPictures } from "@/components/faces/deck-pictures";
import { ViewToggle } from "@/components/faces/view-toggle";
import { isLocale } from "@/i18n/locales";
import { localizeValidation } from "@/lib/decks/validation-text";
import { publicOrigin } from "@/lib/http/public-origin";
import { playLinks } from "@/lib/game-clients/play-links";
import { PlayOnline } from "@/components/play-online/play-online";

import { HiddenNotice } from "@/components/moderation/hidden-notice";
import { ownerNotice } from "@/lib/moderation/notice";
import { ReportButton } from "@/components/moderation/report-button";

export const dynamic = "force-dynamic";

// The metadata and the page read the same deck: once per request.
const pageData = cache(deckPage);

/**
 * The deck's title, and for a public or unlisted deck its share picture (og:image,
 * twitter:image; docs/faces.md). A private deck names no picture.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const parsed = deckIdSchema.safeParse((await params).id);
  if (!parsed.success) return { title: "Deck" };
  const user = await sessionUser();
  let deck: Awaited<ReturnType<typeof deckPage>>["deck"];
  try {
    deck = (await pageData(user?.id ?? null, parsed.data)).deck;
  } catch {
    return { title: "Deck" };
  }
  if (deck.visibility === "private") return { title: deck.name };
  const locale = await getLocale();
  const tf = await getTranslations("faces");
  const game = rulesetFor(deck.game).title;
  const image = {
    url: `${publicOrigin(await headers())}/api/v1/decks/${deck.id}/share.png?locale=${isLocale(locale) ? locale : "en"}`,
    width: 1200,
    height: 630,
    alt: tf("shareAlt", { deck: deck.name, game }),
    type: "image/png",
  };
  return {
    title: deck.name,
    openGraph: { title: deck.name, description: `${game} · ${deck.owner}`, type: "website", images: [image] },
    twitter: { card: "summary_large_image", title: deck.name, images: [image] },
  };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A deck: the builder for its owner; a read-only view for anyone else when it is public or unlisted. */
export default async function DeckPage({ params, searchParams }: Props) {
  const parsed = deckIdSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  const user = await sessionUser();
  let data: Awaited<ReturnType<typeof deckPage>>;
  try {
    data = await pageData(user?.id ?? null, parsed.data);
  } catch (err) {
    if (err instanceof DomainError && err.kind === "not-found") notFound();
    throw err;
  }
  const { deck, cards, origin, setup } = data;
  const locale = await getLocale();
  const validation = deck.validation && isLocale(locale) ? localizeValidation(deck.validation, locale) : deck.validation;
  // The owner has now seen the catalog's changes to the deck (the header's badge stops counting it).
  if (deck.mine && user && deck.changedSince.length > 0) await markDeckChangesSeen(user.id, deck.id);
  const localNames = Object.fromEntries(
    cards.flatMap((c) => {
      const local = (c.data.names as Record<string, string> | undefined)?.[locale];
      return local ? [[c.code, local]] : [];
    }),
  );
  const setChanges = (
    <>
      <HiddenNotice held={(await ownerNotice("deck", deck.id, deck.mine)).moderation} />
      <DeckCatalogChanges
        deckId={deck.id}
        game={deck.game}
        version={deck.version}
        changes={deck.changedSince}
        savedVersion={deck.catalogVersion}
        then={deck.savedCheck ? { legal: deck.savedCheck.validation.legal, errors: deck.savedCheck.validation.errors.length } : null}
        now={deck.validation ? { legal: deck.validation.legal, errors: deck.validation.errors.length } : null}
        mine={deck.mine}
        names={localNames}
      />
      <SetChanges deckId={deck.id} changes={deck.setChanges} mine={deck.mine} />
    </>
  );
  const maps = deck.game === "battle-for-eden" ? <DeckMaps deckId={deck.id} viewerId={user?.id ?? null} mine={deck.mine} /> : null;
  // ?view=visual: the deck as card faces (docs/faces.md); the list (the builder, or the reader) otherwise.
  const visual = (await searchParams).view === "visual";
  const tf = await getTranslations("faces");
  const toggle = <ViewToggle params={visual ? { view: "visual" } : {}} current={visual ? "grid" : "list"} grid="visual" label={tf("deckViewLabel")} />;
  if (visual) {
    return (
      <>
        {setChanges}
        <DeckPictures
          game={deck.game}
          name={deck.name}
          legal={validation ? validation.legal : false}
          headers={deck.headers}
          lines={deck.entries.map((e) => ({ section: e.section, code: e.code, quantity: e.quantity }))}
          cards={cards}
          toggle={toggle}
        />
      </>
    );
  }
  const toggleRow = <div className="mb-3 flex justify-end">{toggle}</div>;
  // "Play online" (docs/play-online.md): the game clients' downloads, signed for a private deck's owner.
  const playOnline = deck.listError ? null : (
    <PlayOnline
      gameTitle={rulesetFor(deck.game).title}
      hash={deck.cockatriceHash}
      links={playLinks(deck, publicOrigin(await headers()), isLocale(locale) ? locale : "en")}
    />
  );
  if (!deck.mine) {
    return (
      <>
        {setChanges}
        {toggleRow}
        <DeckReader setup={setup} deck={{ ...deck, validation }} cards={cards} origin={origin} signedIn={user !== null} />
        {maps}
        {playOnline}

        {user && <ReportButton kind="deck" id={deck.id} />}
      </>
    );
  }
  return (
    <>
      <h1 className="sr-only">{deck.name}</h1>
      {setChanges}
      {toggleRow}
      <Builder
        key={`${deck.id}-${deck.version}`}
        setup={setup}
        check={checkDraftAction}
        initial={{
          id: deck.id,
          version: deck.version,
          draft: {
            name: deck.name,
            visibility: deck.visibility,
            headers: deck.headers,
            lines: deck.entries.map((e) => ({ section: e.section, code: e.code, quantity: e.quantity })),
          },
          cards,
          validation,
          text: withoutNameHeader(deck.list),
          problems: deck.listError ? [problemOf(deck.listError)] : [],
          origin,
        }}
      />
      {maps}
      {playOnline}
    </>
  );
}
