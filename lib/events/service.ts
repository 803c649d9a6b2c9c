import "server-only";
import { db, type Tx } from "../db/client";
import { catalogVersion as currentCatalogVersionMemo } from "../catalog";
import type { Prisma } from "../generated/prisma/client";
import { isGameSlug, rulesetFor } from "../games";
import { eventPlay } from "../games/events";
import type { GameSlug, Issue } from "../games/types";
import { cutWinners, type DuelResult, isBye, nextCutRound, type RoundRecord, type TableRecord } from "./tournament";
import { DEFAULT_LOCALE, type Locale } from "../../i18n/locales";
import { englishRefusal, notFound, refusal } from "../errors";
import { getDeck } from "../decks/service";
import { readDeckListFor } from "../decks/deck-catalog";
import { exportDeckList } from "../decks/list-check";
import { listErrorToHttp } from "../decks/stored-lists";
import { localizeValidation } from "../decks/validation-text";
import { databaseNow } from "./clock";
import { DELETED_ACCOUNT, shownName } from "./names";
import { type TimerView, timerView } from "./timer";
import { EVENTS_PER_ORGANIZER, eventTimesProblem, PLAYERS_PER_EVENT, type CreateEventInput, type EventVisibility } from "./input";

/**
 * Events (CONTRACTS §9): an organizer's event of one game; players register a saved deck, which
 * is checked by the game's rules in the event's format and frozen as it is then. Anyone with the
 * link sees an event (public ones are listed); decklists stay with the organizer (and each player's
 * own) until published. Every write is checked against the state the database holds, in one
 * transaction with a conditional update of the event row, so several servers may answer at once.
 * Rounds, results and standings: events-rounds.ts.
 */

/** CONTRACTS §9.1 "Status". */
export type EventStatus = "upcoming" | "registration-closed" | "under-way" | "finished" | "cancelled";

/** A table's result as far as it has come (CONTRACTS §9.1 "Players report"). */
export type TableState = "open" | "reported" | "disputed" | "confirmed" | "decided";

export interface PairingView {
  table: number;
  /** Usernames in seat order; a 1-on-1 bye is [a, null]. */
  players: (string | null)[];
  /** "a" | "b" | "draw", or the usernames in placing order at a multiplayer table; null until entered. */
  result: DuelResult | string[] | null;
  games?: [number, number, number];
  /** Victory points of a and b, when given (EDEN). */
  score?: [number, number];
  state: TableState;
  bye?: true;
}

export interface RoundView {
  round: number;
  kind: "swiss" | "cut";
  pairings: PairingView[];
  /** Every table has its result. */
  complete: boolean;
  /** False while the organizer holds the round (only they see it). */
  published: boolean;
  timer: TimerView;
}

export interface MyRegistration {
  deckId: string | null;
  deckName: string;
  list: string;
  legal: boolean;
  /** The deck's Cockatrice hash when registered (CONTRACTS §10), frozen with the list; null for older registrations. */
  cockatriceHash: string | null;
  dropped: boolean;
  registeredAt: string;
}

export interface EventView {
  id: string;
  game: GameSlug;
  name: string;
  format: string | null;
  visibility: EventVisibility;
  startsAt: string;
  registrationClosesAt: string;
  organizer: string | null;
  status: EventStatus;
  registrationOpen: boolean;
  published: boolean;
  /** 1-on-1 Swiss (`duel`) or multiplayer tables (`table`). */
  seating: "duel" | "table";
  cutSize: number | null;
  winner: string | null;
  /** Every registered player's username, in registration order (dropped ones included). */
  players: string[];
  dropped: string[];
  rounds: RoundView[];
  isOrganizer: boolean;
  myRegistration: MyRegistration | null;
  /** Moves with every change a reader sees (GET …/version). */
  version: number;
  /** The organizer let the caller register after the close (POST …/late) and the event goes on. */
  canRegisterLate: boolean;
}

export interface EventSummary {
  id: string;
  game: GameSlug;
  name: string;
  format: string | null;
  startsAt: string;
  registrationClosesAt: string;
  players: number;
  status: EventStatus;
  published: boolean;
}

// ---------------------------------------------------------------- refusals

