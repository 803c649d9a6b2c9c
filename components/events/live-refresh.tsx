"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { apiIfChanged } from "@/components/api/client";

/** How often an open event page asks whether anything changed (CONTRACTS §9.1 "Live": within 5 s). */
const POLL_MS = 2000;

/**
 * Keeps an event page live without a reload (CONTRACTS §9.1 "Live"): polls GET …/version (one
 * primary-key read in the database, answered alike by every server; 304 while unchanged) and
 * re-renders the page's server data when it moves. Nothing is kept in any server's memory.
 */
export function LiveRefresh({ eventId, version }: { eventId: string; version: number }) {
  const router = useRouter();
  const seen = useRef(version);
  seen.current = Math.max(seen.current, version);
  useEffect(() => {
    let stopped = false;
    const url = `/api/v1/events/${encodeURIComponent(eventId)}/version`;
    async function poll() {
      if (stopped || document.visibilityState === "hidden") return;
      // 304 while unchanged; no answer (offline for a moment): the next poll tries again.
      const res = await apiIfChanged<{ version: number }>(url, `"v${seen.current}"`);
      if (!res.ok || res.status !== 200 || !res.data) return;
      const now = res.data.version;
      if (now !== seen.current) {
        seen.current = now;
        router.refresh();
      }
    }
    const timer = window.setInterval(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [eventId, router]);
  return null;
}
