"use client";

import { useLocale } from "next-intl";
import { useEffect, useState } from "react";
import { timeInZone } from "@/lib/events/time-text";

/** An event time in the reader's own time zone, the zone named (UTC until the page runs in the browser). */
export function LocalTime({ iso }: { iso: string }) {
  const locale = useLocale();
  const [zone, setZone] = useState("UTC");
  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
  }, []);
  return (
    <time dateTime={iso} data-zone={zone}>
      {timeInZone(iso, locale, zone)}
    </time>
  );
}
