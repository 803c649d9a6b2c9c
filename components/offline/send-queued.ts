"use client";

import { api, deckUrl } from "@/components/builder/api";
import { readQueue, updateQueue } from "@/lib/offline/device-store";
import { afterResult, deckKey, resultOf, toSend, type QueueItem, type SendResult } from "@/lib/offline/sync-queue";
import { openInBuilder } from "./device-user";

/** Sends one queued item as the API takes it (docs/api.md): the deck on the version it was based on, or the counts. */
export async function sendItem(item: QueueItem): Promise<SendResult> {
  if (item.kind === "deck") {
    const res = await api<unknown>("PUT", deckUrl(item.deckId), { ...item.body, version: item.baseVersion });
    return resultOf(res.status, res.ok ? undefined : res.error);
  }
  const res = await api<unknown>("PUT", "/api/v1/collection", { items: [{ game: item.game, code: item.code, ...item.counts }] });
  return resultOf(res.status, res.ok ? undefined : res.error);
}

let running = false;

/**
 * Sends the player's waiting changes, oldest first, one request at a time (and one run per tab;
 * with Web Locks, one per browser). Decks open in a builder are left to it. Stops at the first
 * network failure: the rest waits for the next `online` event or page load.
 */
export async function sendQueued(userId: string): Promise<void> {
  if (running || (typeof navigator !== "undefined" && !navigator.onLine)) return;
  running = true;
  try {
    const run = async () => {
      const skip = new Set([...openInBuilder].map(deckKey));
      for (const item of toSend(await readQueue(userId), skip)) {
        const result = await sendItem(item);
        await updateQueue(userId, (items) => afterResult(items, item, result));
        if (result.kind === "network") return;
      }
    };
    if (typeof navigator !== "undefined" && navigator.locks)
      await navigator.locks.request(`edenkeep-sync-${userId}`, { ifAvailable: true }, (lock) => (lock ? run() : undefined));
    else await run();
  } finally {
    running = false;
  }
}
