import "server-only";
import { db } from "../db/client";
import { eventPlay } from "../games/events";
import { computeStandings, type CutSize, type Entrant, firstCutRound, isBye, nextCutRound, pairSwiss, seatTables } from "./tournament";
import { databaseNow } from "./clock";
import { checkResultEntry } from "./result-entry";
import { type DomainError, englishRefusal, refusal } from "../errors";
import {
  type EventRow,
  eventCancelled,
  gameOf,
  isComplete,
  loadEvent,
  organized,
  registrationsByName,
  roundRecords,
  type RoundView,
  roundView,
  shownNames,
  statusOf,
  winnerOf,
  hiddenFrom,
  noEvent,
} from "./service";
import { ROUNDS_PER_EVENT, type ResultsInput } from "./input";

/**
 * Rounds, results and standings of an event (CONTRACTS §9). Pairing and standings are the pure
 * module lib/events/tournament's; this file reads the event, checks who asks and what state it is in,
 * and writes a round at most once: the event's `roundCount` is bumped by a conditional update in
 * the same transaction that creates the round, and (eventId, number) is unique besides, so two
 * parallel requests (on one server or several) make one round and the other gets 409.
 */

const roundConflict = () => refusal("conflict", "ROUND_CONFLICT");

export function entrantsOf(row: EventRow): Entrant[] {
  return row.registrations.map((r) => ({ id: r.id, name: r.username, dropped: r.droppedAt !== null, firstRound: r.firstRound }));
}

const namesOf = shownNames;

export const eventFinished = () => refusal("conflict", "EVENT_FINISHED", { why: "confirm" });

/** A round of the event as stored, or 404 ROUND_NOT_FOUND. */
export function storedRound(row: EventRow, n: number): EventRow["rounds"][number] {
  const round = row.rounds.find((r) => r.number === n);
  if (!round) throw refusal("not-found", "ROUND_NOT_FOUND", { round: n });
  return round;
}

/** The round as the organizer sees it now (the timer on the database's clock). */
export async function freshRoundView(id: string, n: number): Promise<RoundView> {
  const client = await db();
  const [fresh, nowMs] = await Promise.all([loadEvent(client, id), databaseNow(client)]);
  const stored = storedRound(fresh, n);
  const record = roundRecords(fresh).find((r) => r.number === n)!;
  return roundView(record, namesOf(fresh), stored, nowMs);
}

/** Sets finishedAt once the cut's final has its result (CONTRACTS §9.1 "Status"). */
async function finishIfFinal(id: string): Promise<void> {
  const client = await db();
  const row = await loadEvent(client, id);
  if (row.finishedAt === null && winnerOf(row, roundRecords(row)) !== null) {
    await client.event.updateMany({ where: { id, finishedAt: null }, data: { finishedAt: new Date(), version: { increment: 1 } } });
  }
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { code?: unknown }).code === "P2002";
}

/**
 * Pairs the next round (organizer): the next Swiss round (1-on-1 games) or seating (multiplayer);
 * with `cut`, the first round of a top cut of 4 or 8 after the Swiss rounds; once the cut has
 * begun, its next round. 409 ROUND_INCOMPLETE while the last round has a table without a result.
 */
