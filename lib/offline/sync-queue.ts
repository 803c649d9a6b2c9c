/**
 * The queue of changes made on this device that the server has not taken yet: its items and the
 * pure decisions about them (what a new item replaces, what to send next and in which order,
 * what to keep after an answer). No I/O: lib/offline/device-store.ts keeps the items in
 * IndexedDB, components/offline/ sends them. docs/offline.md "Editing offline and sync".
 */

/** Why the server refused an item (kept and shown; the item is never dropped unasked). */
export interface Refusal {
  status: number;
  code: string;
  message: string;
}

/**
 * - waiting: not sent yet (or sent and the network failed: sent again later);
 * - conflict: the deck was saved elsewhere after the version the change was based on (409);
 *   the builder shows the conflict view when the deck is opened;
 * - refused: any other refusal (deck deleted, set gone, list no longer valid…), with its reason.
 */
export type ItemState = "waiting" | "conflict" | "refused";

interface ItemBase {
  /** One item per thing changed: `deck:<id>` or `counts:<game>/<code>`. */
  key: string;
  /** When the newest change in it was made (ms since 1970). */
  queuedAt: number;
  state: ItemState;
  reason?: Refusal;
}

/** A deck saved while offline: sent as `PUT /api/v1/decks/:id` on the version it was based on. */
export interface DeckSaveItem extends ItemBase {
  kind: "deck";
  deckId: string;
  game: string;
  /** The version the draft was based on (the one the builder showed when it was saved). */
  baseVersion: number;
  body: { name: string; visibility: string; list: string };
  /** The builder's fingerprint of the draft saved (components/builder/draft.ts), to know it saved once accepted. */
  draftKey?: string;
}

/** A collection count changed while offline: sent as `PUT /api/v1/collection` (absolute counts). */
export interface CountsItem extends ItemBase {
  kind: "counts";
  game: string;
  code: string;
  name: string;
  counts: { owned: number; wanted: number; forTrade: number };
  /**
   * The counts the page showed when the first queued change was made: sent as `was` (CONTRACTS §5),
   * so that a trade accepted meanwhile makes it a conflict (409 COLLECTION_CHANGED), never undone.
   */
  was?: { owned: number; wanted: number; forTrade: number };
}

export type QueueItem = DeckSaveItem | CountsItem;

export const deckKey = (deckId: string) => `deck:${deckId}`;
export const countsKey = (game: string, code: string) => `counts:${game}/${code}`;

/**
 * The queue after a new change: it replaces the item for the same thing (a deck saved twice
 * offline is one save of the newer draft). A deck keeps the version its first queued change was
 * based on, and counts the `was` of the first change, since nothing in between reached the server;
 * the new item is waiting again.
 */
export function enqueue(items: readonly QueueItem[], item: QueueItem): QueueItem[] {
  const old = items.find((i) => i.key === item.key);
  let next: QueueItem = { ...item, state: "waiting" };
  delete next.reason;
  if (old && old.kind === "deck" && next.kind === "deck" && old.state !== "refused") next = { ...next, baseVersion: old.baseVersion };
  // Counts changed twice offline: still compared with what was shown before the first change.
  if (old && old.kind === "counts" && next.kind === "counts" && old.state !== "refused" && old.was) next = { ...next, was: old.was };
  return [...items.filter((i) => i.key !== item.key), next];
}

/**
 * What to send now, in the order the changes were made: waiting items only (one per thing, by
 * construction). Items in conflict or refused wait for the player (the builder's conflict view,
 * Retry on the sync page), so nothing is sent twice on its own.
 */
export function toSend(items: readonly QueueItem[], skip: ReadonlySet<string> = new Set()): QueueItem[] {
  return items.filter((i) => i.state === "waiting" && !skip.has(i.key)).sort((a, b) => a.queuedAt - b.queuedAt);
}

/** What the server (or the network) answered to one item. */
export type SendResult = { kind: "accepted" } | { kind: "network" } | { kind: "conflict"; reason: Refusal } | { kind: "refused"; reason: Refusal };

/**
 * The queue after an answer to `sent`. Accepted: the item goes, unless a newer change of the same
 * thing was queued while it was on its way (then that one stays). No network: it stays waiting.
 * Conflict or refusal: kept with the server's reason, never dropped.
 */
export function afterResult(items: readonly QueueItem[], sent: QueueItem, result: SendResult): QueueItem[] {
  const current = items.find((i) => i.key === sent.key);
  if (!current) return [...items];
  if (current.queuedAt !== sent.queuedAt) return [...items]; // a newer change came meanwhile: it is sent next
  switch (result.kind) {
    case "accepted":
      return items.filter((i) => i.key !== sent.key);
    case "network":
      return [...items];
    case "conflict":
      return items.map((i) => (i.key === sent.key ? { ...i, state: "conflict" as const, reason: result.reason } : i));
    case "refused":
      return items.map((i) => (i.key === sent.key ? { ...i, state: "refused" as const, reason: result.reason } : i));
  }
}

/** Retry: a refused or conflicting item goes back to waiting (its reason cleared). */
export function retry(items: readonly QueueItem[], key: string): QueueItem[] {
  return items.map((i) => {
    if (i.key !== key) return i;
    const next = { ...i, state: "waiting" as const };
    delete next.reason;
    return next;
  });
}

/** Sorts a result of a send by HTTP status: 2xx accepted, 409 conflict, 0 (no answer) network, else refused. */
export function resultOf(status: number, error?: { code: string; message: string }): SendResult {
  if (status >= 200 && status < 300) return { kind: "accepted" };
  if (status === 0) return { kind: "network" };
  const reason = { status, code: error?.code ?? `HTTP_${status}`, message: error?.message ?? `HTTP ${status}` };
  // 5xx and 429: the server could not take it now; try again later like a network failure.
  if (status >= 500 || status === 429) return { kind: "network" };
  return status === 409 ? { kind: "conflict", reason } : { kind: "refused", reason };
}

/**
 * How long to wait before sending again after a send got no answer while the browser says it is
 * online (the first request after reconnecting can fail while the network settles): 1 s, then
 * twice as long each time, at most 30 s. `attempt` counts from 0.
 */
export function retryDelayMs(attempt: number): number {
  return Math.min(1_000 * 2 ** attempt, 30_000);
}
