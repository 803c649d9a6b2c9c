import "server-only";
import type { Db, Tx } from "../db/client";

/**
 * What the account export holds of moderation (CONTRACTS §5, §12): the reports the player
 * made, and every moderator's action about them with its note (who acted stays the
 * moderators': the export says what was done and why, not by whom). Deleting the account
 * deletes its reports.
 */
export async function reportsMade(client: Db, ownerId: string) {
  const rows = await client.report.findMany({ where: { reporterId: ownerId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    thingId: r.thingId,
    reason: r.reason,
    text: r.text,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
  }));
}

export async function moderationNotesAbout(client: Db, ownerId: string) {
  const rows = await client.moderationAction.findMany({ where: { subjectId: ownerId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map((r) => ({ action: r.action, kind: r.kind, thingId: r.thingId, note: r.note, at: r.createdAt.toISOString() }));
}

/** The deletion step: the player's reports, and the holds on things that go with the account. */
export async function deleteModerationData(tx: Tx, ownerId: string): Promise<void> {
  await tx.report.deleteMany({ where: { reporterId: ownerId } });
  await tx.moderationHold.deleteMany({ where: { ownerId } });
}
