"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { DeckHistoryData } from "@/lib/decks/builder";
import type { DeckDiff, VersionText } from "@/lib/decks/service";
import { useOneAtATime } from "@/components/ui/use-one-at-a-time";
import { api, deckUrl, type DeckJson } from "@/components/api/client";

/**
 * The saved versions of a deck, newest first: pick two to see what changed (the diff API),
 * read any version's list, and (the owner) restore one as a new save.
 */
export function HistoryView({ deck, versions }: DeckHistoryData) {
  const router = useRouter();
  const newest = versions[0]?.version ?? 1;
  const t = useTranslations("deckHistory.history");
  const [from, setFrom] = useState(versions[1]?.version ?? newest);
  const [to, setTo] = useState(newest);
  const [diff, setDiff] = useState<DeckDiff | null>(null);
  const [shown, setShown] = useState<VersionText | null>(null);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const { busy, run } = useOneAtATime();
  // The deck's version as this page last saw it: a restore's answer moves it before the page's data is refreshed.
  const current = useRef(deck.version);
  current.current = Math.max(current.current, deck.version);

  useEffect(() => {
    let live = true;
    void (async () => {
      const res = await api<DeckDiff>("GET", `${deckUrl(deck.id)}/diff?from=${from}&to=${to}`);
      if (!live) return;
      if (res.ok) setDiff(res.data);
      else setMessage({ tone: "error", text: res.error.message });
    })();
    return () => {
      live = false;
    };
  }, [deck.id, from, to]);

  async function show(version: number) {
    const res = await api<VersionText>("GET", `${deckUrl(deck.id)}/versions/${version}`);
    if (res.ok) setShown(res.data);
    else setMessage({ tone: "error", text: res.error.message });
  }

  /** Restores a version as a new save, on the version the page last saw; one request at a time. */
  function restore(version: number) {
    return run(() => restoreNow(version));
  }

  async function restoreNow(version: number) {
    setMessage(null);
    const res = await api<DeckJson>("POST", `${deckUrl(deck.id)}/versions/${version}/restore`, { version: current.current });
    if (res.ok) {
      current.current = Math.max(current.current, res.data.version);
      setMessage({ tone: "ok", text: t("restored", { version, saved: res.data.version }) });
      router.refresh();
      return;
    }
    if (res.status === 409) {
      setMessage({ tone: "error", text: t("savedMeanwhile") });
      router.refresh();
      return;
    }
    setMessage({ tone: "error", text: res.error.message });
  }

  return (
    <div className="space-y-4">
      {message && (
        <p role={message.tone === "error" ? "alert" : "status"} className={message.tone === "error" ? "text-red-800" : "text-green-800"}>
          {message.text}
        </p>
      )}
      <table className="w-full text-sm">
        <caption className="text-left text-stone-600">{t("caption", { count: versions.length, version: deck.version })}</caption>
        <thead>
          <tr className="text-left text-stone-600">
            <th scope="col">{t("version")}</th>
            <th scope="col">{t("name")}</th>
            <th scope="col">{t("saved")}</th>
            <th scope="col">{t.rich("fromColumn", { hidden: (chunks) => <span className="sr-only">{chunks}</span> })}</th>
            <th scope="col">{t.rich("toColumn", { hidden: (chunks) => <span className="sr-only">{chunks}</span> })}</th>
            <th scope="col">
              <span className="sr-only">{t("actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr key={v.version} className="border-t border-stone-200" data-version={v.version}>
              <td className="py-1 tabular-nums">
                {v.version}
                {v.version === deck.version && <span className="ml-1 text-xs text-stone-600">{t("current")}</span>}
              </td>
              <td>{v.name}</td>
              <td>
                <time dateTime={v.createdAt}>{v.createdAt.slice(0, 19).replace("T", " ")}</time>
              </td>
              <td>
                <input
                  type="radio"
                  name="from"
                  checked={from === v.version}
                  onChange={() => setFrom(v.version)}
                  aria-label={t("compareFrom", { version: v.version })}
                />
              </td>
              <td>
                <input
                  type="radio"
                  name="to"
                  checked={to === v.version}
                  onChange={() => setTo(v.version)}
                  aria-label={t("compareTo", { version: v.version })}
                />
              </td>
              <td className="space-x-2 text-right">
                <button type="button" onClick={() => void show(v.version)} className="rounded border border-stone-400 px-2 py-0.5">
                  {t.rich("viewList", { version: v.version, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
                </button>
                {deck.mine && v.version !== deck.version && (
                  <button
                    type="button"
                    aria-disabled={busy}
                    onClick={() => void restore(v.version)}
                    className="rounded border border-stone-700 px-2 py-0.5 aria-disabled:opacity-50"
                  >
                    {t.rich("restore", { version: v.version, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <section aria-labelledby="diff-heading" className="space-y-2 rounded border border-stone-300 bg-white p-3">
        <h2 id="diff-heading" className="font-semibold">
          {t("changesHeading", { from, to })}
        </h2>
        {diff && diff.from === from && diff.to === to ? (
          diff.cards.length === 0 && diff.headers.length === 0 ? (
            <p className="text-sm text-stone-600">{t("noChanges")}</p>
          ) : (
            <ul className="space-y-0.5 text-sm" aria-label={t("changes")}>
              {diff.headers.map((h) => (
                <li key={`h-${h.key}`}>
                  <span className="font-medium">{h.key}</span>: {h.from ?? "—"} → {h.to ?? "—"}
                </li>
              ))}
              {diff.cards.map((c) => (
                <li key={`${c.section}/${c.code}`} data-card={c.code} className={c.delta > 0 ? "text-green-800" : "text-red-800"}>
                  <span className="font-mono">{c.delta > 0 ? `+${c.delta}` : c.delta}</span> {c.name}
                  {c.section !== "main" && <span className="text-stone-600"> [{c.section}]</span>}{" "}
                  <span className="text-stone-600">
                    ({c.from} → {c.to})
                  </span>
                </li>
              ))}
            </ul>
          )
        ) : (
          <p className="text-sm text-stone-600">{t("comparing")}</p>
        )}
      </section>

      {shown && (
        <section aria-labelledby="shown-heading" className="space-y-1">
          <h2 id="shown-heading" className="font-semibold">
            {t("asText", { version: shown.version })}
          </h2>
          <pre className="max-h-96 overflow-auto rounded border border-stone-300 bg-white p-2 text-xs">{shown.list}</pre>
        </section>
      )}
    </div>
  );
}
