"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import type { TimerView } from "@/lib/events/timer";

/** mm:ss (h:mm:ss past an hour) of a number of milliseconds, rounded up to the second. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(h > 0 ? 2 : 1, "0");
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}

/** When this page's HTML arrived (ms on the page's monotonic clock), in the browser. */
function pageArrival(): number | null {
  if (typeof window === "undefined") return null;
  const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  // Only for a page just loaded: a page reached later by a link inside the app has its own reading.
  return nav && nav.responseStart > 0 && performance.now() - nav.responseStart < 15_000 ? nav.responseStart : null;
}

/**
 * The round timer (CONTRACTS §9.1 "Timer"): the server computed `remainingMs` from the database's
 * clock when the page was made; this counts down from it on the device's monotonic clock, so
 * every page shows the same time whatever the device's clock says.
 */
export function RoundTimer({ timer, large = false }: { timer: TimerView; large?: boolean }) {
  const t = useTranslations("events.day");
  // When this page learnt the remaining time: it counts down from there on the monotonic clock. The
  // first reading came with the page itself (its response's arrival), later ones as they render.
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reading of the timer restarts the count
  const since = useMemo(() => {
    const arrived = first.current ? pageArrival() : null;
    first.current = false;
    return arrived ?? performance.now();
  }, [timer.remainingMs, timer.running, timer.endsAt]);
  const [now, setNow] = useState(since);
  useEffect(() => {
    if (!timer.running) return;
    const id = window.setInterval(() => setNow(performance.now()), 200);
    return () => window.clearInterval(id);
  }, [timer.running]);
  if (timer.remainingMs === null) return <p className="text-stone-600">{t("timerNotStarted")}</p>;
  const left = timer.running ? timer.remainingMs - Math.max(0, now - since) : timer.remainingMs;
  return (
    <p className={large ? "text-5xl font-bold tabular-nums" : "text-2xl font-semibold tabular-nums"}>
      <span data-testid="round-timer" role="timer" aria-live="off">
        {clockText(left)}
      </span>
      {!timer.running && <span className="ml-2 text-base font-normal text-stone-600">{t("paused")}</span>}
      {timer.running && left <= 0 && <span className="ml-2 text-base font-normal text-red-800">{t("timeUp")}</span>}
    </p>
  );
}
