"use client";

import { api, deckUrl } from "@/components/builder/api";
import { readDraft, readQueue, saveDraft, updateQueue } from "@/lib/offline/device-store";
import { afterResult, deckKey, resultOf, retryDelayMs, toSend, type QueueItem, type SendResult } from "@/lib/offline/sync-queue";
import { openInBuilder } from "./device-user";

/** Sends one queued item as the API takes it (docs/api.md): the deck on the version it was based on, or the counts. */
export async function sendItem(item: QueueItem): Promise<{ result: SendResult; version?: number }> {
  if (item.kind === "deck") {
    const res = await api<{ version: number }>("PUT", deckUrl(item.deckId), { ...item.body, version: item.baseVersion });
    return res.ok ? { result: resultOf(res.status), version: res.data.version } : { result: resultOf(res.status, res.error) };
  }
  const res = await api<unknown>("PUT", "/api/v1/collection", { items: [{ game: item.game, code: item.code, ...item.counts }] });
  return { result: resultOf(res.status, res.ok ? undefined : res.error) };
}

/** Decks a builder of this tab sends itself: those open in one, and the deck this page is about to open. */
function builderDecks(): Set<string> {
  const open = new Set([...openInBuilder].map(deckKey));
  const here = /^\/decks\/([^/]+)$/.exec(window.location.pathname)?.[1];
  if (here && here !== "new") open.add(deckKey(decodeURIComponent(here)));
  return open;
}

let running = false;
/** The next try after a send that got no answer while online (this tab's). */
const retry: { attempt: number; timer?: ReturnType<typeof setTimeout> } = { attempt: 0 };

/**
 * Sends the player's waiting changes, oldest first, one request at a time (and one run per tab;
 * with Web Locks, one per browser). Decks open in a builder are left to it. Stops at the first
 * network failure; while the browser says it is online, the rest is tried again after 1 s, 2 s,
 * … 30 s (the first request after reconnecting can fail while the network settles), else on
 * the next `online` event or page load.
 */
export async function sendQueued(userId: string): Promise<void> {
  if (running || !navigator.onLine) return;
  running = true;
  clearTimeout(retry.timer);
  try {
    const run = async () => {
      for (const item of toSend(await readQueue(userId), builderDecks())) {
        const { result, version } = await sendItem(item);
        await updateQueue(userId, (items) => afterResult(items, item, result));
        if (result.kind === "network") {
          if (navigator.onLine) retry.timer = setTimeout(() => void sendQueued(userId).catch(() => {}), retryDelayMs(retry.attempt++));
          return;
        }
        retry.attempt = 0;
        // The deck's draft on the device now stands on the version just saved: opened again, it
        // shows only what was typed after the queued save (if anything).
        if (item.kind === "deck" && version !== undefined) {
          const draft = await readDraft(userId, item.deckId);
          if (draft && draft.baseVersion === item.baseVersion) await saveDraft(userId, { ...draft, baseVersion: version });
        }
      }
    };
    if (navigator.locks) await navigator.locks.request(`edenkeep-sync-${userId}`, { ifAvailable: true }, (lock) => (lock ? run() : undefined));
    else await run();
  } finally {
    running = false;
  }
}
