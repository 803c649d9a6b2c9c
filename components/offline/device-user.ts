"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { onQueueChange, readQueue } from "@/lib/offline/device-store";
import type { QueueItem } from "@/lib/offline/sync-queue";

/**
 * Who this tab's device data belongs to: the signed-in player, set by <SyncAgent> in the header
 * (components/offline/sync-agent.tsx) from the session. Browser state only (never on the server):
 * the builder and the collection read it to keep drafts and queued changes in that player's
 * database (lib/offline/device-store.ts).
 */
let current: string | null = null;
const listeners = new Set<() => void>();

export function setDeviceUser(userId: string | null): void {
  if (typeof window === "undefined" || current === userId) return;
  current = userId;
  for (const l of listeners) l();
}

export function deviceUser(): string | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDeviceUser(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** The player's queued changes, read again whenever the queue changes (in this tab or another). */
export function useQueue(): QueueItem[] | null {
  const user = useDeviceUser();
  const [items, setItems] = useState<QueueItem[] | null>(null);
  useEffect(() => {
    if (!user) return;
    let live = true;
    const read = () =>
      void readQueue(user)
        .then((q) => {
          if (live) setItems(q);
        })
        .catch(() => {});
    read();
    const off = onQueueChange(read);
    return () => {
      live = false;
      off();
    };
  }, [user]);
  return user ? items : null;
}
