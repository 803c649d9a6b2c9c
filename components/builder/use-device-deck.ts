"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useDeviceUser, useQueue } from "@/components/offline/device-user";
import { onSyncOutcome, type SyncOutcome } from "@/components/offline/sync-engine";
import { dropDraft, queueChange, readDraft, readQueue, removeQueued, saveDraft, type DeviceDraft } from "@/lib/offline/device-store";
import { deckKey, type DeckSaveItem } from "@/lib/offline/sync-queue";
import { fingerprint, type CardMap, type Draft } from "./draft";

const WRITE_DELAY_MS = 300;

export interface DeviceDeck {
  /** This deck's change waiting on the device (or refused, or in conflict), if any. */
  queued: DeckSaveItem | null;
  /** Queues a save made without network, on the version the draft was based on (the sync engine sends it). */
  queue(body: DeckSaveItem["body"], baseVersion: number, draft: Draft): Promise<void>;
  /** The deck is saved on the server (or the player took the other version): nothing waits any more. */
  settled(): Promise<void>;
}

/**
 * The builder's draft kept on this device (docs/offline.md "Editing offline and sync"): written
 * to IndexedDB a moment after each change and when the page is hidden, so nothing typed is lost
 * if the tab closes offline; restored when the deck is opened again and differs from what the
 * page shows (on the version it was based on, so a save meets the conflict view if the deck moved
 * meanwhile). A save made offline is queued; the sync engine (components/offline/sync-engine.ts)
 * sends it, and the builder only listens for its deck's outcome (`onOutcome`). A queued save found
 * in conflict on opening shows the conflict view (`onConflict`).
 */
export function useDeviceDeck({
  id,
  game,
  version,
  draft,
  text,
  cards,
  dirty,
  savedKey,
  textAhead,
  onRestore,
  onOutcome,
  onConflict,
}: {
  id: string | null;
  game: string;
  version: number;
  draft: Draft;
  text: string;
  cards: CardMap;
  dirty: boolean;
  /** The fingerprint of the draft saved as `version` (on the server, or queued here). */
  savedKey: string | null;
  /** The typed text is newer than the card lines (not read yet, or it does not read). */
  textAhead: boolean;
  onRestore: (stored: DeviceDraft) => void;
  onOutcome: (outcome: SyncOutcome & { item: DeckSaveItem }) => void;
  onConflict: () => void;
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
  // The draft last queued and its version: a write made before the builder shows it saved (the
  // pending write a moment after the last change, or the page hidden at once) keeps it saved.
  const lastQueued = useRef<{ key: string; baseVersion: number } | null>(null);
  const handlers = useRef({ onRestore, onOutcome, onConflict });
  handlers.current = { onRestore, onOutcome, onConflict };

  // This deck's outcomes from the sync engine (this tab's or another's).
  useEffect(() => {
    if (!id) return;
    return onSyncOutcome((outcome) => {
      const item = outcome.item;
      if (item.kind !== "deck" || item.deckId !== id) return;
      if (outcome.result.kind === "accepted") hasQueued.current = false;
      handlers.current.onOutcome({ ...outcome, item });
    });
  }, [id]);

  // On opening: the device's draft (if it is not what the page shows) and the queued save.
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
        if (stored && (fingerprint(stored.draft) !== fingerprint(draft) || stored.baseVersion !== version)) handlers.current.onRestore(stored);
        if (item?.state === "conflict" && navigator.onLine) handlers.current.onConflict();
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

  // The draft on the device: a moment after each change, at once when the page is hidden.
  latest.current = id
    ? {
        deckId: id,
        game,
        baseVersion: version,
        draft,
        text,
        names: Object.fromEntries(draft.lines.map((l) => [l.code, cards[l.code]?.name ?? l.code])),
        ...(savedKey ? { savedKey } : {}),
        textAhead,
        updatedAt: Date.now(),
      }
    : null;
  const keep = dirty || hasQueued.current || queued !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each change of what is kept (read through `latest`)
  useEffect(() => {
    if (!id || !user || !restored) return;
    if (!keep) {
      void dropDraft(user, id).catch(() => {});
      return;
    }
    const timer = setTimeout(() => {
      const d = asQueued(latest.current, lastQueued.current);
      if (d) void saveDraft(user, d).catch(() => {});
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id, user, restored, keep, draft, text, version, textAhead, savedKey]);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(() => {
    if (!user) return;
    const hide = () => {
      const d = asQueued(latest.current, lastQueued.current);
      if (d && (dirtyRef.current || hasQueued.current)) void saveDraft(user, d).catch(() => {});
    };
    window.addEventListener("pagehide", hide);
    return () => window.removeEventListener("pagehide", hide);
  }, [user]);

  const queue = useCallback(
    async (body: DeckSaveItem["body"], baseVersion: number, saved: Draft) => {
      if (!id || !user) throw new Error("no device store");
      hasQueued.current = true;
      const now = Date.now();
      const key = fingerprint(saved);
      lastQueued.current = { key, baseVersion };
      await saveDraft(user, { ...(latest.current as DeviceDraft), draft: saved, baseVersion, savedKey: key, updatedAt: now });
      await queueChange(user, { kind: "deck", key: deckKey(id), deckId: id, game, baseVersion, body, draftKey: key, queuedAt: now, state: "waiting" });
    },
    [id, user, game],
  );

  const settled = useCallback(async () => {
    if (!id || !user || !(hasQueued.current || queuedRef.current)) return;
    hasQueued.current = false;
    await removeQueued(user, deckKey(id));
  }, [id, user]);

  return { queued, queue, settled };
}

/** The draft to write: the one just queued counts as saved (with the version it was queued on) before the builder shows it so. */
function asQueued(d: DeviceDraft | null, q: { key: string; baseVersion: number } | null): DeviceDraft | null {
  return d && q && d.savedKey !== q.key && fingerprint(d.draft) === q.key ? { ...d, savedKey: q.key, baseVersion: q.baseVersion } : d;
}
