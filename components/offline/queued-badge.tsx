"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import type { QueueItem } from "@/lib/offline/sync-queue";
import { useQueue } from "./device-user";

/**
 * "Saved on this device, not yet on the server" for a change waiting to sync; for one the server
 * refused, its reason (docs/offline.md). Links to the list of everything waiting.
 */
export function QueuedBadge({ item }: { item: QueueItem }) {
  const t = useTranslations("sync");
  const tone = item.state === "waiting" ? "border-sky-700 bg-sky-50 text-sky-950" : "border-amber-700 bg-amber-50 text-amber-950";
  return (
    <span
      className={`inline-flex flex-wrap items-center gap-x-2 rounded border px-2 py-0.5 text-xs ${tone}`}
      data-testid="queued-badge"
      data-state={item.state}
    >
      <span>{item.state === "waiting" ? t("savedOnDevice") : item.state === "conflict" ? t("stateConflict") : t("stateRefused")}</span>
      {item.state === "refused" && item.reason && <span>{t("reason", { reason: item.reason.message })}</span>}
      <Link href="/sync" className="underline">
        {t("seeList")}
      </Link>
    </span>
  );
}

/** The badge on a deck list row while that deck has a change waiting to sync. */
export function DeckQueuedBadge({ deckId }: { deckId: string }) {
  const queue = useQueue();
  const item = queue?.find((i) => i.kind === "deck" && i.deckId === deckId);
  return item ? <QueuedBadge item={item} /> : null;
}
