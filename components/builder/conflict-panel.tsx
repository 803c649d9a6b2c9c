"use client";

import { useTranslations } from "next-intl";
import type { DeckJson } from "@/components/api/client";
import { headerDifferences, lineDifferences, type CardMap, type Draft } from "./draft";

/**
 * A stale save: the deck was saved elsewhere after this page loaded. Nothing is lost: the
 * draft stays; the panel shows the newer version and what differs, and offers to save mine
 * on top of it or to take theirs.
 */
export function ConflictPanel({
  theirs,
  mine,
  cards,
  busy,
  onOverwrite,
  onTakeTheirs,
}: {
  theirs: DeckJson;
  mine: Draft;
  cards: CardMap;
  busy: boolean;
  onOverwrite: () => void;
  onTakeTheirs: () => void;
}) {
  const t = useTranslations("deckHistory.conflict");
  const theirLines = theirs.entries.map((e) => ({ section: e.section, code: e.code, quantity: e.quantity }));
  const names = Object.fromEntries(theirs.entries.map((e) => [e.code, e.name]));
  const lines = lineDifferences(mine.lines, theirLines);
  const headers = headerDifferences(mine.headers, theirs.headers);
  return (
    <section
      role="alert"
      aria-labelledby="conflict-heading"
      className="space-y-2 rounded border-2 border-amber-600 bg-amber-50 p-3"
      data-testid="save-conflict"
    >
      <h2 id="conflict-heading" className="font-semibold text-amber-950">
        {t("heading", { version: theirs.version })}
      </h2>
      <p className="text-sm">{t("explain")}</p>
      {(lines.length > 0 || headers.length > 0 || theirs.name !== mine.name) && (
        <table className="text-sm">
          <caption className="text-left font-medium">{t("differs")}</caption>
          <thead>
            <tr className="text-left text-stone-600">
              <th scope="col" className="pr-4">
                {t("cardOrSetting")}
              </th>
              <th scope="col" className="pr-4">
                {t("yourDraft")}
              </th>
              <th scope="col">{t("version", { version: theirs.version })}</th>
            </tr>
          </thead>
          <tbody>
            {theirs.name !== mine.name && (
              <tr>
                <th scope="row" className="pr-4 text-left font-normal">
                  {t("name")}
                </th>
                <td className="pr-4">{mine.name}</td>
                <td>{theirs.name}</td>
              </tr>
            )}
            {headers.map((h) => (
              <tr key={h.key}>
                <th scope="row" className="pr-4 text-left font-normal">
                  {h.key}
                </th>
                <td className="pr-4">{h.mine ?? "—"}</td>
                <td>{h.theirs ?? "—"}</td>
              </tr>
            ))}
            {lines.map((l) => (
              <tr key={`${l.section}/${l.code}`} data-card={l.code}>
                <th scope="row" className="pr-4 text-left font-normal">
                  {cards[l.code]?.name ?? names[l.code] ?? l.code}
                  {l.section !== "main" && <span className="text-stone-600"> [{l.section}]</span>}
                </th>
                <td className="pr-4 tabular-nums">{l.mine}</td>
                <td className="tabular-nums">{l.theirs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer">{t("asText", { version: theirs.version })}</summary>
        <pre className="mt-1 max-h-64 overflow-auto rounded border border-stone-300 bg-white p-2 text-xs">{theirs.list}</pre>
      </details>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onOverwrite();
          }}
          className="rounded bg-stone-900 px-3 py-1.5 text-sm font-medium text-white aria-disabled:opacity-50"
        >
          {t("overwrite")}
        </button>
        <button
          type="button"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onTakeTheirs();
          }}
          className="rounded border border-stone-500 bg-white px-3 py-1.5 text-sm font-medium aria-disabled:opacity-50"
        >
          {t("takeTheirs")}
        </button>
      </div>
    </section>
  );
}
