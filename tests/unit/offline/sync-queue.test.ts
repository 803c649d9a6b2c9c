import { describe, expect, it } from "vitest";
import {
  afterResult,
  countsKey,
  deckKey,
  enqueue,
  resultOf,
  retry,
  toSend,
  type CountsItem,
  type DeckSaveItem,
  type QueueItem,
} from "@/lib/offline/sync-queue";

function deckItem(id: string, baseVersion: number, queuedAt: number, list = "1 [a]"): DeckSaveItem {
  return {
    kind: "deck",
    key: deckKey(id),
    deckId: id,
    game: "dark-eden",
    baseVersion,
    queuedAt,
    state: "waiting",
    body: { name: "D", visibility: "private", list },
  };
}

function countsItem(code: string, owned: number, queuedAt: number): CountsItem {
  return {
    kind: "counts",
    key: countsKey("dark-eden", code),
    game: "dark-eden",
    code,
    name: code,
    queuedAt,
    state: "waiting",
    counts: { owned, wanted: 0, forTrade: 0 },
  };
}

const reason = { status: 404, code: "NOT_FOUND", message: "No such deck." };

describe("the sync queue", () => {
  it("keeps one item per deck: a second offline save replaces the first and keeps the version it was based on", () => {
    let q: QueueItem[] = [];
    q = enqueue(q, deckItem("d1", 3, 1, "1 [a]"));
    q = enqueue(q, deckItem("d1", 3, 2, "2 [a]"));
    expect(q).toHaveLength(1);
    expect(q[0]).toMatchObject({ baseVersion: 3, queuedAt: 2, body: { list: "2 [a]" } });
  });

  it("keeps one item per card: counts changed twice offline keep the `was` of the first change (CONTRACTS §5)", () => {
    let q: QueueItem[] = [];
    q = enqueue(q, { ...countsItem("x", 2, 1), was: { owned: 1, wanted: 0, forTrade: 0 } });
    q = enqueue(q, { ...countsItem("x", 3, 2), was: { owned: 2, wanted: 0, forTrade: 0 } });
    expect(q).toHaveLength(1);
    expect(q[0]).toMatchObject({ counts: { owned: 3 }, was: { owned: 1 }, queuedAt: 2 });
  });

  it("sends waiting items in the order they were made, never those in conflict or refused", () => {
    let q: QueueItem[] = [countsItem("x", 1, 5), deckItem("d2", 1, 2), deckItem("d1", 1, 9)];
    q = afterResult(q, q[2], { kind: "refused", reason });
    expect(toSend(q).map((i) => i.key)).toEqual([deckKey("d2"), countsKey("dark-eden", "x")]);
    expect(toSend(q, new Set([deckKey("d2")])).map((i) => i.key)).toEqual([countsKey("dark-eden", "x")]);
  });

  it("drops an accepted item, keeps it on a network failure, keeps a refusal with the server's reason", () => {
    const item = deckItem("d1", 4, 1);
    expect(afterResult([item], item, { kind: "accepted" })).toEqual([]);
    expect(afterResult([item], item, { kind: "network" })).toEqual([item]);
    const refused = afterResult([item], item, { kind: "refused", reason });
    expect(refused).toEqual([{ ...item, state: "refused", reason }]);
    const conflict = afterResult([item], item, { kind: "conflict", reason: { ...reason, status: 409 } });
    expect(conflict[0].state).toBe("conflict");
    expect(toSend(conflict)).toEqual([]);
  });

  it("keeps a newer change queued while an older one was on its way", () => {
    const sent = deckItem("d1", 4, 1, "1 [a]");
    const newer = enqueue([sent], deckItem("d1", 4, 2, "3 [a]"));
    expect(afterResult(newer, sent, { kind: "accepted" })).toEqual(newer);
  });

  it("a new change after a refusal is waiting again on its own version; retry clears the reason", () => {
    const refused = afterResult([deckItem("d1", 2, 1)], deckItem("d1", 2, 1), { kind: "refused", reason });
    const again = enqueue(refused, deckItem("d1", 5, 3));
    expect(again[0]).toMatchObject({ state: "waiting", baseVersion: 5 });
    expect(again[0].reason).toBeUndefined();
    const retried = retry(refused, deckKey("d1"));
    expect(retried[0].state).toBe("waiting");
    expect(retried[0].reason).toBeUndefined();
  });

  it("sorts answers: 2xx accepted, 409 conflict, no answer or 5xx again later, other 4xx refused", () => {
    expect(resultOf(200).kind).toBe("accepted");
    expect(resultOf(0).kind).toBe("network");
    expect(resultOf(503).kind).toBe("network");
    expect(resultOf(409, { code: "VERSION_CONFLICT", message: "stale" })).toEqual({
      kind: "conflict",
      reason: { status: 409, code: "VERSION_CONFLICT", message: "stale" },
    });
    expect(resultOf(404, { code: "NOT_FOUND", message: "gone" })).toEqual({ kind: "refused", reason: { status: 404, code: "NOT_FOUND", message: "gone" } });
  });
});
