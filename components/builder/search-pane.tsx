"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { localFilters } from "@/components/catalog/local-filters";
import { Pagination } from "@/components/ui/pagination";
import type { BuilderSetup, CardInfo, DraftLine } from "@/lib/decks/builder";
import type { CardMap } from "./draft";
import type { GameLayout } from "./layout";
import { SearchFilters } from "./search-filters";
import { infoOf, SearchRow } from "./search-row";
import { useCardSearch } from "./use-card-search";

/**
 * The catalog search beside the deck: the same search and filters as the catalog page
 * (GET /api/v1/cards), each result with its count in the deck and − / + buttons.
 */
export function SearchPane({
  setup,
  layout,
  lines,
  cards,
  headers,
  onChange,
  onHeader,
  onSeen,
}: {
  setup: BuilderSetup;
  layout: GameLayout;
  lines: DraftLine[];
  cards: CardMap;
  headers: Record<string, string>;
  onChange: (card: CardInfo, delta: number) => void;
  onHeader: (key: string, value: string, card: CardInfo) => void;
  onSeen: (cards: CardInfo[]) => void;
}) {
  const t = useTranslations("builder");
  const tOffline = useTranslations("offline");
  const tAll = useTranslations();
  const filters = localFilters(setup.filters, setup.game, tAll);
  const [q, setQ] = useState("");
  const [values, setValues] = useState<Record<string, string>>({});
  // A player-made set the list names (its `sets:` header) is searched too, even when it is not mine (CONTRACTS §6).
  const { result, shownQuery, busy, error, onDevice, run } = useCardSearch(setup, headers.sets?.split(",")[0]?.trim(), (found) =>
    onSeen(found.cards.map(infoOf)),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(1, q, values);
  }

  return (
    <section aria-labelledby="search-heading" className="space-y-3">
      <h2 id="search-heading" className="text-lg font-semibold">
        {t("findCards")}
      </h2>
      <search aria-label={t("searchCards")}>
        <form onSubmit={submit} className="space-y-2 rounded border border-stone-300 bg-white p-3">
          <label htmlFor="builder-q" className="flex flex-col text-sm">
            <span className="font-medium">{t("cardNameAnyLanguage")}</span>
            <input
              id="builder-q"
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              maxLength={200}
              className="rounded border border-stone-400 px-2 py-1"
              placeholder={t("searchPlaceholder")}
            />
          </label>
          <SearchFilters filters={filters} values={values} set={(key, value) => setValues((v) => ({ ...v, [key]: value }))} />
          <button type="submit" className="rounded bg-stone-900 px-4 py-1.5 text-sm font-medium text-white">
            {t("search")}
          </button>
        </form>
      </search>
      <p className="text-sm text-stone-600" role="status" aria-live="polite">
        {error ??
          (busy && !result
            ? t("searching")
            : result
              ? onDevice
                ? tOffline("searchedOnDevice", { count: result.total, q: result.q })
                : t("resultCount", { count: result.total, busy: busy ? "yes" : "no" })
              : "")}
      </p>
      <ul
        aria-label={t("searchResults")}
        aria-busy={busy}
        data-query={shownQuery ?? undefined}
        className="max-h-[80vh] divide-y divide-stone-200 overflow-y-auto rounded border border-stone-300 bg-white"
      >
        {result?.cards.map((summary) => (
          <SearchRow
            key={summary.code}
            summary={summary}
            setup={setup}
            layout={layout}
            filters={filters}
            lines={lines}
            cards={cards}
            headers={headers}
            onChange={onChange}
            onHeader={onHeader}
          />
        ))}
        {result && result.cards.length === 0 && <li className="p-3 text-sm text-stone-600">{t("noMatch")}</li>}
      </ul>
      {result && (
        <Pagination page={result.page} pageSize={result.pageSize} total={result.total} label={t("resultPages")} onPage={(p) => void run(p, result.q, values)} />
      )}
    </section>
  );
}
