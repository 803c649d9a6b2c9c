import "server-only";
import { db } from "../db/client";
import { holdOf } from "./holds";
import { HIDEABLE_KINDS, type HideableKind, MAX_QUEUE_THINGS, type ReportKind } from "./input";
import { findThing } from "./things";

/** One reported thing in the moderators' queue, as its readers see it, with its reports. */
export interface QueueItem {
  kind: ReportKind;
  id: string;
  /** null when the thing is gone (its owner deleted it). */
  thing: { name: string; owner: string; visibility: string; href: string; hidden: { cause: string; note: string } | null } | null;
  reports: { id: string; reason: string; text: string; reporter: string; at: string }[];
  /** How many times each reason was given. */
  reasons: Record<string, number>;
}

/**
 * `GET /api/v1/admin/reports?status=open` (CONTRACTS §12): the reports grouped by the thing
 * they are about, the thing with the oldest open report first (at most MAX_QUEUE_THINGS).
 */
export async function reportQueue(status: "open" | "closed" = "open"): Promise<QueueItem[]> {
  const client = await db();
  const rows = await client.report.findMany({
    where: { status },
    orderBy: status === "open" ? [{ createdAt: "asc" }, { id: "asc" }] : [{ closedAt: "desc" }, { id: "asc" }],
    take: 2000,
    select: { id: true, kind: true, thingId: true, reason: true, text: true, createdAt: true, reporter: { select: { username: true } } },
  });
  const groups = new Map<string, QueueItem>();
  for (const r of rows) {
    const key = `${r.kind}:${r.thingId}`;
    let group = groups.get(key);
    if (!group) {
      if (groups.size >= MAX_QUEUE_THINGS) continue;
      group = { kind: r.kind as ReportKind, id: r.thingId, thing: null, reports: [], reasons: {} };
      groups.set(key, group);
    }
    group.reports.push({ id: r.id, reason: r.reason, text: r.text, reporter: r.reporter.username, at: r.createdAt.toISOString() });
    group.reasons[r.reason] = (group.reasons[r.reason] ?? 0) + 1;
  }
  for (const group of groups.values()) {
    const thing = await findThing(client, group.kind, group.id);
    if (!thing) continue;
    const hideable = (HIDEABLE_KINDS as readonly string[]).includes(group.kind);
    const held = hideable ? await holdOf(client, group.kind as HideableKind, group.id) : null;
    group.thing = {
      name: thing.name,
      owner: thing.ownerName,
      visibility: thing.visibility,
      href: thing.href,
      hidden: held ? { cause: held.cause, note: held.note } : null,
    };
  }
  return [...groups.values()];
}
