"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { cutSizesFor } from "@/lib/events/cut-options";
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
  /** The last round while the organizer holds it. */
  heldRound?: number | null;
  /** The Swiss may be ended (POST …/finish). */
  canFinish?: boolean;
}

/** The organizer's controls: close, pair the next round, enter results, top cut, drop a player, publish, print. */
export function OrganizerPanel({
  eventId,
  registrationOpen,
  published,
  finished,
  cancelled,
  cutStarted,
  multiplayer,
  last,
  active,
  heldRound = null,
  canFinish = false,
}: Props) {
  const t = useTranslations("events.organizer");
  const td = useTranslations("events.day");
  const [hold, setHold] = useState(false);
  const [minutes, setMinutes] = useState(50);
  const [lateName, setLateName] = useState("");
  const { busy, state, run } = useEventAction();
  const base = `/api/v1/events/${encodeURIComponent(eventId)}`;
  // Only the cuts the players who have not dropped can fill (issue 45: Top 8 was offered with 5 players).
  const cuts = cutSizesFor(multiplayer ? "table" : "duel", active.length);
  const [cut, setCut] = useState<number>(cuts.at(-1) ?? 4);
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
            onClick={() => void run("POST", `${base}/rounds`, hold ? { hold: true } : {}, t("pairedDone"))}
            aria-describedby={lastComplete ? undefined : "pair-hint"}
          >
            {busy ? t("working") : cutStarted ? t("nextCut") : t("pair", { round: (last?.round ?? 0) + 1 })}
          </button>
        )}
        {!finished && (
          <label className="flex items-center gap-1">
            <input type="checkbox" checked={hold} onChange={(e) => setHold(e.target.checked)} />
            {td("hold")}
          </label>
        )}
        {heldRound !== null && (
          <button
            type="button"
            disabled={busy}
            className={primary}
            onClick={() => void run("POST", `${base}/rounds/${heldRound}/publish`, {}, t("pairedDone"))}
          >
            {td("publishRound", { round: heldRound })}
          </button>
        )}
        {heldRound !== null && (
          // A held round discarded to pair it again (after a late entry or a drop): players never saw it.
          <button
            type="button"
            disabled={busy}
            className={secondary}
            onClick={() => {
              if (!window.confirm(td("confirmDiscard", { round: heldRound }))) return;
              void run("DELETE", `${base}/rounds/${heldRound}`, undefined, td("discardedDone", { round: heldRound }));
            }}
          >
            {td("discardRound", { round: heldRound })}
          </button>
        )}
        {canFinish && (
          <button type="button" disabled={busy} className={secondary} onClick={() => void run("POST", `${base}/finish`, {}, td("finishedDone"))}>
            {td("finish")}
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
      {!cutStarted && last !== null && !finished && cuts.length > 0 && (
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
              {cuts.map((size) => (
                <option key={size} value={size}>
                  {t("top", { count: size })}
                </option>
              ))}
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
      {last && !last.complete && (
        <fieldset className="flex flex-wrap items-end gap-2">
          <legend className="font-semibold">{td("timer")}</legend>
          <label className="flex flex-col gap-1">
            {td("minutes")}
            <input type="number" min={1} max={240} value={minutes} onChange={(e) => setMinutes(Number(e.target.value))} className={`${field} w-20`} />
          </label>
          {(["start", "pause", "resume", "extend"] as const).map((action) => (
            <button
              key={action}
              type="button"
              disabled={busy}
              className={secondary}
              onClick={() =>
                void run("POST", `${base}/rounds/${last.round}/timer`, action === "pause" || action === "resume" ? { action } : { action, minutes })
              }
            >
              {td(action)}
            </button>
          ))}
        </fieldset>
      )}
      {!finished && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void run("POST", `${base}/late`, { username: lateName }, td("lateDone", { name: lateName }));
          }}
        >
          <label className="flex flex-col gap-1">
            {td("lateEntry")}
            <input value={lateName} onChange={(e) => setLateName(e.target.value)} className={field} aria-label={td("username")} maxLength={64} />
          </label>
          <button type="submit" disabled={busy || lateName.trim() === ""} className={secondary}>
            {td("allow")}
          </button>
        </form>
      )}
      {last && <ResultsForm key={last.round} eventId={eventId} round={last} busy={busy} run={run} finished={finished} />}
      <ActionMessage state={state} />
    </section>
  );
}

type Run = ReturnType<typeof useEventAction>["run"];

/** The last round's results: a choice per 1-on-1 table, a place per player at a multiplayer table. */
function ResultsForm({ eventId, round, busy, run, finished }: { eventId: string; round: RoundView; busy: boolean; run: Run; finished: boolean }) {
  const t = useTranslations("events.results");
  const td = useTranslations("events.day");
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
    const results = tables.flatMap((p): { table: number; result?: string; placings?: Record<string, number> }[] => {
      if (p.players.length === 2) return duels[p.table] ? [{ table: p.table, result: duels[p.table] }] : [];
      const chosen = places[p.table] ?? {};
      const names = p.players.filter((n): n is string => n !== null);
      if (names.some((n) => !chosen[n])) return [];
      // The places as chosen: the server refuses any that are not 1..n each once (PLACINGS_INVALID), naming the table.
      return [{ table: p.table, placings: Object.fromEntries(names.map((n) => [n, chosen[n]])) }];
    });
    if (results.length === 0) return;
    // A finished event's result changes only when the organizer confirms it (CONTRACTS §9.1); the change is logged.
    if (finished && !window.confirm(td("confirmFinished"))) return;
    void run(
      "PUT",
      `/api/v1/events/${encodeURIComponent(eventId)}/rounds/${round.round}/results`,
      { results, ...(finished ? { confirm: true } : {}) },
      t("saved"),
    );
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