export async function createRound(actorId: string, id: string, options: { cut?: CutSize; hold?: boolean } = {}): Promise<RoundView> {
  const client = await db();
  const row = await organized(client, actorId, id);
  if (statusOf(row, winnerOf(row, roundRecords(row))) === "finished") throw refusal("conflict", "EVENT_FINISHED", { why: "rounds" });
  const play = eventPlay(gameOf(row));
  const rounds = roundRecords(row);
  const last = rounds.at(-1);
  if (last && !isComplete(last)) {
    const missing = last.tables.flatMap((t, i) => (t.result === null && !isBye(t) ? [i + 1] : []));
    throw refusal(
      "conflict",
      "ROUND_INCOMPLETE",
      { round: last.number, tables: missing.join(", ") },
      { issues: [{ path: "results", message: englishRefusal("apiErrors.TABLES_WITHOUT_RESULT", { tables: missing.join(", ") }), tables: missing }] },
    );
  }
  if (row.roundCount >= ROUNDS_PER_EVENT)
    throw refusal("conflict", "TOO_MANY_ROUNDS", {
      max: ROUNDS_PER_EVENT,
    });
  const entrants = entrantsOf(row);
  const seed = `${row.id}:${row.roundCount + 1}`;
  let kind: "swiss" | "cut" = "swiss";
  let tables: (string | null)[][];
  if (options.cut !== undefined) {
    const size = options.cut;
    if (row.cutSize !== null) throw refusal("conflict", "CUT_STARTED");
    if (rounds.length === 0) throw refusal("conflict", "NO_SWISS_ROUNDS");
    if (play.seating === "table" && size !== 4) {
      const issues = [{ path: "cut", message: englishRefusal("apiErrors.EVENT_CUT_TABLE") }];
      throw refusal("invalid", "INVALID_REQUEST", undefined, { key: "apiErrors.EVENT_CUT_TABLE", issues });
    }
    const standing = computeStandings(entrants, rounds, play.tieBreakers).filter((s) => !s.dropped);
    if (standing.length < size) throw notEnoughPlayers(size);
    const seeded = standing.slice(0, size).map((s) => s.id);
    tables = play.seating === "table" ? [seeded] : firstCutRound(seeded, size);
    kind = "cut";
  } else if (row.cutSize !== null) {
    const next = last && last.kind === "cut" && play.seating === "duel" ? nextCutRound(last) : [];
    if (next.length === 0) throw refusal("conflict", "EVENT_FINISHED", { why: "cut" });
    tables = next;
    kind = "cut";
  } else {
    const active = entrants.filter((e) => !e.dropped).length;
    const least = play.seating === "duel" ? 2 : 3;
    if (active < least) throw notEnoughPlayers(least);
    tables = play.seating === "duel" ? pairSwiss(entrants, rounds, seed).tables : seatTables(entrants, rounds, seed);
  }
  const number = row.roundCount + 1;
  const now = new Date();
  try {
    await client.$transaction(async (tx) => {
      const bumped = await tx.event.updateMany({
        where: { id, roundCount: row.roundCount, cancelledAt: null, ...(options.cut !== undefined ? { cutSize: null } : {}) },
        data: {
          roundCount: number,
          closedAt: row.closedAt ?? now,
          version: { increment: 1 },
          ...(options.cut !== undefined ? { cutSize: options.cut } : {}),
        },
      });
      if (bumped.count === 0) throw roundConflict();
      await tx.eventRound.create({
        data: {
          eventId: id,
          number,
          kind,
          // A held round (CONTRACTS §9.1) waits for POST …/rounds/:n/publish.
          publishedAt: options.hold ? null : now,
          tables: {
            create: tables.map((seats, i) => ({
              number: i + 1,
              seats: JSON.stringify(seats),
              // A bye is a win, entered at once.
              result: seats.length === 2 && seats[1] === null ? JSON.stringify("a") : null,
              state: seats.length === 2 && seats[1] === null ? "decided" : "open",
            })),
          },
        },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw roundConflict();
    throw err;
  }
  return freshRoundView(id, number);
}

function notEnoughPlayers(least: number): DomainError {
  return refusal("conflict", "NOT_ENOUGH_PLAYERS", { count: least });
}

/**
 * Enters results of round `n`, the last round (organizer): every result is checked first and
 * nothing is written if one is wrong. 400 NO_SUCH_TABLE for a table the round does not have;
 * 400 RESULT_INVALID for a result that does not fit its table, 400 PLACINGS_INVALID for
 * placings that are not 1..n each once (naming the table); 409 ROUND_CLOSED for an earlier
 * round; 409 EVENT_FINISHED on a finished event unless `confirm` (CONTRACTS §9.1). The
 * organizer's result always decides; every change is logged (GET …/log).
 */
export async function enterResults(actorId: string, id: string, n: number, input: ResultsInput): Promise<RoundView> {
  const client = await db();
  const row = await organized(client, actorId, id);
  const round = storedRound(row, n);
  if (n !== row.roundCount) throw refusal("conflict", "ROUND_CLOSED", { round: n });
  if (statusOf(row, winnerOf(row, roundRecords(row))) === "finished" && input.confirm !== true) throw eventFinished();
  const byName = registrationsByName(row);
  const seen = new Set<number>();
  const writes: { table: number; result: string; games: string | null; score: string | null; before: string | null; changed: boolean }[] = [];
  input.results.forEach((entry, i) => {
    const stored = round.tables.find((t) => t.number === entry.table);
    if (!stored)
      throw refusal(
        "invalid",
        "NO_SUCH_TABLE",
        { round: n, table: entry.table },
        { issues: [{ path: `results.${i}.table`, message: englishRefusal("apiErrors.NO_SUCH_TABLE", { round: n, table: entry.table }) }] },
      );
    if (seen.has(entry.table))
      throw refusal(
        "invalid",
        "RESULT_INVALID",
        { table: entry.table },
        { key: "apiErrors.RESULT_TWICE", issues: [{ path: `results.${i}`, message: englishRefusal("apiErrors.RESULT_TWICE", { table: entry.table }) }] },
      );
    seen.add(entry.table);
    const checked = checkResultEntry(entry, JSON.parse(stored.seats) as (string | null)[], round.kind === "cut" ? "cut" : "swiss", byName, `results.${i}`);
    const changed = stored.result !== checked.result || stored.games !== checked.games || (stored.score ?? null) !== checked.score;
    writes.push({ table: entry.table, ...checked, before: stored.result, changed });
  });
  const actor = await client.user.findUnique({ where: { id: actorId }, select: { username: true } });
  await client.$transaction(async (tx) => {
    const held = await tx.event.updateMany({ where: { id, roundCount: n, cancelledAt: null }, data: { updatedAt: new Date(), version: { increment: 1 } } });
    if (held.count === 0) throw roundConflict();
    const roundRow = await tx.eventRound.findUnique({ where: { eventId_number: { eventId: id, number: n } }, select: { id: true } });
    if (!roundRow) throw roundConflict();
    for (const w of writes) {
      await tx.eventTable.update({
        where: { roundId_number: { roundId: roundRow.id, number: w.table } },
        data: { result: w.result, games: w.games, score: w.score, state: "decided" },
      });
      if (w.changed)
        await tx.eventResultLog.create({
          data: { eventId: id, round: n, table: w.table, actorName: actor?.username ?? "", source: "organizer", before: w.before, after: w.result },
        });
    }
  });
  await finishIfFinal(id);
  return freshRoundView(id, n);
}

export interface StandingView {
  rank: number;
  username: string;
  matchPoints: number;
  omw: number;
  gw: number | null;
  ogw: number | null;
  /** Victory points scored (EDEN). */
  vp: number;
  /** Multiplayer: times placed 1st, 2nd, … */
  placings?: number[];
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  played: number;
  dropped: boolean;
}

export interface CutView {
  size: number;
  rounds: RoundView[];
  winner: string | null;
}

/** The Swiss standings (anyone with the event's link), and the top cut once it has begun. */
export async function getStandings(id: string, actorId: string | null = null): Promise<{ standings: StandingView[]; cut: CutView | null }> {
  const client = await db();
  const row = await loadEvent(client, id);
  if (hiddenFrom(row, actorId)) throw noEvent();
  // Held rounds are the organizer's until published: they count from then on (CONTRACTS §9.1).
  const rounds = roundRecords(row, "published");
  const names = namesOf(row);
  const standings = computeStandings(entrantsOf(row), rounds, eventPlay(gameOf(row)).tieBreakers).map((s) => ({
    rank: s.rank,
    username: names.get(s.id) ?? s.name,
    matchPoints: s.matchPoints,
    omw: s.omw,
    gw: s.gw,
    ogw: s.ogw,
    vp: s.vp,
    ...(s.placings ? { placings: s.placings } : {}),
    wins: s.wins,
    losses: s.losses,
    draws: s.draws,
    byes: s.byes,
    played: s.played,
    dropped: s.dropped,
  }));
  const winner = winnerOf(row, rounds);
  const cut =
    row.cutSize === null
      ? null
      : {
          size: row.cutSize,
          rounds: rounds.filter((r) => r.kind === "cut").map((r) => roundView(r, names)),
          winner: winner ? (names.get(winner) ?? null) : null,
        };
  return { standings, cut };
}

/** Calls off an event (organizer): nothing more may happen in it; it stays visible, marked cancelled. */
export async function cancelEvent(actorId: string, id: string): Promise<void> {
  const client = await db();
  const row = await loadEvent(client, id);
  if (row.organizerId !== actorId) throw refusal("forbidden", "NOT_ORGANIZER");
  if (row.cancelledAt) throw eventCancelled();
  await client.event.updateMany({ where: { id, cancelledAt: null }, data: { cancelledAt: new Date() } });
}
