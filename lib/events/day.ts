import "server-only";
import { db } from "../db/client";
import { queryRows, statements } from "../db/sql";
import { DomainError, englishRefusal, refusal } from "../errors";
import { bumpEvent, type EventRow, isComplete, loadEvent, organized, type RoundView, roundRecords, statusOf, winnerOf } from "./service";
import { freshRoundView, storedRound } from "./rounds";
import { databaseNow } from "./clock";
import { type TimerAction, timerAfter } from "./timer";

/**
 * The organizer's event-day controls (CONTRACTS §9.1): publishing a held round, the round timer,
 * a late entry's leave and ending the Swiss. Each write is one conditional update (or one
 * transaction) checked against the database, and bumps the event's version so every open page
 * sees it within its next poll, whichever server it asks.
 */

/** POST …/rounds/:n/publish: players see the held round from now on. Publishing twice changes nothing. */
export async function publishRound(actorId: string, id: string, n: number): Promise<RoundView> {
  const client = await db();
  const row = await organized(client, actorId, id);
  storedRound(row, n);
  await client.$transaction(async (tx) => {
    const done = await tx.eventRound.updateMany({ where: { eventId: id, number: n, publishedAt: null }, data: { publishedAt: new Date() } });
    if (done.count > 0) await bumpEvent(tx, id);
  });
  return freshRoundView(id, n);
}

/** POST …/rounds/:n/timer {action, minutes?}: start, pause, resume or extend, on the database's clock. */
export async function setTimer(actorId: string, id: string, n: number, action: TimerAction, minutes?: number): Promise<RoundView> {
  const client = await db();
  const row = await organized(client, actorId, id);
  const round = storedRound(row, n);
  const now = await databaseNow(client);
  const next = timerAfter(round, action, minutes, now);
  if ("problem" in next) {
    throw new DomainError("conflict", "TIMER_INVALID", next.problem, [{ path: "action", message: next.problem }]).saying("apiErrors.TIMER_INVALID", { action });
  }
  await client.$transaction(async (tx) => {
    // Only from the state read: a parallel action on another server makes this one 409, not a mix.
    const done = await tx.eventRound.updateMany({
      where: { eventId: id, number: n, timerRunning: round.timerRunning, timerEndsAt: round.timerEndsAt, timerLeftMs: round.timerLeftMs },
      data: next.state,
    });
    if (done.count === 0) throw refusal("conflict", "TIMER_CHANGED");
    await bumpEvent(tx, id);
  });
  return freshRoundView(id, n);
}

/**
 * POST …/late {username}: that player may register after the close (CONTRACTS §9.1 "Late entry");
 * registered, they are paired from the next round with a loss for each round missed.
 */
export async function allowLateEntry(actorId: string, id: string, username: string): Promise<{ username: string; allowed: true }> {
  const client = await db();
  const row = await organized(client, actorId, id);
  if (statusOf(row, winnerOf(row, roundRecords(row))) === "finished") throw refusal("conflict", "EVENT_FINISHED", { why: "other" });
  const [found] = await queryRows<{ id: string; username: string }>(client, statements().userByName(username));
  if (!found)
    throw refusal(
      "not-found",
      "USER_NOT_FOUND",
      { username },
      { issues: [{ path: "username", message: englishRefusal("apiErrors.USER_NOT_FOUND", { username }) }] },
    );
  await client.eventLateEntry.upsert({
    where: { eventId_userId: { eventId: id, userId: found.id } },
    create: { eventId: id, userId: found.id },
    update: {},
  });
  return { username: found.username, allowed: true };
}

/** POST …/finish: the organizer ends the Swiss once the last round's results are in (no top cut). */
export async function finishEvent(actorId: string, id: string): Promise<{ status: "finished" }> {
  const client = await db();
  const row: EventRow = await organized(client, actorId, id);
  if (row.finishedAt) return { status: "finished" };
  const rounds = roundRecords(row);
  const last = rounds.at(-1);
  if (!last) throw refusal("conflict", "NO_SWISS_ROUNDS", undefined, { key: "apiErrors.FINISH_NO_ROUNDS" });
  if (row.cutSize !== null && winnerOf(row, rounds) === null) throw refusal("conflict", "CUT_STARTED", undefined, { key: "apiErrors.FINISH_CUT_STARTED" });
  if (!isComplete(last) || row.rounds.at(-1)?.publishedAt === null) {
    const missing = last.tables.flatMap((t, i) => (t.result === null ? [i + 1] : []));
    throw refusal("conflict", "ROUND_INCOMPLETE", { round: last.number, tables: missing.join(", ") });
  }
  await client.event.updateMany({ where: { id, finishedAt: null }, data: { finishedAt: new Date(), version: { increment: 1 } } });
  return { status: "finished" };
}

/** GET …/version: what open pages poll (one primary-key read); `version` moves with every change they show. */
export async function eventVersion(id: string): Promise<{ version: number }> {
  const client = await db();
  const row = await client.event.findUnique({ where: { id }, select: { version: true } });
  if (!row) await loadEvent(client, id);
  return { version: row?.version ?? 0 };
}
