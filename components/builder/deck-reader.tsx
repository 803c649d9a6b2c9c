"use client";

import { useTranslations } from "next-intl";
import type { Validation } from "@/lib/games/types";
import type { BuilderSetup, CardInfo, OriginLink } from "@/lib/decks/builder";
import type { DeckJson } from "./api";
import { CopyButton } from "./copy-button";
import { DeckLinks, OriginNote } from "./deck-links";
import { DeckPane } from "./deck-pane";
import { useLayout } from "./games";
import { LegalBadge } from "./ui";
import { ValidationSummary } from "./validation-summary";

/** Someone else's public or unlisted deck, read-only: validation, stats, the list, "Copy to my decks". */
export function DeckReader({
  setup,
  deck,
  cards,
  origin,
  signedIn,
}: {
  setup: BuilderSetup;
  deck: DeckJson;
  cards: CardInfo[];
  origin: OriginLink | null;
  signedIn: boolean;
}) {
  const t = useTranslations("builder");
  const tAll = useTranslations();
  const layout = useLayout(setup.game);
  const map = Object.fromEntries(cards.map((c) => [c.code, c]));
  const lines = deck.entries.map((e) => ({ section: e.section, code: e.code, quantity: e.quantity }));
  const validation: Validation | null = deck.validation;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-2xl font-bold">{deck.name}</h1>
        <LegalBadge legal={validation ? validation.legal : false} busy={false} />
        <span className="text-sm text-stone-700" data-testid="deck-counter">
          {layout.counter(lines, map, deck.headers, tAll)}
        </span>
      </div>
      <p className="text-sm text-stone-700">
        {t.rich(`games.${setup.game}.byline`, { owner: deck.owner, b: (chunks) => <span className="font-medium">{chunks}</span> })} ·{" "}
        {t(`visibility.${deck.visibility}`)} · {t("version", { version: deck.version })}
        {deck.copyCount > 0 ? ` · ${t("copied", { count: deck.copyCount })}` : ""}
      </p>
      <OriginNote origin={origin} />
      <CopyButton id={deck.id} signedIn={signedIn} />
      {deck.listError && (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
          {deck.listError.message}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,6fr)_minmax(0,4fr)]">
        <DeckPane setup={setup} layout={layout} headers={deck.headers} lines={lines} cards={map} validation={validation} editable={false} />
        <div className="space-y-4">
          <ValidationSummary validation={validation} problems={[]} cards={map} />
          <section aria-labelledby="list-heading" className="space-y-1">
            <h2 id="list-heading" className="font-semibold">
              {t("listAsText")}
            </h2>
            <pre className="max-h-[32rem] overflow-auto rounded border border-stone-300 bg-white p-2 text-xs" data-testid="deck-text">
              {deck.list}
            </pre>
          </section>
          <DeckLinks id={deck.id} name={deck.name} />
        </div>
      </div>
    </div>
  );
}