export const noEvent = () => notFound("event");
export const notOrganizer = () => refusal("forbidden", "NOT_ORGANIZER");
export const eventCancelled = () => refusal("conflict", "EVENT_CANCELLED");
const registrationClosed = () => refusal("conflict", "REGISTRATION_CLOSED");

// ---------------------------------------------------------------- loading

type Client = Awaited<ReturnType<typeof db>>;

const EVENT_SELECT = {
  id: true,
  organizerId: true,
  gameSlug: true,
  name: true,
  format: true,
  visibility: true,
  startsAt: true,
  registrationClosesAt: true,
  closedAt: true,
  cancelledAt: true,
  publishedAt: true,
  roundCount: true,
  cutSize: true,
  finishedAt: true,
  version: true,
  registrations: {
    select: {
      id: true,
      userId: true,
      username: true,
      deckId: true,
      deckName: true,
      legal: true,
      droppedAt: true,
      createdAt: true,
      firstRound: true,
      accountDeletedAt: true,
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  },
  rounds: {
    select: {
      number: true,
      kind: true,
      publishedAt: true,
      timerRunning: true,
      timerEndsAt: true,
      timerLeftMs: true,
      tables: { select: { number: true, seats: true, result: true, games: true, score: true, state: true }, orderBy: { number: "asc" } },
    },
    orderBy: { number: "asc" },
  },
} satisfies Prisma.EventSelect;

export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

export async function findEvent(client: Client | Tx, id: string) {
  return client.event.findUnique({ where: { id }, select: EVENT_SELECT });
}

/** The event, or 404. */
export async function loadEvent(client: Client | Tx, id: string): Promise<EventRow> {
  const row = await findEvent(client, id);
  if (!row) throw noEvent();
  return row;
}

export function gameOf(row: { gameSlug: string }): GameSlug {
  if (!isGameSlug(row.gameSlug)) throw new Error(`Event with unknown game ${row.gameSlug}`);
  return row.gameSlug;
}

/** A stored table as the pure module reads it (registration ids). */
export function tableRecord(t: { seats: string; result: string | null; games: string | null; score?: string | null }): TableRecord {
  return {
    seats: JSON.parse(t.seats) as (string | null)[],
    result: t.result === null ? null : (JSON.parse(t.result) as DuelResult | string[]),
    games: t.games === null ? null : (JSON.parse(t.games) as [number, number, number]),
    score: t.score ? (JSON.parse(t.score) as [number, number]) : null,
  };
}

/** The rounds as the pure module reads them; `published` leaves out held rounds (what players see, and the standings). */
export function roundRecords(row: EventRow, which: "all" | "published" = "all"): RoundRecord[] {
  return row.rounds
    .filter((r) => which === "all" || r.publishedAt !== null)
    .map((r) => ({ number: r.number, kind: r.kind === "cut" ? "cut" : "swiss", tables: r.tables.map(tableRecord) }));
}

/** Registration id → the name shown ("(deleted account)" for a deleted one). */
export function shownNames(row: EventRow): Map<string, string> {
  return new Map(row.registrations.map((r) => [r.id, shownName(r)]));
}

/** Lower-cased username → registration id, of players whose account still exists. */
export function registrationsByName(row: EventRow): Map<string, string> {
  return new Map(row.registrations.filter((r) => r.accountDeletedAt === null).map((r) => [r.username.toLowerCase(), r.id]));
}

export function isComplete(round: RoundRecord): boolean {
  return round.tables.every((t) => t.result !== null || isBye(t));
}

/** The cut's winner, once its final has a result. */
export function winnerOf(_row: EventRow, rounds: RoundRecord[]): string | null {
  const last = rounds.at(-1);
  if (last?.kind !== "cut" || !isComplete(last) || nextCutRound(last).length > 0) return null;
  return cutWinners(last)[0] ?? null;
}

export function registrationOpen(row: Pick<EventRow, "cancelledAt" | "closedAt" | "registrationClosesAt" | "roundCount">, now = new Date()): boolean {
  return row.cancelledAt === null && row.closedAt === null && row.roundCount === 0 && now < row.registrationClosesAt;
}

/** CONTRACTS §9.1 "Status": cancelled, finished (the cut's final has its result, or the organizer ended the event), under way once a round is paired, else whether registration is open. */
export function statusOf(
  row: Pick<EventRow, "cancelledAt" | "finishedAt" | "closedAt" | "registrationClosesAt" | "roundCount">,
  winner: string | null = null,
): EventStatus {
  if (row.cancelledAt) return "cancelled";
  if (winner || row.finishedAt) return "finished";
  if (row.roundCount > 0) return "under-way";
  return registrationOpen(row) ? "upcoming" : "registration-closed";
}

async function organizerName(client: Client, organizerId: string): Promise<string | null> {
  return (await client.user.findUnique({ where: { id: organizerId }, select: { username: true } }))?.username ?? null;
}

function view(row: EventRow, organizer: string | null, actorId: string | null, mine: MyRegistration | null, nowMs: number, late = false): EventView {
  const names = shownNames(row);
  const isOrganizer = actorId !== null && actorId === row.organizerId;
  const records = roundRecords(row, isOrganizer ? "all" : "published");
  const winnerId = winnerOf(row, roundRecords(row, "published"));
  const winner = winnerId ? (names.get(winnerId) ?? null) : null;
  const game = gameOf(row);
  return {
    id: row.id,
    game,
    name: row.name,
    format: row.format,
    visibility: row.visibility as EventVisibility,
    startsAt: row.startsAt.toISOString(),
    registrationClosesAt: row.registrationClosesAt.toISOString(),
    organizer,
    status: statusOf(row, winner),
    registrationOpen: registrationOpen(row),
    published: row.publishedAt !== null,
    seating: eventPlay(game).seating,
    cutSize: row.cutSize,
    winner,
    players: row.registrations.map((r) => shownName(r)),
    dropped: row.registrations.filter((r) => r.droppedAt !== null).map((r) => shownName(r)),
    rounds: records.map((r) =>
      roundView(
        r,
        names,
        row.rounds.find((x) => x.number === r.number),
        nowMs,
      ),
    ),
    isOrganizer,
    myRegistration: mine,
    version: row.version,
    canRegisterLate: late && !registrationOpen(row) && row.cancelledAt === null && statusOf(row, winner) !== "finished",
  };
}

type StoredRound = EventRow["rounds"][number];

/** A round as readers see it: usernames for registration ids, each table's state, the timer at `nowMs` (the database's clock). */
export function roundView(round: RoundRecord, names: ReadonlyMap<string, string>, stored?: StoredRound, nowMs = Date.now()): RoundView {
  const name = (id: string | null) => (id === null ? null : (names.get(id) ?? DELETED_ACCOUNT));
  return {
    round: round.number,
    kind: round.kind,
    complete: isComplete(round),
    published: stored ? stored.publishedAt !== null : true,
    timer: stored ? timerView(stored, nowMs) : { running: false, remainingMs: null },
    pairings: round.tables.map((t, i) => ({
      table: i + 1,
      players: t.seats.map(name),
      result: Array.isArray(t.result) ? t.result.map((id) => names.get(id) ?? DELETED_ACCOUNT) : t.result,
      ...(t.games ? { games: [...t.games] as [number, number, number] } : {}),
      ...(t.score ? { score: [...t.score] as [number, number] } : {}),
      state: (stored?.tables[i]?.state as TableState | undefined) ?? (t.result !== null ? "decided" : "open"),
      ...(isBye(t) ? { bye: true as const } : {}),
    })),
  };
}

async function myRegistration(client: Client, eventId: string, actorId: string | null): Promise<MyRegistration | null> {
  if (actorId === null) return null;
  const r = await client.eventRegistration.findUnique({ where: { eventId_userId: { eventId, userId: actorId } } });
  if (!r) return null;
  return {
    deckId: r.deckId,
    deckName: r.deckName,
    list: r.list,
    legal: r.legal,
    cockatriceHash: r.cockatriceHash,
    dropped: r.droppedAt !== null,
    registeredAt: r.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------- create and read

/** Creates an event the caller organizes: 400 on registrationClosesAt after the start or in the past; 429 past EVENTS_PER_ORGANIZER; a format only where the game has one. */
export async function createEvent(actorId: string, input: CreateEventInput): Promise<EventView> {
  const parsed = input;
  const times = eventTimesProblem(parsed);
  if (times) {
    const issues = [{ path: times.path, message: englishRefusal("apiErrors.EVENT_TIMES_WHY", { reason: times.reason }) }];
    throw refusal("invalid", "INVALID_REQUEST", { reason: times.reason }, { key: "apiErrors.EVENT_TIMES_NOT_SAVED", issues }).saying(
      "apiErrors.EVENT_TIMES_INVALID",
      {
        reason: times.reason,
      },
    );
  }
  const play = eventPlay(parsed.game);
  let format: string | null = null;
  if (parsed.format !== undefined) {
    if (!play.format?.values.includes(parsed.format)) {
      const [has, formats, game] = [play.format ? "yes" : "no", play.format?.values.join(", ") ?? "", parsed.game];
      const issues = [{ path: "format", message: englishRefusal("apiErrors.EVENT_FORMAT_WHY", { has, formats, game }) }];
      throw refusal("invalid", "INVALID_REQUEST", { has, formats, game }, { key: "apiErrors.EVENT_FORMAT_WHY", issues }).saying(
        "apiErrors.EVENT_FORMAT_INVALID",
      );
    }
    format = parsed.format;
  } else if (play.format) format = play.format.default;
  const client = await db();
  const id = await client.$transaction(async (tx) => {
    const count = await tx.event.count({ where: { organizerId: actorId } });
    if (count >= EVENTS_PER_ORGANIZER) throw refusal("limit", "TOO_MANY_EVENTS", { count, max: EVENTS_PER_ORGANIZER });
    const created = await tx.event.create({
      data: {
        organizerId: actorId,
        gameSlug: parsed.game,
        name: parsed.name,
        format,
        visibility: parsed.visibility,
        startsAt: parsed.startsAt,
        registrationClosesAt: parsed.registrationClosesAt,
      },
      select: { id: true },
    });
    return created.id;
  });
  return getEvent(actorId, id);
}

/** An event as anyone with its link sees it (public and unlisted alike), with the caller's own registration. */
/** An event a moderator hid (visibility `hidden`, CONTRACTS §12) is there for its organizer only. */
export function hiddenFrom(row: { organizerId: string; visibility: string }, actorId: string | null): boolean {
  return row.visibility === "hidden" && row.organizerId !== actorId;
}

export async function getEvent(actorId: string | null, id: string): Promise<EventView> {
  const client = await db();
  const row = await loadEvent(client, id);
  if (hiddenFrom(row, actorId)) throw noEvent();
  const [organizer, mine, nowMs, late] = await Promise.all([
    organizerName(client, row.organizerId),
    myRegistration(client, id, actorId),
    databaseNow(client),
    actorId ? client.eventLateEntry.count({ where: { eventId: id, userId: actorId } }) : Promise.resolve(0),
  ]);
  return view(row, organizer, actorId, mine, nowMs, late > 0);
}

function summaryOf(e: {
  id: string;
  gameSlug: string;
  name: string;
  format: string | null;
  startsAt: Date;
  registrationClosesAt: Date;
  closedAt: Date | null;
  cancelledAt: Date | null;
  finishedAt: Date | null;
  publishedAt: Date | null;
  roundCount: number;
  _count: { registrations: number };
}): EventSummary {
  const status = statusOf(e);
  return {
    id: e.id,
    game: gameOf(e),
    name: e.name,
    format: e.format,
    startsAt: e.startsAt.toISOString(),
    registrationClosesAt: e.registrationClosesAt.toISOString(),
    players: e._count.registrations,
    status,
    published: e.publishedAt !== null,
  };
}

const SUMMARY_SELECT = {
  id: true,
  gameSlug: true,
  name: true,
  format: true,
  startsAt: true,
  registrationClosesAt: true,
  closedAt: true,
  cancelledAt: true,
  finishedAt: true,
  publishedAt: true,
  roundCount: true,
  _count: { select: { registrations: true } },
} as const;

/** Public events starting from a day ago on that are neither cancelled nor finished, soonest first (at most 100), of one game or all. */
export async function listUpcomingEvents(filter: { game?: GameSlug } = {}, now = new Date()): Promise<EventSummary[]> {
  const client = await db();
  const rows = await client.event.findMany({
    where: {
      visibility: "public",
      cancelledAt: null,
      finishedAt: null,
      startsAt: { gte: new Date(now.getTime() - 86_400_000) },
      ...(filter.game ? { gameSlug: filter.game } : {}),
    },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take: 100,
    select: SUMMARY_SELECT,
  });
  return rows.map(summaryOf);
}

/** The events the caller organizes or plays in, newest first (at most 100 of each). */
export async function listMyEvents(actorId: string): Promise<{ organized: EventSummary[]; playing: EventSummary[] }> {
  const client = await db();
  const [organized, playing] = await Promise.all([
    client.event.findMany({ where: { organizerId: actorId }, orderBy: [{ startsAt: "desc" }, { id: "asc" }], take: 100, select: SUMMARY_SELECT }),
    client.event.findMany({
      where: { registrations: { some: { userId: actorId } }, OR: [{ visibility: { not: "hidden" } }, { organizerId: actorId }] },
      orderBy: [{ startsAt: "desc" }, { id: "asc" }],
      take: 100,
      select: SUMMARY_SELECT,
    }),
  ]);
  return { organized: organized.map(summaryOf), playing: playing.map(summaryOf) };
}

// ---------------------------------------------------------------- registration

/** The conditional update that keeps a registration inside the open window, whatever another server does meanwhile (a late entry: while the event is neither cancelled nor finished). */
async function holdOpen(tx: Tx, eventId: string, now: Date, late: boolean): Promise<void> {
  const held = await tx.event.updateMany({
    where: late
      ? { id: eventId, cancelledAt: null, finishedAt: null }
      : { id: eventId, cancelledAt: null, closedAt: null, roundCount: 0, registrationClosesAt: { gt: now } },
    data: { updatedAt: now, version: { increment: 1 }, listsVersion: { increment: 1 } },
  });
  if (held.count === 0) throw registrationClosed();
}

/** Marks a change readers see (and, with `lists`, a change of what the decklists PDF prints), in the writing transaction. */
export async function bumpEvent(tx: Tx | Client, eventId: string, options: { lists?: boolean } = {}): Promise<void> {
  await tx.event.updateMany({
    where: { id: eventId },
    data: { version: { increment: 1 }, ...(options.lists ? { listsVersion: { increment: 1 } } : {}) },
  });
}

/**
 * Registers the caller's saved deck (CONTRACTS §9): 404 for a deck they cannot see, 403 for
 * someone else's, 400 DECK_WRONG_GAME for another game's, 400 DECK_NOT_LEGAL with the findings
 * of the game's rules in the event's format, 409 REGISTRATION_CLOSED after the close. The list is
 * frozen as checked (with the event's format header); registering again before the close replaces it.
 */
export async function registerForEvent(actorId: string, eventId: string, deckId: string, options: { locale?: Locale } = {}): Promise<MyRegistration> {
  const client = await db();
  const event = await client.event.findUnique({
    where: { id: eventId },
    select: {
      id: true,
      gameSlug: true,
      format: true,
      cancelledAt: true,
      closedAt: true,
      finishedAt: true,
      roundCount: true,
      registrationClosesAt: true,
      organizerId: true,
      visibility: true,
    },
  });
  if (!event || hiddenFrom(event, actorId)) throw noEvent();
  // A late entry (CONTRACTS §9.1): the organizer's leave lets this player register after the close.
  const late =
    !registrationOpen(event) &&
    event.cancelledAt === null &&
    event.finishedAt === null &&
    (await client.eventLateEntry.findUnique({ where: { eventId_userId: { eventId, userId: actorId } }, select: { userId: true } })) !== null;
  if (!registrationOpen(event) && !late) throw registrationClosed();
  const game = gameOf(event);
  const deck = await getDeck(actorId, deckId);
  if (!deck.mine) throw refusal("forbidden", "DECK_NOT_YOURS");
  if (deck.game !== game)
    // The API's English names the games by slug, a page by their titles.
    throw refusal(
      "invalid",
      "DECK_WRONG_GAME",
      { deckGame: deck.game, eventGame: game },
      {
        issues: [{ path: "deckId", message: englishRefusal("apiErrors.DECK_WRONG_GAME", { deckGame: deck.game, eventGame: game }) }],
      },
    ).saying("apiErrors.DECK_WRONG_GAME", { deckGame: rulesetFor(deck.game).title, eventGame: rulesetFor(game).title });
  // The catalog version the list is checked under (CONTRACTS §11), read before the check: at most as new as the catalog it used.
  const catalogVersion = await currentCatalogVersionMemo();
  const read = await readDeckListFor(actorId, deck.list, game);
  if (!read.ok) {
    const unread = listErrorToHttp(read.error);
    throw refusal(
      "invalid",
      "DECK_NOT_LEGAL",
      { problem: read.error.message },
      {
        key: "apiErrors.DECK_UNREADABLE",
        issues: [{ path: "deckId", code: read.error.code, message: unread.message }],
      },
    ).saying("apiErrors.DECK_NOT_LEGAL", { count: 1 });
  }
  const format = eventPlay(game).format;
  const headers = { ...read.deck.headers };
  if (format) headers[format.header] = event.format ?? format.default;
  const checked = { ...read.deck, headers };
  const validation = rulesetFor(game).validate(checked);
  if (!validation.legal) {
    const said = options.locale && options.locale !== DEFAULT_LOCALE ? localizeValidation(validation, options.locale) : validation;
    const count = validation.errors.length;
    throw refusal(
      "invalid",
      "DECK_NOT_LEGAL",
      { format: event.format ?? "none", count },
      {
        key: "apiErrors.DECK_NOT_LEGAL_IN",
        issues: said.errors.map((e: Issue) => ({ path: "deckId", code: e.code, message: e.message, cards: e.cards })),
      },
    ).saying("apiErrors.DECK_NOT_LEGAL", { count });
  }
  const list = exportDeckList(game, checked, deck.name);
  const user = await client.user.findUnique({ where: { id: actorId }, select: { username: true } });
  if (!user) throw refusal("unauthenticated", "UNAUTHENTICATED");
  const now = new Date();
  // The hash of the deck as saved, which is the list frozen here (the format header is not a card, CONTRACTS §10).
  const data = {
    deckId: deck.id,
    deckName: deck.name,
    list,
    legal: validation.legal,
    validation: JSON.stringify(validation),
    catalogVersion,
    cockatriceHash: deck.cockatriceHash,
    droppedAt: null,
  };
  await client.$transaction(async (tx) => {
    await holdOpen(tx, eventId, now, late);
    const existing = await tx.eventRegistration.findUnique({ where: { eventId_userId: { eventId, userId: actorId } }, select: { id: true } });
    if (existing) {
      await tx.eventRegistration.update({ where: { id: existing.id }, data });
      return;
    }
    const count = await tx.eventRegistration.count({ where: { eventId } });
    if (count >= PLAYERS_PER_EVENT)
      throw refusal("conflict", "EVENT_FULL", {
        max: PLAYERS_PER_EVENT,
      });
    // A late entry is paired from the next round; each round already paired counts as a loss.
    const firstRound = late ? ((await tx.event.findUnique({ where: { id: eventId }, select: { roundCount: true } }))?.roundCount ?? 0) + 1 : 1;
    await tx.eventRegistration.create({ data: { ...data, eventId, userId: actorId, username: user.username, firstRound } });
  });
  const mine = await myRegistration(client, eventId, actorId);
  return mine!;
}

// ---------------------------------------------------------------- organizer's controls

/** The event, if the caller organizes it: 404 for none, 403 for anyone else, 409 once cancelled. */
export async function organized(client: Client | Tx, actorId: string, id: string): Promise<EventRow> {
  const row = await loadEvent(client, id);
  if (row.organizerId !== actorId) throw notOrganizer();
  if (row.cancelledAt) throw eventCancelled();
  return row;
}

/** Closes registration now (organizer). Closing a closed event changes nothing. */
export async function closeRegistration(actorId: string, id: string): Promise<EventView> {
  const client = await db();
  await organized(client, actorId, id);
  await client.event.updateMany({ where: { id, closedAt: null }, data: { closedAt: new Date(), version: { increment: 1 } } });
  return getEvent(actorId, id);
}

/** Publishes the decklists (organizer): everyone may read them from now on. Publishing twice changes nothing. */
export async function publishDecklists(actorId: string, id: string): Promise<EventView> {
  const client = await db();
  await organized(client, actorId, id);
  await client.event.updateMany({
    where: { id, publishedAt: null },
    data: { publishedAt: new Date(), version: { increment: 1 }, listsVersion: { increment: 1 } },
  });
  return getEvent(actorId, id);
}

/**
 * Drops a player (CONTRACTS §9): the caller themselves, or, from the organizer, `username`. A
 * dropped player is not paired again and stays in the standings. 404 NOT_REGISTERED for someone
 * not registered; dropping twice changes nothing.
 */
export async function dropPlayer(actorId: string, id: string, username?: string): Promise<EventView> {
  const client = await db();
  const row = await loadEvent(client, id);
  if (row.cancelledAt) throw eventCancelled();
  let target: EventRow["registrations"][number] | undefined;
  if (username === undefined) target = row.registrations.find((r) => r.userId === actorId);
  else {
    // Never a deleted account's registration: a new account may bear the freed name (CONTRACTS §9.1).
    target = row.registrations.find((r) => r.accountDeletedAt === null && r.username.toLowerCase() === username.toLowerCase());
    if (row.organizerId !== actorId && target?.userId !== actorId) throw notOrganizer();
  }
  if (!target)
    throw refusal("not-found", "NOT_REGISTERED", { self: username ? "no" : "yes", username: username ?? "" }, { key: "apiErrors.NOT_REGISTERED_WHO" });
  await client.$transaction(async (tx) => {
    const changed = await tx.eventRegistration.updateMany({ where: { id: target.id, droppedAt: null }, data: { droppedAt: new Date() } });
    if (changed.count > 0) await bumpEvent(tx, id, { lists: true });
  });
  return getEvent(actorId, id);
}

// ---------------------------------------------------------------- decklists

export interface Decklist {
  username: string;
  list: string;
  legal: boolean;
  /** The deck's Cockatrice hash frozen at registration (CONTRACTS §10); null for older registrations. */
  cockatriceHash: string | null;
  deckName: string;
  dropped: boolean;
  /** The saved deck, when it is still there and its owner shares it (public or unlisted). */
  deckId: string | null;
}

/**
 * Every registration's frozen list (CONTRACTS §9): the organizer always; anyone else once the
 * organizer has published them, else 403 (404 for an unlisted event they play no part in).
 */
export async function getDecklists(
  actorId: string | null,
  id: string,
): Promise<{ event: { id: string; name: string; game: GameSlug }; decklists: Decklist[] }> {
  const client = await db();
  const event = await client.event.findUnique({
    where: { id },
    select: { id: true, name: true, gameSlug: true, organizerId: true, visibility: true, publishedAt: true },
  });
  if (!event || hiddenFrom(event, actorId)) throw noEvent();
  const isOrganizer = actorId !== null && event.organizerId === actorId;
  if (!isOrganizer && event.publishedAt === null) {
    const plays = actorId !== null && (await client.eventRegistration.count({ where: { eventId: id, userId: actorId } })) > 0;
    if (event.visibility === "unlisted" && !plays) throw noEvent();
    throw refusal("forbidden", "DECKLISTS_NOT_PUBLISHED");
  }
  const rows = await client.eventRegistration.findMany({
    // A deleted account's list is gone with it (CONTRACTS §9.1 "Deleted accounts").
    where: { eventId: id, accountDeletedAt: null },
    orderBy: { username: "asc" },
    select: { userId: true, username: true, list: true, legal: true, cockatriceHash: true, deckName: true, deckId: true, droppedAt: true },
  });
  const shared = await client.deck.findMany({
    where: { id: { in: rows.flatMap((r) => (r.deckId ? [r.deckId] : [])) }, visibility: { in: ["public", "unlisted"] } },
    select: { id: true, ownerId: true },
  });
  const sharedBy = new Map(shared.map((d) => [d.id, d.ownerId]));
  return {
    event: { id: event.id, name: event.name, game: gameOf(event) },
    decklists: rows.map((r) => ({
      username: r.username,
      list: r.list,
      legal: r.legal,
      cockatriceHash: r.cockatriceHash,
      deckName: r.deckName,
      dropped: r.droppedAt !== null,
      deckId: r.deckId && sharedBy.get(r.deckId) === r.userId ? r.deckId : null,
    })),
  };
}
