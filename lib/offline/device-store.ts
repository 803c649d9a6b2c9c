import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from "idb";
import { enqueue, type QueueItem } from "./sync-queue";

/**
 * What this device keeps for the signed-in player, in IndexedDB (browser only): the builder's
 * drafts (written on every change, so nothing typed is lost when the tab closes offline) and the
 * queue of changes not yet on the server (lib/offline/sync-queue.ts). One database per player,
 * `edenkeep-device-<userId>`: another account on the same browser never opens it, and signing
 * out deletes it (clearDevice). docs/offline.md "Editing offline and sync".
 */

export { DEVICE_DB_PREFIX } from "./cache-names";
import { DEVICE_DB_PREFIX } from "./cache-names";
/** Cache Storage caches of private pages (the service worker's, docs/offline.md); deleted on sign-out. */
export const PRIVATE_CACHE_PREFIX = "edenkeep-private-";

/** A deck's draft as the builder last showed it, and the server version it was based on. */
export interface DeviceDraft {
  deckId: string;
  game: string;
  baseVersion: number;
  /** The builder's Draft (components/builder/draft.ts) and the list text. */
  draft: {
    name: string;
    visibility: "private" | "unlisted" | "public";
    headers: Record<string, string>;
    lines: { section: string; code: string; quantity: number }[];
  };
  text: string;
  /** Names of the draft's cards, so the restored draft shows them before the check answers. */
  names: Record<string, string>;
  /**
   * The fingerprint (components/builder/draft.ts) of the draft saved as `baseVersion`, on the server or
   * queued on this device: a restored draft equal to it is saved, not an unsaved change.
   */
  savedKey?: string;
  /** The typed text is newer than the card lines (it had not been read): restoring reads the text. */
  textAhead?: boolean;
  updatedAt: number;
}

interface DeviceSchema extends DBSchema {
  drafts: { key: string; value: DeviceDraft };
  queue: { key: string; value: QueueItem };
}

type DeviceDB = IDBPDatabase<DeviceSchema>;

const opened = new Map<string, Promise<DeviceDB>>();
/** Set by clearDevice: this page is signing out, and must not write anything again (a `pagehide` draft). */
let cleared = false;

function dbName(userId: string): string {
  return `${DEVICE_DB_PREFIX}${userId}`;
}

function available(): boolean {
  return typeof indexedDB !== "undefined";
}

async function device(userId: string): Promise<DeviceDB> {
  if (cleared) throw new Error("signed out");
  let db = opened.get(userId);
  if (!db) {
    db = openDB<DeviceSchema>(dbName(userId), 1, {
      upgrade(d) {
        d.createObjectStore("drafts", { keyPath: "deckId" });
        d.createObjectStore("queue", { keyPath: "key" });
      },
      // Another tab signing out deletes the database: let it go, and open it again when needed.
      blocking() {
        void db?.then((x) => x.close());
        opened.delete(userId);
      },
      terminated() {
        opened.delete(userId);
      },
    });
    opened.set(userId, db);
    db.catch(() => opened.delete(userId));
  }
  return db;
}

// ---------------------------------------------------------------- change notices

const CHANNEL = "edenkeep-sync";
const local = typeof EventTarget !== "undefined" ? new EventTarget() : null;
let channel: BroadcastChannel | null = null;

/** Tells this tab and the others that the queue changed (the badges and the sync list read it again). */
function changed(): void {
  local?.dispatchEvent(new Event("change"));
  if (typeof BroadcastChannel === "undefined") return;
  channel ??= new BroadcastChannel(CHANNEL);
  channel.postMessage("change");
}

/** Calls `listener` whenever the queue changes, in this tab or another; returns the unsubscribe. */
export function onQueueChange(listener: () => void): () => void {
  local?.addEventListener("change", listener);
  const other = typeof BroadcastChannel !== "undefined" ? new BroadcastChannel(CHANNEL) : null;
  if (other) other.onmessage = () => listener();
  return () => {
    local?.removeEventListener("change", listener);
    other?.close();
  };
}

// ---------------------------------------------------------------- drafts

export async function saveDraft(userId: string, draft: DeviceDraft): Promise<void> {
  if (!available()) return;
  await (await device(userId)).put("drafts", draft);
}

export async function readDraft(userId: string, deckId: string): Promise<DeviceDraft | undefined> {
  if (!available()) return undefined;
  return (await device(userId)).get("drafts", deckId);
}

export async function dropDraft(userId: string, deckId: string): Promise<void> {
  if (!available()) return;
  await (await device(userId)).delete("drafts", deckId);
}

// ---------------------------------------------------------------- the queue

export async function readQueue(userId: string): Promise<QueueItem[]> {
  if (!available()) return [];
  const items = await (await device(userId)).getAll("queue");
  return items.sort((a, b) => a.queuedAt - b.queuedAt);
}

/** Runs `change` on the whole queue in one transaction and stores what it returns. */
export async function updateQueue(userId: string, change: (items: QueueItem[]) => QueueItem[]): Promise<QueueItem[]> {
  if (!available()) return [];
  const db = await device(userId);
  const tx = db.transaction("queue", "readwrite");
  const before = await tx.store.getAll();
  const after = change(before);
  const kept = new Set(after.map((i) => i.key));
  for (const item of before) if (!kept.has(item.key)) await tx.store.delete(item.key);
  for (const item of after) await tx.store.put(item);
  await tx.done;
  changed();
  return after.sort((a, b) => a.queuedAt - b.queuedAt);
}

/** Queues a change (replacing the older change of the same thing, lib/offline/sync-queue.ts). */
export async function queueChange(userId: string, item: QueueItem): Promise<void> {
  await updateQueue(userId, (items) => enqueue(items, item));
}

export async function removeQueued(userId: string, key: string): Promise<void> {
  await updateQueue(userId, (items) => items.filter((i) => i.key !== key));
}

// ---------------------------------------------------------------- sign-out

/**
 * Removes everything the device keeps for players: every `edenkeep-device-*` database (this
 * player's and any left by an earlier one) and every `edenkeep-private-*` cache. Called before
 * signing out; another account on this browser then finds nothing.
 */
export async function clearDevice(): Promise<void> {
  cleared = true;
  for (const db of opened.values()) void db.then((d) => d.close()).catch(() => {});
  opened.clear();
  if (available()) {
    const names = typeof indexedDB.databases === "function" ? (await indexedDB.databases()).map((d) => d.name ?? "") : [];
    // A tab that keeps it open closes it when asked (`blocking` above); never wait on one forever.
    const gone = Promise.all(names.filter((n) => n.startsWith(DEVICE_DB_PREFIX)).map((n) => deleteDB(n).catch(() => {})));
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 3000))]);
  }
  if (typeof caches !== "undefined") {
    const keys = await caches.keys();
    await Promise.all(keys.filter((k) => k.startsWith(PRIVATE_CACHE_PREFIX)).map((k) => caches.delete(k)));
  }
  changed();
}
