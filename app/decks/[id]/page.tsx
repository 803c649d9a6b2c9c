import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { sessionUser } from "@/lib/auth/session";
import { DomainError } from "@/lib/services/errors";
import { deckPage } from "@/lib/services/builder";
import { deckIdSchema } from "@/lib/services/deck-input";
import { LazyBuilder as Builder } from "@/components/builder/lazy-builder";
import { withoutNameHeader } from "@/components/builder/draft";
import { DeckReader } from "@/components/builder/deck-reader";
import { SetChanges } from "@/components/builder/set-changes";
import { checkDraftAction } from "../actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Deck" };

type Props = { params: Promise<{ id: string }> };

/** A deck: the builder for its owner; a read-only view for anyone else when it is public or unlisted. */
export default async function DeckPage({ params }: Props) {
  const parsed = deckIdSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  const user = await sessionUser();
  let data: Awaited<ReturnType<typeof deckPage>>;
  try {
    data = await deckPage(user?.id ?? null, parsed.data);
  } catch (err) {
    if (err instanceof DomainError && err.kind === "not-found") notFound();
    throw err;
  }
  const { deck, cards, origin, setup } = data;
  const setChanges = <SetChanges deckId={deck.id} changes={deck.setChanges} mine={deck.mine} />;
  if (!deck.mine) {
    return (
      <>
        {setChanges}
        <DeckReader setup={setup} deck={deck} cards={cards} origin={origin} signedIn={user !== null} />
      </>
    );
  }
  return (
    <>
      <h1 className="sr-only">{deck.name}</h1>
      {setChanges}
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
          validation: deck.validation,
          text: withoutNameHeader(deck.list),
          problems: deck.listError ? [{ code: deck.listError.code, message: deck.listError.message, suggestions: [] }] : [],
          origin,
        }}
      />
    </>
  );
}
