"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { duelExtras, NO_SCORES, type ScoreFields } from "@/lib/events/duel-extras";
import type { MyTable as MyTableData, ResultShown } from "@/lib/events/reports";
import { RoundTimer } from "./round-timer";
import { ActionMessage, field, primary, secondary, useEventAction } from "./use-action";

/**
 * A player's own view of the event on their phone (CONTRACTS §9.1 "My table"): the current round,
 * the table, who they play, the timer and their result's state, with buttons to report it.
 * Large and readable at 360 px; the page around it keeps it live (LiveRefresh).
 */
export function MyTable({ eventId, me, game }: { eventId: string; me: MyTableData; game?: string }) {
  const t = useTranslations("events.day");
  const { busy, state: request, run } = useEventAction();
  const [places, setPlaces] = useState<Record<string, number>>({});
  const [details, setDetails] = useState<ScoreFields>(NO_SCORES);
  const [problem, setProblem] = useState<string | null>(null);
  const url = me.round === null ? "" : `/api/v1/events/${encodeURIComponent(eventId)}/rounds/${me.round}/report`;
  const report = (body: unknown) => {
    setProblem(null);
    void run("POST", url, body, t("reportSent"));
  };
  // A 1-on-1 result with the games won and (EDEN) the victory points, when given (CONTRACTS §9.1 "Players report").
  const reportDuel = (result: "a" | "b" | "draw") => {
    const extra = duelExtras(details, me.seat ?? "a", result);
    if ("problem" in extra) {
      setProblem(extra.problem === "gamesDontFit" ? t("gamesDontFit") : t("scoresBothOrNeither"));
      return;
    }
    report({ table: me.table, result, ...extra });
  };
  const state = me.report?.state ?? "open";
  const settled = state === "confirmed" || state === "decided";
  const resultText = (r: ResultShown | null) => {
    if (r === null) return "";
    if (Array.isArray(r)) return r.map((n, i) => `${i + 1}. ${n}`).join(", ");
    if (r === "draw") return t("draw");
    const mine = r === me.seat;
    return mine ? t("youWon") : t("youLost");
  };

  return (
    <section aria-labelledby="my-table-title" className="space-y-3 rounded-lg border-2 border-stone-800 bg-white p-4" data-testid="my-table">
      <h2 id="my-table-title" className="text-xl font-bold">
        {t("myTable")}
      </h2>
      {me.dropped && <p className="text-red-800">{t("youDropped")}</p>}
      {me.round === null ? (
        <p className="text-lg">{t("noPairings")}</p>
      ) : (
        <>
          <p className="text-lg">{t("round", { round: me.round })}</p>
          {me.table === null ? (
            <p className="text-lg">{t("notPaired")}</p>
          ) : me.bye ? (
            <p className="text-2xl font-semibold">{t("bye")}</p>
          ) : (
            <>
              <p className="text-4xl font-bold" data-testid="my-table-number">
                {t("table", { table: me.table })}
              </p>
              <p className="text-xl">
                {t("against")} <strong data-testid="my-opponents">{me.opponents.join(", ")}</strong>
              </p>
            </>
          )}
          {me.timer && <RoundTimer timer={me.timer} large />}
          {me.report && (
            <p className="text-lg" data-testid="my-result-state" data-state={state}>
              {state === "open" && t("stateOpen")}
              {state === "reported" && (me.report.mine ? t("stateWaiting") : t("stateOtherReported"))}
              {state === "disputed" && t("stateDisputed")}
              {settled && t("stateSettled", { result: resultText(me.report.result) })}
            </p>
          )}
          {me.report && !settled && me.seat !== null && (
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              <button type="button" disabled={busy} className={`${primary} justify-center text-lg`} onClick={() => reportDuel(me.seat ?? "a")}>
                {t("iWon")}
              </button>
              <button type="button" disabled={busy} className={`${secondary} justify-center text-lg`} onClick={() => reportDuel(me.seat === "a" ? "b" : "a")}>
                {t("iLost")}
              </button>
              {me.kind === "swiss" && (
                <button type="button" disabled={busy} className={`${secondary} justify-center text-lg`} onClick={() => reportDuel("draw")}>
                  {t("weDrew")}
                </button>
              )}
            </div>
          )}
          {me.report && !settled && me.seat !== null && (
            <fieldset className="space-y-2 rounded border border-stone-300 p-2">
              <legend className="px-1">{t("scoresOptional")}</legend>
              <CountFields keys={["myGames", "theirGames", "drawnGames"]} max={9} details={details} setDetails={setDetails} label={t} />
              {game === "eden-skirmish" && <CountFields keys={["myPoints", "theirPoints"]} max={999} details={details} setDetails={setDetails} label={t} />}
            </fieldset>
          )}
          {problem && (
            <p role="alert" className="rounded border border-red-300 bg-red-50 p-2 text-red-900">
              {problem}
            </p>
          )}
          {me.report && !settled && me.seat === null && (
            <form
              className="space-y-2"
              onSubmit={(e) => {
                e.preventDefault();
                report({ table: me.table, placings: places });
              }}
            >
              {me.players.map((name) => (
                <label key={name} className="flex items-center justify-between gap-2 text-lg">
                  {name}
                  <select
                    className={field}
                    value={places[name] ?? ""}
                    onChange={(e) => setPlaces({ ...places, [name]: Number(e.target.value) })}
                    aria-label={t("placeOf", { name })}
                  >
                    <option value="">—</option>
                    {me.players.map((_, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: places are positions
                      <option key={i} value={i + 1}>
                        {i + 1}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
              <button type="submit" disabled={busy} className={`${primary} w-full justify-center text-lg`}>
                {t("sendPlacings")}
              </button>
            </form>
          )}
          {me.report?.mine && !settled && (
            <p className="text-stone-700" data-testid="my-report">
              {t("yourReport", { result: resultText(me.report.mine.result) })}
              {me.report.mine.games && ` ${t("gamesText", mineFirst(me.report.mine.games, me.seat))}`}
              {me.report.mine.score && ` ${t("pointsText", mineFirst(me.report.mine.score, me.seat))}`}
            </p>
          )}
        </>
      )}
      <ActionMessage state={request} />
    </section>
  );
}

/** A pair stored in seat order (a, b), as the reader's own first. */
function mineFirst(pair: readonly number[], seat: "a" | "b" | null): { mine: number; theirs: number } {
  return seat === "b" ? { mine: pair[1], theirs: pair[0] } : { mine: pair[0], theirs: pair[1] };
}

/** Optional counts beside a result (games, EDEN victory points): one number field each, side by side. */
function CountFields({
  keys,
  max,
  details,
  setDetails,
  label,
}: {
  keys: readonly (keyof ScoreFields)[];
  max: number;
  details: ScoreFields;
  setDetails: (details: ScoreFields) => void;
  label: (key: keyof ScoreFields) => string;
}) {
  return (
    <div className={`grid gap-2 ${keys.length === 3 ? "grid-cols-3" : "grid-cols-2"}`}>
      {keys.map((k) => (
        <label key={k} className="flex flex-col gap-1">
          {label(k)}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            value={details[k]}
            onChange={(e) => setDetails({ ...details, [k]: e.target.value })}
            className={`${field} w-full`}
          />
        </label>
      ))}
    </div>
  );
}
