"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { MyTable as MyTableData, ResultShown } from "@/lib/events/reports";
import { RoundTimer } from "./round-timer";
import { ActionMessage, field, primary, secondary, useEventAction } from "./use-action";

/**
 * A player's own view of the event on their phone (CONTRACTS §9.1 "My table"): the current round,
 * the table, who they play, the timer and their result's state, with buttons to report it.
 * Large and readable at 360 px; the page around it keeps it live (LiveRefresh).
 */
export function MyTable({ eventId, me }: { eventId: string; me: MyTableData }) {
  const t = useTranslations("events.day");
  const { busy, state: request, run } = useEventAction();
  const [places, setPlaces] = useState<Record<string, number>>({});
  const url = me.round === null ? "" : `/api/v1/events/${encodeURIComponent(eventId)}/rounds/${me.round}/report`;
  const report = (body: unknown) => void run("POST", url, body, t("reportSent"));
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
              <button
                type="button"
                disabled={busy}
                className={`${primary} justify-center text-lg`}
                onClick={() => report({ table: me.table, result: me.seat })}
              >
                {t("iWon")}
              </button>
              <button
                type="button"
                disabled={busy}
                className={`${secondary} justify-center text-lg`}
                onClick={() => report({ table: me.table, result: me.seat === "a" ? "b" : "a" })}
              >
                {t("iLost")}
              </button>
              {me.kind === "swiss" && (
                <button
                  type="button"
                  disabled={busy}
                  className={`${secondary} justify-center text-lg`}
                  onClick={() => report({ table: me.table, result: "draw" })}
                >
                  {t("weDrew")}
                </button>
              )}
            </div>
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
          {me.report?.mine && !settled && <p className="text-stone-700">{t("yourReport", { result: resultText(me.report.mine.result) })}</p>}
        </>
      )}
      <ActionMessage state={request} />
    </section>
  );
}
