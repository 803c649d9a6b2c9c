import "server-only";
import { db } from "../db/client";
import { type DomainError, refusal } from "../errors";
import { hit, type ThrottleRule } from "../quotas";
import { isBlockedEitherWay } from "../trade";
import { REPORTS_PER_DAY, type ReportInput } from "./input";
import { findThing, readerMaySee } from "./things";

/** Reports per account per UTC day, counted by one atomic statement in the database (lib/quotas/throttle.ts). */
export const REPORTS_DAILY: ThrottleRule = { name: "reports", windowMs: 24 * 60 * 60_000, limit: REPORTS_PER_DAY };

export interface ReportReceipt {
  id: string;
  kind: string;
  status: "received";
  createdAt: string;
}

function notFound(kind: string): DomainError {
  const thing = kind === "user" || kind === "binder" ? "player" : kind;
  return refusal("not-found", "NOT_FOUND", { kind }, { key: "apiErrors.NO_SUCH_KIND" }).saying("apiErrors.NOT_FOUND", { thing });
}

/**
 * `POST /api/v1/reports` (CONTRACTS §12): a signed-in player reports a thing they can see
 * (404 otherwise, the same answer as reading it), not their own (400), at most
 * REPORTS_PER_DAY a day (429 TOO_MANY_REPORTS, counted before the report is stored, so the
 * 21st is refused on any server). The receipt says it was received, never who else reported.
 */
export async function createReport(reporter: { id: string; username: string }, input: ReportInput, now = new Date()): Promise<ReportReceipt> {
  const client = await db();
  const thing = await findThing(client, input.kind, input.id, input.kind === "binder" || input.kind === "user");
  if (!thing || !readerMaySee(thing, reporter.id)) throw notFound(input.kind);
  // A binder hidden between two players (a block either way) is 404 to them, as reading it is.
  if (thing.kind === "binder" && (await isBlockedEitherWay(client, reporter.id, thing.id))) throw notFound(input.kind);
  if (thing.ownerId === reporter.id) {
    throw refusal("invalid", "OWN_THING", undefined, { issues: [{ path: "id", message: "is yours" }] });
  }
  const counted = await hit(REPORTS_DAILY, reporter.id, now.getTime());
  if (counted.limited) {
    const hours = Math.ceil(counted.retryAfterSeconds / 3600);
    throw refusal("limit", "TOO_MANY_REPORTS", { limit: REPORTS_PER_DAY, hours }, { retryAfterSeconds: counted.retryAfterSeconds });
  }
  const row = await client.report.create({
    data: { reporterId: reporter.id, kind: input.kind, thingId: thing.id, reason: input.reason, text: input.text, createdAt: now },
    select: { id: true, createdAt: true },
  });
  return { id: row.id, kind: input.kind, status: "received", createdAt: row.createdAt.toISOString() };
}
