"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { RoundView } from "@/lib/events/service";
import { ActionMessage, field, primary, secondary, useEventAction } from "./use-action";

interface Props {
  eventId: string;
  registrationOpen: boolean;
  published: boolean;
  finished: boolean;
  cancelled: boolean;
  cutStarted: boolean;
  multiplayer: boolean;
  /** The last round, if any: its results are entered here. */
  last: RoundView | null;
  /** Players who have not dropped. */
  active: string[];
}

/** The organizer's controls: close, pair the next round, enter results, top cut, drop a player, publish, print. */
export function OrganizerPanel({ eventId, registrationOpen, published, finished, cancelled, cutStarted, multiplayer, last, active }: Props) {
  const t = useTranslations("events.organizer");
  const { busy, error, done, run } = useEventAction();
  const base = `/api/v1/events/${encodeURIComponent(eventId)}`;
  const [cut, setCut] = useState(multiplayer ? 4 : 8);
  const [dropName, setDropName] = useState(active[0] ?? "");
  const lastComplete = last === null || last.complete;
  if (cancelled) return null;

  return (
    <section aria-labelledby="organizer-title" className="space-y-3 rounded border border-amber-300 bg-amber-50 p-3 text-sm">
      <h2 id="organizer-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <div className="flex flex-wrap gap-2">
        {registrationOpen && (
          <button type="button" disabled={busy} className={secondary} onClick={() => void run("POST", `${base}/close`, {}, t("closedDone"))}>
            {t("close")}
          </button>
        )}
        {!finished && (
          <button
            type="button"
            disabled={busy || !lastComplete}
            className={primary}
            onClick={() => void run("POST", `${base}/rounds`, {}, t("pairedDone"))}
            aria-describedby={lastComplete ? undefined : "pair-hint"}
          >
            {busy ? t("working") : cutStarted ? t("nextCut") : t("pair", { round: (last?.round ?? 0) + 1 })}
          </button>
        )}
        {!published && (
          <button type="button" disabled={busy} className={secondary} onClick={() => void run("POST", `${base}/publish`, {}, t("publishedDone"))}>
            {t("publish")}
          </button>
        )}
        <a href={`${base}/decklists.pdf`} className={`${secondary} no-underline`} target="_blank" rel="noopener">
          {t("print")}
        </a>
      </div>
      {!lastComplete && (
        <p id="pair-hint" className="text-stone-700">
          {t("resultsFirst")}
        </p>
      )}
      {!cutStarted && last !== null && !finished && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void run("POST", `${base}/rounds`, { cut }, t("pairedDone"));
          }}
        >
          <label className="flex flex-col gap-1">
            {t("cutSize")}
            <select value={cut} onChange={(e) => setCut(Number(e.target.value))} className={field} aria-label={t("cutSize")}>
              <option value={4}>{t("top", { count: 4 })}</option>
              {!multiplayer && <option value={8}>{t("top", { count: 8 })}</option>}
            </select>
          </label>
          <button type="submit" disabled={busy || !lastComplete} className={secondary}>
            {t("startCut")}
          </button>
        </form>
      )}
      {active.length > 0 && !finished && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void run("POST", `${base}/drop`, { username: dropName }, t("droppedDone", { name: dropName }));
          }}
        >
          <label className="flex flex-col gap-1">
            {t("dropPlayer")}
            <select value={dropName} onChange={(e) => setDropName(e.target.value)} className={field} aria-label={t("dropPlayer")}>
              {active.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={busy || dropName === ""} className={secondary}>
            {t("drop")}
          </button>
        </form>
      )}
      {last && <ResultsForm key={last.round} eventId={eventId} round={last} busy={busy} run={run} />}
      <ActionMessage error={error} done={done} />
    </section>
  );
}

type Run = ReturnType<typeof useEventAction>["run"];

/** The last round's results: a choice per 1-on-1 table, a place per player at a multiplayer table. */
function ResultsForm({ eventId, round, busy, run }: { eventId: string; round: RoundView; busy: boolean; run: Run }) {
  const t = useTranslations("events.results");
  const [duels, setDuels] = useState<Record<number, string>>(() =>
    Object.fromEntries(round.pairings.filter((p) => typeof p.result === "string").map((p) => [p.table, p.result as string])),
  );
  const [places, setPlaces] = useState<Record<number, Record<string, number>>>(() =>
    Object.fromEntries(
      round.pairings.filter((p) => Array.isArray(p.result)).map((p) => [p.table, Object.fromEntries((p.result as string[]).map((name, i) => [name, i + 1]))]),
    ),
  );
  const tables = round.pairings.filter((p) => !p.bye);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const results = tables.flatMap((p): { table: number; result: string | string[] }[] => {
      if (p.players.length === 2) return duels[p.table] ? [{ table: p.table, result: duels[p.table] }] : [];
      const chosen = places[p.table] ?? {};
      const names = p.players.filter((n): n is string => n !== null);
      if (names.some((n) => !chosen[n])) return [];
      return [{ table: p.table, result: [...names].sort((a, b) => chosen[a] - chosen[b]) }];
    });
    if (results.length > 0) void run("PUT", `/api/v1/events/${encodeURIComponent(eventId)}/rounds/${round.round}/results`, { results }, t("saved"));
  }

  return (
    <form onSubmit={submit} className="space-y-2" aria-labelledby="results-title">
      <h3 id="results-title" className="font-semibold">
        {t("title", { round: round.round })}
      </h3>
      <ul className="space-y-2">
        {tables.map((p) => (
          <li key={p.table} className="flex flex-wrap items-center gap-2">
            <span className="w-20 shrink-0">{t("table", { table: p.table })}</span>
            {p.players.length === 2 ? (
              <select
                value={duels[p.table] ?? ""}
                onChange={(e) => setDuels({ ...duels, [p.table]: e.target.value })}
                className={field}
                data-table={p.table}
                aria-label={t("resultOf", { table: p.table })}
              >
                <option value="">{t("none")}</option>
                <option value="a">{t("wins", { name: p.players[0] ?? "" })}</option>
                <option value="b">{t("wins", { name: p.players[1] ?? "" })}</option>
                {round.kind === "swiss" && <option value="draw">{t("draw")}</option>}
              </select>
            ) : (
              p.players.map((name) => (
                <label key={name} className="flex items-center gap-1">
                  {name}
                  <select
                    value={places[p.table]?.[name ?? ""] ?? ""}
                    onChange={(e) => setPlaces({ ...places, [p.table]: { ...(places[p.table] ?? {}), [name ?? ""]: Number(e.target.value) } })}
                    className={field}
                    aria-label={t("placeOf", { name: name ?? "" })}
                  >
                    <option value="">{t("none")}</option>
                    {p.players.map((_, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: places are positions
                      <option key={i} value={i + 1}>
                        {t("place", { place: i + 1 })}
                      </option>
                    ))}
                  </select>
                </label>
              ))
            )}
          </li>
        ))}
      </ul>
      <button type="submit" disabled={busy} className={primary}>
        {t("save")}
      </button>
    </form>
  );
}
