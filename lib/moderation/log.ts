import "server-only";
import type { Db, Tx } from "../db/client";
import { MAX_LOG_ENTRIES } from "./input";

/** One moderation action (CONTRACTS §12 `GET /admin/log`): who, when, what, the note. */
export interface LogEntry {
  id: number;
  moderator: string;
  action: string;
  kind: string;
  thingId: string;
  subject: string | null;
  note: string;
  at: string;
}

export interface NewAction {
  moderatorName: string;
  action: "hide" | "restore" | "dismiss" | "suspend" | "unsuspend" | "grant" | "revoke";
  kind: string;
  thingId: string;
  subjectId: string | null;
  subjectName: string | null;
  note: string;
}

export async function logAction(tx: Tx, action: NewAction, now = new Date()): Promise<void> {
  await tx.moderationAction.create({ data: { ...action, createdAt: now } });
}

/** The log, newest first (at most MAX_LOG_ENTRIES). */
export async function moderationLog(client: Db): Promise<LogEntry[]> {
  const rows = await client.moderationAction.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: MAX_LOG_ENTRIES });
  return rows.map((r) => ({
    id: r.id,
    moderator: r.moderatorName,
    action: r.action,
    kind: r.kind,
    thingId: r.thingId,
    subject: r.subjectName,
    note: r.note,
    at: r.createdAt.toISOString(),
  }));
}
