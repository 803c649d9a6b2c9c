"use client";

import { useLocale, useTranslations } from "next-intl";
import { FacePeek } from "@/components/faces/face-peek";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { CardSummary, SearchResult } from "@/lib/catalog/service";
import type { BuilderSetup, CardInfo, DraftLine } from "@/lib/decks/builder";
import { formatValue } from "@/components/catalog/format";
import { api } from "./api";
import { localName } from "./card-name";
import { localFilters } from "@/components/catalog/local-filters";
import { countOf, type CardMap } from "./draft";
import type { GameLayout } from "./layout";

function infoOf(card: CardSummary): CardInfo {
  return { code: card.code, name: card.name, type: card.type, data: { ...card.data, names: card.names }, ref: `[${card.code}]` };
}

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
  const tAll = useTranslations();
  const locale = useLocale();
  const filters = localFilters(setup.filters, setup.game, tAll);
  const [q, setQ] = useState("");
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<SearchResult | null>(null);
  // The query the shown results answer: a list of the previous query's cards is not this one's.
  const [shownQuery, setShownQuery] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);
  const onSeenRef = useRef(onSeen);
  onSeenRef.current = onSeen;
  // A player-made set the list names (its `sets:` header) is searched too, even when it is not mine (CONTRACTS §6).
  const setRef = useRef<string | undefined>(undefined);
  setRef.current = headers.sets?.split(",")[0]?.trim();

  const run = useCallback(
    async (page: number, query: string, filterValues: Record<string, string>) => {
      const params = new URLSearchParams({ game: setup.game, q: query, page: String(page) });
      for (const [k, v] of Object.entries(filterValues)) if (v.trim() !== "") params.set(k, v.trim());
      if (setRef.current && /^[A-Za-z0-9_-]{1,64}$/.test(setRef.current)) params.set("set", setRef.current);
      const mine = ++seq.current;
      setBusy(true);
      const res = await api<SearchResult>("GET", `/api/v1/cards?${params.toString()}`);
      if (mine !== seq.current) return;
      setBusy(false);
      if (!res.ok) {
        setError(res.error.message);
        return;
      }
      setError(null);
      setResult(res.data);
      setShownQuery(query);
      onSeenRef.current(res.data.cards.map(infoOf));
    },
    [setup.game],
  );

  useEffect(() => {
    void run(1, "", {});
  }, [run]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(1, q, values);
  }

  const set = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

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
          <div className="flex flex-wrap gap-2">
            {filters.map((f) =>
              f.kind === "range" ? (
                <fieldset key={f.key} className="text-sm">
                  <legend className="font-medium">{f.label}</legend>
                  <div className="flex items-center gap-1">
                    <input
                      aria-label={t("rangeFrom", { label: f.label })}
                      type="number"
                      value={values[`${f.key}_min`] ?? ""}
                      onChange={(e) => set(`${f.key}_min`, e.target.value)}
                      className="w-14 rounded border border-stone-400 px-1 py-0.5"
                    />
                    <span aria-hidden>–</span>
                    <input
                      aria-label={t("rangeTo", { label: f.label })}
                      type="number"
                      value={values[`${f.key}_max`] ?? ""}
                      onChange={(e) => set(`${f.key}_max`, e.target.value)}
                      className="w-14 rounded border border-stone-400 px-1 py-0.5"
                    />
                  </div>
                </fieldset>
              ) : f.options && f.options.length > 0 ? (
                <div key={f.key} className="flex flex-col text-sm">
                  <label htmlFor={`filter-${f.key}`} className="font-medium">
                    {f.label}
                  </label>
                  <select
                    id={`filter-${f.key}`}
                    value={values[f.key] ?? ""}
                    onChange={(e) => set(f.key, e.target.value)}
                    className="rounded border border-stone-400 bg-white px-1 py-0.5"
                  >
                    <option value="">{t("any")}</option>
                    {f.options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </div>
              ) : (
                <label key={f.key} className="flex flex-col text-sm">
                  <span className="font-medium">{f.label}</span>
                  <input
                    value={values[f.key] ?? ""}
                    onChange={(e) => set(f.key, e.target.value)}
                    className="w-28 rounded border border-stone-400 px-1 py-0.5"
                  />
                </label>
              ),
            )}
          </div>
          <button type="submit" className="rounded bg-stone-900 px-4 py-1.5 text-sm font-medium text-white">
            {t("search")}
          </button>
        </form>
      </search>
      <p className="text-sm text-stone-600" role="status" aria-live="polite">
        {error ?? (busy && !result ? t("searching") : result ? t("resultCount", { count: result.total, busy: busy ? "yes" : "no" }) : "")}
      </p>
      <ul
        aria-label={t("searchResults")}
        aria-busy={busy}
        data-query={shownQuery ?? undefined}
        className="max-h-[80vh] divide-y divide-stone-200 overflow-y-auto rounded border border-stone-300 bg-white"
      >
        {result?.cards.map((summary) => {
          const card = cards[summary.code] ?? infoOf(summary);
          const section = layout.sectionFor(card);
          const inDeck = countOf(lines, card.code, section);
          const special = layout.searchAction?.(card, tAll) ?? null;
          const refuse = layout.refuseAdd?.(card, lines, cards, headers, tAll) ?? null;
          const shown = localName(summary, locale);
          const reasonId = `search-refuse-${card.code}`;
          const facts = filters
            .filter((f) => f.kind !== "type" && summary.data[f.field] !== undefined && summary.data[f.field] !== null)
            .map((f) => `${f.label} ${formatValue(summary.data[f.field], f)}`);
          return (
            <li key={summary.code} className="px-3 py-2" data-card={summary.code}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <FacePeek game={setup.game} code={summary.code} name={shown}>
                  <a href={`/cards/${setup.game}/${summary.code}`} target="_blank" rel="noopener" className="font-medium">
                    {shown}
                  </a>
                </FacePeek>
                {/* Its names in the other languages (and the English one), as search finds them all. */}
                {[["en", summary.name] as const, ...Object.entries(summary.names)]
                  .filter(([, n]) => n !== shown)
                  .map(([lang, n]) => (
                    <span key={lang} lang={lang} className="text-sm text-stone-600">
                      {n}
                    </span>
                  ))}
                <span className="rounded bg-stone-100 px-1.5 text-xs text-stone-700">{summary.type}</span>
                {facts.length > 0 && <span className="text-xs text-stone-600">{facts.join(" · ")}</span>}
                <span className="ml-auto flex items-center gap-1">
                  {special ? (
                    <button
                      type="button"
                      onClick={() => onHeader(special.header, card.ref, card)}
                      className="rounded border border-stone-400 bg-white px-2 py-0.5 text-sm hover:bg-stone-100"
                      aria-label={`${special.label}: ${shown}`}
                    >
                      {special.label}
                    </button>
                  ) : (
                    <>
                      <span className="w-16 text-right text-sm tabular-nums text-stone-600">
                        {inDeck > 0 ? (
                          <>
                            {inDeck}×<span className="sr-only"> {t("inTheList")}</span>
                          </>
                        ) : null}
                      </span>
                      {/* aria-disabled rather than disabled: the button keeps the focus when it becomes unavailable. */}
                      <button
                        type="button"
                        onClick={() => inDeck > 0 && onChange(card, -1)}
                        aria-disabled={inDeck === 0}
                        aria-label={t("remove", { name: shown })}
                        className="h-8 w-8 rounded border border-stone-400 bg-white font-bold hover:bg-stone-100 aria-disabled:opacity-30"
                      >
                        −
                      </button>
                      <button
                        type="button"
                        onClick={() => refuse === null && onChange(card, 1)}
                        aria-disabled={refuse !== null}
                        aria-label={t("add", { name: shown })}
                        aria-describedby={refuse ? reasonId : undefined}
                        title={refuse ?? undefined}
                        className="h-8 w-8 rounded border border-stone-400 bg-white font-bold hover:bg-stone-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-30"
                      >
                        +
                      </button>
                    </>
                  )}
                </span>
              </div>
              {refuse && !special && (
                <p id={reasonId} className="text-right text-xs text-stone-600">
                  {refuse}
                </p>
              )}
            </li>
          );
        })}
        {result && result.cards.length === 0 && <li className="p-3 text-sm text-stone-600">{t("noMatch")}</li>}
      </ul>
      {result && pages > 1 && (
        <nav aria-label={t("resultPages")} className="flex items-center gap-3 text-sm">
          <button
            type="button"
            disabled={result.page <= 1}
            onClick={() => void run(result.page - 1, result.q, values)}
            className="rounded border border-stone-400 px-2 py-0.5 disabled:opacity-40"
          >
            ← {t("previous")}
          </button>
          <span>{t("pageOf", { page: result.page, pages })}</span>
          <button
            type="button"
            disabled={result.page >= pages}
            onClick={() => void run(result.page + 1, result.q, values)}
            className="rounded border border-stone-400 px-2 py-0.5 disabled:opacity-40"
          >
            {t("next")} →
          </button>
        </nav>
      )}
    </section>
  );
}
