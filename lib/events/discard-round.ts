import "server-only";
import { db } from "../db/client";
import { refusal } from "../errors";
import { bumpEvent, organized } from "./service";
import { storedRound } from "./rounds";

/**
 * DELETE /api/v1/events/:id/rounds/:n (organizer): a held round (CONTRACTS §9.1 "Held rounds") is
 * discarded, so that the organizer can pair it again, e.g. after a late entry or a drop. Players
 * never saw it, so nothing of it is kept: its tables, reports and timer go with it. Only the last
 * round, and only while it is held: a published round is the players' and is refused with 409
 * ROUND_PUBLISHED. A player let in late while it was held (paired "from the next round", which was
 * this one's successor) is paired from this round again. A round that began the top cut takes the
 * cut with it. Registration stays as it was (closed once round 1 was paired; a late entry still
 * needs the organizer's leave).
 *
 * One transaction, conditional on the round still being held and still the last: a publish or a
 * pairing on another server meanwhile makes this 409, never half a discard.
 */

const roundPublished = (n: number) => refusal("conflict", "ROUND_PUBLISHED", { round: n });

const notLastRound = (n: number) =>
  refusal("conflict", "ROUND_NOT_LAST", {
    round: n,
  });

const changedMeanwhile = () => refusal("conflict", "ROUND_CONFLICT", undefined, { key: "apiErrors.DISCARD_CONFLICT" });

export async function discardHeldRound(actorId: string, id: string, n: number): Promise<{ discarded: number; roundCount: number }> {
  const client = await db();
  const row = await organized(client, actorId, id);
  const round = storedRound(row, n);
  if (round.publishedAt !== null) throw roundPublished(n);
  if (n !== row.roundCount) throw notLastRound(n);
  // The cut began with this round: discarding it ends the cut (no earlier cut round).
  const beganCut = round.kind === "cut" && !row.rounds.some((r) => r.kind === "cut" && r.number < n);
  await client.$transaction(async (tx) => {
    const gone = await tx.eventRound.deleteMany({ where: { eventId: id, number: n, publishedAt: null } });
    if (gone.count === 0) throw changedMeanwhile();
    const moved = await tx.event.updateMany({
      where: { id, roundCount: n, cancelledAt: null },
      data: { roundCount: n - 1, ...(beganCut ? { cutSize: null } : {}) },
    });
    if (moved.count === 0) throw changedMeanwhile();
    await tx.eventRegistration.updateMany({ where: { eventId: id, firstRound: { gt: n } }, data: { firstRound: n } });
    await bumpEvent(tx, id);
  });
  return { discarded: n, roundCount: n - 1 };
}
