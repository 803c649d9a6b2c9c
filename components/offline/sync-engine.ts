"use client";

import { api, deckUrl } from "@/components/api/client";
import { readDraft, readQueue, saveDraft, updateQueue } from "@/lib/offline/device-store";
import { afterResult, resultOf, retryDelayMs, toSend, type QueueItem, type SendResult } from "@/lib/offline/sync-queue";

/**
 * The one sync engine (docs/offline.md "Editing offline and sync"): it owns every change queued
 * on this device (decks, collection counts), sends the waiting ones oldest first, one request at
 * a time (with Web Locks, one run per browser), applies the answer to the queue (2xx: done, and a
 * deck's draft on the device moves onto the new version; 409: kept as a conflict for the page
 * that shows it; another 4xx: refused with the reason; no answer: tried again) and announces each
 * outcome, in this tab and the others. Pages only listen: the builder for its deck
 * (onSyncOutcome), the counts editor for its card.
 */

/** What one send ended in: the item sent, the answer, and for a saved deck its new version. */
export interface SyncOutcome {
  item: QueueItem;
  result: SendResult;
  version?: number;
}

/** Sends one queued item as the API takes it (CONTRACTS §5): the deck on the version it was based on, the counts with `was`. */
export async function sendItem(item: QueueItem): Promise<{ result: SendResult; version?: number }> {
  if (item.kind === "deck") {
    const res = await api<{ version: number }>("PUT", deckUrl(item.deckId), { ...item.body, version: item.baseVersion });
    return res.ok ? { result: resultOf(res.status), version: res.data.version } : { result: resultOf(res.status, res.error) };
  }
  const was = item.was ? { was: item.was } : {};
  const res = await api<unknown>("PUT", "/api/v1/collection", { items: [{ game: item.game, code: item.code, ...item.counts, ...was }] });
  return { result: resultOf(res.status, res.ok ? undefined : res.error) };
}

// ---------------------------------------------------------------- announcing outcomes

const OUTCOMES = "edenkeep-sync-outcome";
const here = typeof EventTarget !== "undefined" ? new EventTarget() : null;
let outbound: BroadcastChannel | null = null;

function announce(outcome: SyncOutcome): void {
  here?.dispatchEvent(new CustomEvent<SyncOutcome>("outcome", { detail: outcome }));
  if (typeof BroadcastChannel === "undefined") return;
  outbound ??= new BroadcastChannel(OUTCOMES);
  outbound.postMessage(outcome);
}

/** Calls `listener` with each send's outcome, this tab's and the other tabs'; returns the unsubscribe. */
export function onSyncOutcome(listener: (outcome: SyncOutcome) => void): () => void {
  const local = (e: Event) => listener((e as CustomEvent<SyncOutcome>).detail);
  here?.addEventListener("outcome", local);
  const other = typeof BroadcastChannel !== "undefined" ? new BroadcastChannel(OUTCOMES) : null;
  if (other) other.onmessage = (e: MessageEvent<SyncOutcome>) => listener(e.data);
  return () => {
    here?.removeEventListener("outcome", local);
    other?.close();
  };
}

// ---------------------------------------------------------------- sending

let running = false;
/** Asked again while a run was under way: one more run follows it (a change queued or retried meanwhile). */
let again = false;
/** The next try after a send that got no answer while online (this tab's). */
const retry: { attempt: number; timer?: ReturnType<typeof setTimeout> } = { attempt: 0 };

/**
 * Sends the player's waiting changes (on page load, on reconnecting, on Send now / Retry). Stops
 * at the first send without an answer; while the browser says it is online, the rest is tried
 * again after 1 s, 2 s, … 30 s (the first request after reconnecting can fail while the network
 * settles), else on the next `online` event.
 */
export async function syncNow(userId: string): Promise<void> {
  if (!navigator.onLine) return;
  if (running) {
    again = true;
    return;
  }
  running = true;
  clearTimeout(retry.timer);
  try {
    do {
      again = false;
      if (navigator.locks) await navigator.locks.request(`edenkeep-sync-${userId}`, { ifAvailable: true }, (lock) => (lock ? run(userId) : undefined));
      else await run(userId);
    } while (again && navigator.onLine);
  } finally {
    running = false;
  }
}

async function run(userId: string): Promise<void> {
  for (const item of toSend(await readQueue(userId))) {
    const { result, version } = await sendItem(item);
    await updateQueue(userId, (items) => afterResult(items, item, result));
    if (item.kind === "deck" && result.kind === "accepted" && version !== undefined) await moveDraft(userId, item.deckId, item.baseVersion, version);
    announce({ item, result, version });
    if (result.kind === "network") {
      if (navigator.onLine) retry.timer = setTimeout(() => void syncNow(userId).catch(() => {}), retryDelayMs(retry.attempt++));
      return;
    }
    retry.attempt = 0;
  }
}

/**
 * The deck's draft on the device now stands on the version just saved: opened again (even
 * offline, from the page kept before), the builder shows that version with the player's list,
 * and only what was typed after the queued save (if anything) as unsaved.
 */
async function moveDraft(userId: string, deckId: string, from: number, to: number): Promise<void> {
  const draft = await readDraft(userId, deckId);
  if (draft && draft.baseVersion === from) await saveDraft(userId, { ...draft, baseVersion: to });
}
