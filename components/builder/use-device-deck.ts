"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { openInBuilder, useDeviceUser, useQueue } from "@/components/offline/device-user";
import { dropDraft, queueChange, readDraft, readQueue, removeQueued, saveDraft, updateQueue, type DeviceDraft } from "@/lib/offline/device-store";
import { afterResult, deckKey, retryDelayMs, type DeckSaveItem, type SendResult } from "@/lib/offline/sync-queue";
import { fingerprint, type CardMap, type Draft } from "./draft";

const WRITE_DELAY_MS = 300;

export interface DeviceDeck {
  /** This deck's change waiting on the device (or refused, or in conflict), if any. */
  queued: DeckSaveItem | null;
  /** Queues a save made without network, on the version the draft was based on. */
  queue(body: DeckSaveItem["body"], baseVersion: number, draft: Draft): Promise<void>;
  /** Records what the server answered to the queued save (sent by the builder). */
  answered(item: DeckSaveItem, result: SendResult): Promise<void>;
  /** The deck is saved on the server (or the player took the other version): nothing waits any more. */
  settled(): Promise<void>;
}

/**
 * The builder's draft kept on this device (docs/offline.md "Editing offline and sync"): written
 * to IndexedDB a moment after each change and when the page is hidden, so nothing typed is lost
 * if the tab closes offline; restored when the deck is opened again and differs from the saved
 * version (on the version it was based on, so a save meets the conflict view if the deck moved
 * meanwhile). A save made offline is queued; on reconnecting (and on opening the deck online)
 * `send` sends it through the builder's own save, so a 409 shows the existing conflict view.
 */
export function useDeviceDeck({
  id,
  game,
  version,
  draft,
  text,
  cards,
  dirty,
  textAhead,
  onRestore,
  send,
}: {
  id: string | null;
  game: string;
  version: number;
  draft: Draft;
  text: string;
  cards: CardMap;
  dirty: boolean;
  /** The typed text is newer than the card lines (not read yet, or it does not read). */
  textAhead: boolean;
  onRestore: (stored: DeviceDraft) => void;
  send: (item: DeckSaveItem) => void;
}): DeviceDeck {
  const user = useDeviceUser();
  const queueItems = useQueue();
  const queued = (id && (queueItems?.find((i) => i.kind === "deck" && i.deckId === id) as DeckSaveItem | undefined)) || null;
  const queuedRef = useRef(queued);
  queuedRef.current = queued;
  // Set at once when a save is queued (the queue is read back a moment later).
  const hasQueued = useRef(false);
  const [restored, setRestored] = useState(false);
  const latest = useRef<DeviceDraft | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;
  const restoreRef = useRef(onRestore);
  restoreRef.current = onRestore;

  // The builder sends this deck's queued save itself; the header's agent leaves it alone.
  useEffect(() => {
    if (!id) return;
    openInBuilder.add(id);
    return () => {
      openInBuilder.delete(id);
    };
  }, [id]);

  // On opening: the device's draft (if it differs from the saved version) and the queued save.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per deck and player, with the draft as it came
  useEffect(() => {
    if (!id || !user) return;
    let live = true;
    void (async () => {
      try {
        const [stored, items] = await Promise.all([readDraft(user, id), readQueue(user)]);
        if (!live) return;
        const item = items.find((i): i is DeckSaveItem => i.kind === "deck" && i.deckId === id);
        hasQueued.current = item !== undefined;
        if (stored && fingerprint(stored.draft) !== fingerprint(draft)) restoreRef.current(stored);
        if (item && item.state !== "refused" && navigator.onLine) sendRef.current(item);
      } catch {
        // no IndexedDB (a private window may refuse it): the builder works as before
      } finally {
        if (live) setRestored(true);
      }
    })();
    return () => {
      live = false;
    };
  }, [id, user]);

  // Reconnecting: the queued save goes out (one at a time: the builder's save drops a second call).
  // A send that got no answer while online is tried again (`answered`), after 1 s, 2 s, … 30 s.
  const retry = useRef<{ attempt: number; timer?: ReturnType<typeof setTimeout> }>({ attempt: 0 });
  const sendWaiting = useCallback(() => {
    if (!id || !user) return;
    void readQueue(user).then((items) => {
      const item = items.find((i): i is DeckSaveItem => i.kind === "deck" && i.deckId === id);
      if (item && item.state === "waiting") sendRef.current(item);
    });
  }, [id, user]);
  useEffect(() => {
    const online = () => {
      clearTimeout(retry.current.timer);
      retry.current.attempt = 0;
      sendWaiting();
    };
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("online", online);
      clearTimeout(retry.current.timer);
    };
  }, [sendWaiting]);

  // The draft on the device: a moment after each change, at once when the page is hidden.
  latest.current = id
    ? {
        deckId: id,
        game,
        baseVersion: version,
        draft,
        text,
        names: Object.fromEntries(draft.lines.map((l) => [l.code, cards[l.code]?.name ?? l.code])),
        textAhead,
        updatedAt: Date.now(),
      }
    : null;
  const keep = dirty || hasQueued.current;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each change of what is kept (read through `latest`)
  useEffect(() => {
    if (!id || !user || !restored) return;
    if (!keep) {
      void dropDraft(user, id).catch(() => {});
      return;
    }
    const timer = setTimeout(() => {
      if (latest.current) void saveDraft(user, latest.current).catch(() => {});
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id, user, restored, keep, draft, text, version, textAhead]);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(() => {
    if (!user) return;
    const hide = () => {
      if (latest.current && (dirtyRef.current || hasQueued.current)) void saveDraft(user, latest.current).catch(() => {});
    };
    window.addEventListener("pagehide", hide);
    return () => window.removeEventListener("pagehide", hide);
  }, [user]);

  const queue = useCallback(
    async (body: DeckSaveItem["body"], baseVersion: number, saved: Draft) => {
      if (!id || !user) throw new Error("no device store");
      hasQueued.current = true;
      const now = Date.now();
      await saveDraft(user, { ...(latest.current as DeviceDraft), draft: saved, baseVersion, updatedAt: now });
      await queueChange(user, {
        kind: "deck",
        key: deckKey(id),
        deckId: id,
        game,
        baseVersion,
        body,
        draftKey: fingerprint(saved),
        queuedAt: now,
        state: "waiting",
      });
    },
    [id, user, game],
  );

  const answered = useCallback(
    async (item: DeckSaveItem, result: SendResult) => {
      if (!user) return;
      const after = await updateQueue(user, (items) => afterResult(items, item, result));
      hasQueued.current = after.some((i) => i.key === item.key);
      clearTimeout(retry.current.timer);
      if (result.kind !== "network") {
        retry.current.attempt = 0;
        return;
      }
      // No answer although online: the network may still be settling. Offline, the `online` event sends it.
      if (navigator.onLine) retry.current.timer = setTimeout(sendWaiting, retryDelayMs(retry.current.attempt++));
    },
    [user, sendWaiting],
  );

  const settled = useCallback(async () => {
    if (!id || !user || !(hasQueued.current || queuedRef.current)) return;
    hasQueued.current = false;
    await removeQueued(user, deckKey(id));
  }, [id, user]);

  return { queued, queue, answered, settled };
}
