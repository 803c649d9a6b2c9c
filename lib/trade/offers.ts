import "server-only";
import { MAX_COUNT } from "../collection/count-fields";
import { type Db, db, type Tx } from "../db/client";
import type { Prisma } from "../generated/prisma/client";
import type { GameSlug } from "../games/types";
import { rulesetFor } from "../games";
import { gameCatalog } from "../catalog/game-catalog";
import { DomainError, englishRefusal, notFound, refusal } from "../errors";
import { catalogCodes, isBinderPublic, type CardCount, type Reader, tradePartner, tradeWithSelf } from "./binders";
import {
  type CounterOfferInput,
  type CreateOfferInput,
  MAX_OFFERS_LISTED,
  MAX_OPEN_OFFERS_SENT,
  OFFER_LIFETIME_DAYS,
  OFFER_LIFETIME_MS,
  type TradeLine,
} from "./input";

/**
 * Trade offers (CONTRACTS §8, docs/trading.md). An offer moves cards both ways when its
 * recipient accepts: `give` from the sender to the recipient, `get` back. Every state change is
 * one conditional `updateMany … where status = 'open'` inside a transaction whose `count` says
 * whether this request made it, so an offer is accepted, declined, countered or cancelled at
 * most once whatever the servers, tabs or parallel requests. An open offer older than
 * OFFER_LIFETIME_DAYS reads as expired: every read computes it from `createdAt`, and every write
 * requires a younger one, so no background job is needed.
 */

export type OfferStatus = "open" | "accepted" | "declined" | "cancelled" | "countered" | "withdrawn" | "expired";
/** What a history entry records: the offer made, or how it closed. */
export type OfferAction = "made" | Exclude<OfferStatus, "open">;

export interface OfferView {
  id: string;
  status: OfferStatus;
  /** Seen from the caller: an offer they sent or one they received. */
  direction: "sent" | "received";
  from: string;
  to: string;
  /** From `from` to `to`. */
  give: CardCount[];
  /** From `to` to `from`. */
  get: CardCount[];
  createdAt: string;
  closedAt: string | null;
  /** When an open offer expires (createdAt + 30 days). */
  expiresAt: string;
  /** The offer this one counters, and the one that countered this one. */
  counterOf: string | null;
  counteredBy: string | null;
  history: { action: OfferAction; by: string | null; at: string }[];
}

type Me = { id: string; username: string };

const OFFER_SELECT = {
  id: true,
  fromId: true,
  toId: true,
  fromName: true,
  toName: true,
  status: true,
  counterOfId: true,
  createdAt: true,
  closedAt: true,
  lines: {
    select: { direction: true, gameSlug: true, cardCode: true, count: true },
    orderBy: [{ gameSlug: "asc" as const }, { cardCode: "asc" as const }],
  },
  events: { select: { action: true, actorName: true, createdAt: true }, orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }] },
} satisfies Prisma.TradeOfferSelect;

type OfferRow = {
  id: string;
  fromId: string | null;
  toId: string | null;
  fromName: string;
  toName: string;
  status: string;
  counterOfId: string | null;
  createdAt: Date;
  closedAt: Date | null;
  lines: { direction: string; gameSlug: string; cardCode: string; count: number }[];
  events: { action: string; actorName: string; createdAt: Date }[];
};

/** Offers made before this instant are expired (when still open). */
function expiryCutoff(now = new Date()): Date {
  return new Date(now.getTime() - OFFER_LIFETIME_MS);
}

/** The status a reader sees: stored, or expired (30 days old and still open), or withdrawn (a party's account is gone). */
export function effectiveStatus(row: { status: string; createdAt: Date; fromId: string | null; toId: string | null }, now = new Date()): OfferStatus {
  if (row.status !== "open") return row.status as OfferStatus;
  if (row.fromId === null || row.toId === null) return "withdrawn";
  return row.createdAt.getTime() <= expiryCutoff(now).getTime() ? "expired" : "open";
}

function viewOf(row: OfferRow, viewerId: string, counteredBy: string | null, now = new Date()): OfferView {
  const status = effectiveStatus(row, now);
  const expiresAt = new Date(row.createdAt.getTime() + OFFER_LIFETIME_MS);
  const side = (direction: string) =>
    row.lines.filter((l) => l.direction === direction).map((l) => ({ game: l.gameSlug as GameSlug, code: l.cardCode, count: l.count }));
  const history: OfferView["history"] = row.events.map((e) => ({ action: e.action as OfferAction, by: e.actorName || null, at: e.createdAt.toISOString() }));
  if (status === "expired") history.push({ action: "expired", by: null, at: expiresAt.toISOString() });
  return {
    id: row.id,
    status,
    direction: row.fromId === viewerId ? "sent" : "received",
    from: row.fromName,
    to: row.toName,
    give: side("give"),
    get: side("get"),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? (status === "expired" ? expiresAt.toISOString() : null),
    expiresAt: expiresAt.toISOString(),
    counterOf: row.counterOfId,
    counteredBy,
    history,
  };
}

// ---------------------------------------------------------------- refusals

/** A line of an offer that cannot be: apiErrors.OFFER_LINE_WHY says why (the issue), OFFER_LINE_AT with its path (the message). */
function invalid(path: string, why: string, line: { code?: string; game?: string; first?: string } = {}): DomainError {
  const [code, game, first] = [line.code ?? "", line.game ?? "", line.first ?? ""];
  const message = englishRefusal("apiErrors.OFFER_LINE_WHY", { why, code, game, first });
  return refusal("invalid", "INVALID_REQUEST", { path, problem: message }, { key: "apiErrors.OFFER_LINE_AT", issues: [{ path, message }] }).saying(
    "apiErrors.NOTHING_CHANGED",
    { count: 1 },
  );
}

function offerNotFound(): DomainError {
  return notFound("offer");
}

function offerClosed(status: OfferStatus): DomainError {
  return refusal("conflict", "OFFER_CLOSED", { status }, { issues: [{ path: "status", message: englishRefusal("apiErrors.OFFER_IS", { status }), status }] });
}

function notYours(role: "recipient" | "sender"): DomainError {
  return refusal("invalid", "OFFER_NOT_YOURS", { role });
}

interface Shortfall {
  path: string;
  game: GameSlug;
  code: string;
  count: number;
  holder: string;
}

/** TRADE_NOT_AVAILABLE naming the cards: 400 when making an offer, 409 when accepting one. */
async function notAvailable(kind: "invalid" | "conflict", shortfalls: Shortfall[], moved: "saved" | "moved"): Promise<DomainError> {
  const [first] = shortfalls;
  const name = (await gameCatalog(first.game)).index.byCodeOrUndefined(first.code)?.name ?? first.code;
  // Counts as the collection states them (not grouped), the card by name and code.
  const message = englishRefusal("apiErrors.TRADE_NOT_AVAILABLE_CARD", {
    holder: first.holder,
    count: String(first.count),
    card: name,
    game: first.game,
    code: first.code,
    more: shortfalls.length - 1,
    moved,
  });
  return new DomainError(
    kind,
    "TRADE_NOT_AVAILABLE",
    message,
    shortfalls.map((s) => ({
      path: s.path,
      card: s.code,
      game: s.game,
      count: s.count,
      holder: s.holder,
      message: englishRefusal("apiErrors.HOLDER_SHORT", { holder: s.holder, count: String(s.count) }),
    })),
  ).saying("apiErrors.TRADE_NOT_AVAILABLE", { holder: first.holder, count: first.count, card: name, more: shortfalls.length - 1 });
}

// ---------------------------------------------------------------- making offers

/** Checks both sides of an offer: catalog cards only, each card once, at least one card. 400 naming the field. */
async function checkLines(give: TradeLine[], get: TradeLine[]): Promise<void> {
  if (give.length + get.length === 0) throw invalid("give", "empty");
  const seen = new Map<string, string>();
  for (const [side, lines] of [
    ["give", give],
    ["get", get],
  ] as const) {
    for (const [i, line] of lines.entries()) {
      const path = `${side}.${i}`;
      if (line.code.includes("/")) throw invalid(`${path}.code`, "playerMade", { code: line.code });
      const known = await catalogCodes(line.game);
      if (!known(line.code)) throw invalid(`${path}.code`, "unknown", { code: line.code, game: rulesetFor(line.game).title });
      const key = `${line.game}\u0000${line.code}`;
      const first = seen.get(key);
      if (first !== undefined) throw invalid(`${path}.code`, "twice", { code: line.code, game: line.game, first });
      seen.set(key, path);
    }
  }
}

/** The lines whose count passes what `holderId` has for trade (their `forTrade`). */
async function forTradeShortfalls(tx: Tx, holderId: string, holder: string, side: "give" | "get", lines: TradeLine[]): Promise<Shortfall[]> {
  const out: Shortfall[] = [];
  for (const [i, line] of lines.entries()) {
    const row = await tx.collectionEntry.findUnique({
      where: { ownerId_gameSlug_cardCode: { ownerId: holderId, gameSlug: line.game, cardCode: line.code } },
      select: { forTrade: true },
    });
    if ((row?.forTrade ?? 0) < line.count) out.push({ path: `${side}.${i}`, game: line.game, code: line.code, count: line.count, holder });
  }
  return out;
}

/**
 * Inserts an open offer from `me` to `partner` and checks it, in the caller's transaction: the
 * insert comes first (on SQLite the transaction then holds the write lock, so the quota count
 * that follows sees every other sender's offers), then the quota, then what each side has for trade.
 */
async function insertOffer(tx: Tx, me: Me, partner: Me, give: TradeLine[], get: TradeLine[], counterOfId: string | null, now: Date): Promise<string> {
  const offer = await tx.tradeOffer.create({
    data: { fromId: me.id, toId: partner.id, fromName: me.username, toName: partner.username, counterOfId, createdAt: now },
    select: { id: true },
  });
  const open = await tx.tradeOffer.count({ where: { fromId: me.id, status: "open", createdAt: { gt: expiryCutoff(now) }, toId: { not: null } } });
  if (open > MAX_OPEN_OFFERS_SENT) {
    throw refusal("limit", "TOO_MANY_OFFERS", { open: open - 1, max: MAX_OPEN_OFFERS_SENT });
  }
  const shortfalls = [
    ...(await forTradeShortfalls(tx, me.id, me.username, "give", give)),
    ...(await forTradeShortfalls(tx, partner.id, partner.username, "get", get)),
  ];
  if (shortfalls.length > 0) throw new RefusedInside(() => notAvailable("invalid", shortfalls, "saved"));
  const lines = [
    ...give.map((l) => ({ offerId: offer.id, direction: "give", gameSlug: l.game, cardCode: l.code, count: l.count })),
    ...get.map((l) => ({ offerId: offer.id, direction: "get", gameSlug: l.game, cardCode: l.code, count: l.count })),
  ];
  await tx.tradeOfferLine.createMany({ data: lines });
  await tx.tradeOfferEvent.create({ data: { offerId: offer.id, action: "made", actorName: me.username, createdAt: now } });
  return offer.id;
}

const TX = { maxWait: 10_000, timeout: 20_000 };

/**
 * A refusal found inside a trade's transaction, worded once the transaction has rolled back.
 * Wording it reads the catalog (the card's name); on SQLite a read through the client waits for
 * the transaction's own connection (Prisma's adapter runs one statement at a time), so a refusal
 * worded inside stalled until the transaction's timeout whenever the catalog's version was due to
 * be read again.
 */
class RefusedInside {
  constructor(readonly word: () => Promise<DomainError>) {}
}

async function tradeTransaction<T>(client: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await client.$transaction(work, TX);
  } catch (err) {
    if (err instanceof RefusedInside) throw await err.word();
    throw err;
  }
}

/** `POST /trade/offers`: 201 the open offer. */
export async function createOffer(me: Me, input: { to: string; give: TradeLine[]; get: TradeLine[] }): Promise<OfferView> {
  if (input.to.toLowerCase() === me.username.toLowerCase()) throw tradeWithSelf("to");
  await checkLines(input.give, input.get);
  const client = await db();
  const partner = await tradePartner(client, me.id, input.to, "to");
  const id = await tradeTransaction(client, (tx) => insertOffer(tx, me, partner, input.give, input.get, null, new Date()));
  return getOffer(me.id, id);
}

/**
 * `POST /trade/offers/:id/counter`: the recipient answers with an offer of their own to the
 * sender (`give` and `get` seen from the recipient); the countered offer closes as "countered".
 */
export async function counterOffer(me: Me, id: string, input: { give: TradeLine[]; get: TradeLine[] }): Promise<OfferView> {
  await checkLines(input.give, input.get);
  const client = await db();
  const newId = await tradeTransaction(client, async (tx) => {
    const now = new Date();
    const old = await close(tx, me, id, "recipient", "countered", now);
    const partner = { id: old.fromId as string, username: old.fromName };
    if (!(await isBinderPublic(tx, partner.id)) && input.get.length > 0) {
      throw notFound("binder");
    }
    return insertOffer(tx, me, partner, input.give, input.get, id, now);
  });
  return getOffer(me.id, newId);
}

// ---------------------------------------------------------------- answering offers

/**
 * Closes an open, unexpired offer as `status` if `me` plays `role` in it: the conditional update
 * first, so only one request ever closes it. Anything else: 404 for a stranger, 400 for the wrong
 * party, 409 OFFER_CLOSED when it is no longer open.
 */
async function close(tx: Tx, me: Me, id: string, role: "recipient" | "sender", status: Exclude<OfferStatus, "open" | "expired">, now: Date) {
  const mine = role === "recipient" ? { toId: me.id, fromId: { not: null } } : { fromId: me.id, toId: { not: null } };
  const { count } = await tx.tradeOffer.updateMany({
    where: { id, status: "open", createdAt: { gt: expiryCutoff(now) }, ...mine },
    data: { status, closedAt: now },
  });
  const row = await tx.tradeOffer.findUnique({ where: { id }, select: OFFER_SELECT });
  if (!row || (row.fromId !== me.id && row.toId !== me.id)) throw offerNotFound();
  if (count === 0) {
    if ((role === "recipient" ? row.toId : row.fromId) !== me.id) throw notYours(role);
    throw offerClosed(effectiveStatus(row, now));
  }
  await tx.tradeOfferEvent.create({ data: { offerId: id, action: status, actorName: me.username, createdAt: now } });
  return row;
}

/**
 * Moves one card line from giver to receiver (CONTRACTS §8): the giver's owned and forTrade
 * drop by the count (both must cover it, or nothing moves: "short"); the receiver's owned rises
 * by it and their wanted drops by it, down to 0. Each write is one conditional statement. The
 * receiver's owned is read back inside the same transaction: past MAX_COUNT (the collection's
 * most, lib/collection/count-fields.ts) it is "over", and the caller rolls everything back. The
 * increment holds the row's lock until the transaction ends, so two accepts on any servers add
 * up before either checks.
 */
async function moveLine(tx: Tx, giverId: string, receiverId: string, line: CardCount): Promise<"moved" | "short" | "over"> {
  const key = { gameSlug: line.game, cardCode: line.code };
  const taken = await tx.collectionEntry.updateMany({
    where: { ownerId: giverId, ...key, owned: { gte: line.count }, forTrade: { gte: line.count } },
    data: { owned: { decrement: line.count }, forTrade: { decrement: line.count } },
  });
  if (taken.count === 0) return "short";
  await tx.collectionEntry.deleteMany({ where: { ownerId: giverId, ...key, owned: 0, wanted: 0, forTrade: 0 } });
  const received = await tx.collectionEntry.upsert({
    where: { ownerId_gameSlug_cardCode: { ownerId: receiverId, ...key } },
    create: { ownerId: receiverId, ...key, owned: line.count },
    update: { owned: { increment: line.count } },
    select: { owned: true },
  });
  if (received.owned > MAX_COUNT) return "over";
  const wanted = await tx.collectionEntry.updateMany({
    where: { ownerId: receiverId, ...key, wanted: { gte: line.count } },
    data: { wanted: { decrement: line.count } },
  });
  if (wanted.count === 0) await tx.collectionEntry.updateMany({ where: { ownerId: receiverId, ...key, wanted: { gt: 0 } }, data: { wanted: 0 } });
  return "moved";
}

/**
 * 409 TRADE_OVER_LIMIT naming the cards a receiver would hold more than MAX_COUNT of. The
 * message names the card, the receiver and the limit, never the receiver's owned count.
 */
async function overLimit(lines: Shortfall[]): Promise<DomainError> {
  const [first] = lines;
  const name = (await gameCatalog(first.game)).index.byCodeOrUndefined(first.code)?.name ?? first.code;
  const message = englishRefusal("apiErrors.TRADE_OVER_LIMIT_CARD", {
    holder: first.holder,
    max: String(MAX_COUNT),
    card: name,
    game: first.game,
    code: first.code,
    more: lines.length - 1,
  });
  return new DomainError(
    "conflict",
    "TRADE_OVER_LIMIT",
    message,
    lines.map((l) => ({
      path: l.path,
      card: l.code,
      game: l.game,
      count: l.count,
      holder: l.holder,
      max: MAX_COUNT,
      message: englishRefusal("apiErrors.HOLDER_OVER", { holder: l.holder, max: String(MAX_COUNT) }),
    })),
  ).saying("apiErrors.TRADE_OVER_LIMIT", { holder: first.holder, card: name, max: MAX_COUNT, more: lines.length - 1 });
}

/**
 * `POST /trade/offers/:id/accept` (recipient only): closes the offer as accepted and moves every
 * card both ways, in one transaction. If either side no longer has a card (owned or forTrade
 * short), the transaction is rolled back: 409 TRADE_NOT_AVAILABLE naming the cards, the offer
 * still open, nothing moved. If a receiver would own more than MAX_COUNT of a card, the same
 * with 409 TRADE_OVER_LIMIT. A second accept finds it closed: 409 OFFER_CLOSED.
 */
export async function acceptOffer(me: Me, id: string): Promise<OfferView> {
  const client = await db();
  await tradeTransaction(client, async (tx) => {
    const row = await close(tx, me, id, "recipient", "accepted", new Date());
    const view = viewOf(row, me.id, null);
    const shortfalls: Shortfall[] = [];
    const over: Shortfall[] = [];
    const sides = [
      ["give", view.give, row.fromId as string, me.id, row.fromName, me.username],
      ["get", view.get, me.id, row.fromId as string, me.username, row.fromName],
    ] as const;
    for (const [side, lines, giverId, receiverId, giver, receiver] of sides) {
      for (const [i, line] of lines.entries()) {
        const moved = await moveLine(tx, giverId, receiverId, line);
        if (moved === "short") shortfalls.push({ path: `${side}.${i}`, ...line, holder: giver });
        if (moved === "over") over.push({ path: `${side}.${i}`, ...line, holder: receiver });
      }
    }
    if (shortfalls.length > 0) throw new RefusedInside(() => notAvailable("conflict", shortfalls, "moved"));
    if (over.length > 0) throw new RefusedInside(() => overLimit(over));
  });
  return getOffer(me.id, id);
}

/** `POST /trade/offers/:id/decline` (recipient only). */
export async function declineOffer(me: Me, id: string): Promise<OfferView> {
  const client = await db();
  await client.$transaction((tx) => close(tx, me, id, "recipient", "declined", new Date()), TX);
  return getOffer(me.id, id);
}

/** `POST /trade/offers/:id/cancel` (sender only). */
export async function cancelOffer(me: Me, id: string): Promise<OfferView> {
  const client = await db();
  await client.$transaction((tx) => close(tx, me, id, "sender", "cancelled", new Date()), TX);
  return getOffer(me.id, id);
}

// ---------------------------------------------------------------- reading offers

async function counteredByOf(reader: Reader, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await reader.tradeOffer.findMany({ where: { counterOfId: { in: ids } }, select: { id: true, counterOfId: true } });
  return new Map(rows.map((r) => [r.counterOfId as string, r.id]));
}

/** `GET /trade/offers/:id`: the two parties only (404 for anyone else). */
export async function getOffer(viewerId: string, id: string): Promise<OfferView> {
  const client = await db();
  const row = await client.tradeOffer.findUnique({ where: { id }, select: OFFER_SELECT });
  if (!row || (row.fromId !== viewerId && row.toId !== viewerId)) throw offerNotFound();
  return viewOf(row, viewerId, (await counteredByOf(client, [id])).get(id) ?? null);
}

async function offersOf(reader: Reader, userId: string, now = new Date()): Promise<OfferView[]> {
  const rows = await reader.tradeOffer.findMany({
    where: { OR: [{ fromId: userId }, { toId: userId }] },
    select: OFFER_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: MAX_OFFERS_LISTED,
  });
  const countered = await counteredByOf(
    reader,
    rows.map((r) => r.id),
  );
  return rows.map((r) => viewOf(r, userId, countered.get(r.id) ?? null, now));
}

/** `GET /trade/offers`: the caller's offers, sent and received, newest first. */
export async function listOffers(userId: string): Promise<OfferView[]> {
  return offersOf(await db(), userId);
}

/** Open offers waiting for `userId`'s answer (the badge in the header). */
export async function offersWaitingOn(userId: string): Promise<number> {
  const client = await db();
  return client.tradeOffer.count({ where: { toId: userId, fromId: { not: null }, status: "open", createdAt: { gt: expiryCutoff() } } });
}

// ---------------------------------------------------------------- account export and deletion

/**
 * The user's trading data for the account export (CONTRACTS §5): the binder switch, the players
 * they block, and every offer they sent or received with its lines and history. Never another
 * player's owned counts (no offer holds any).
 */
export async function tradeDataForExport(
  reader: Reader,
  userId: string,
): Promise<{ binder: { public: boolean }; blocked: string[]; offers: OfferView[]; offerLifetimeDays: number }> {
  const [isPublic, offers] = await Promise.all([isBinderPublic(reader, userId), offersOf(reader, userId)]);
  const blocked = await blockedNames(reader, userId);
  return { binder: { public: isPublic }, blocked, offers, offerLifetimeDays: OFFER_LIFETIME_DAYS };
}

async function blockedNames(reader: Reader, userId: string): Promise<string[]> {
  const rows = await reader.tradeBlock.findMany({
    where: { blockerId: userId },
    select: { blocked: { select: { username: true } } },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((r) => r.blocked.username);
}

/**
 * Call inside the account-deletion transaction, before the User row goes: every open offer to or
 * from the account closes as "withdrawn" with a history entry, so the other player sees why it
 * closed. The rows stay (their user id becomes null when the account is deleted, their usernames
 * stay) so the other player keeps the offer's history; the binder and blocks go with the account.
 */
export async function closeTradesOfDeletedAccount(tx: Tx, userId: string): Promise<{ withdrawn: number }> {
  const now = new Date();
  const open = await tx.tradeOffer.findMany({
    where: { OR: [{ fromId: userId }, { toId: userId }], status: "open", createdAt: { gt: expiryCutoff(now) } },
    select: { id: true, fromId: true, fromName: true, toName: true },
  });
  if (open.length === 0) return { withdrawn: 0 };
  const ids = open.map((o) => o.id);
  const { count } = await tx.tradeOffer.updateMany({ where: { id: { in: ids }, status: "open" }, data: { status: "withdrawn", closedAt: now } });
  await tx.tradeOfferEvent.createMany({
    data: open.map((o) => ({ offerId: o.id, action: "withdrawn", actorName: o.fromId === userId ? o.fromName : o.toName, createdAt: now })),
  });
  return { withdrawn: count };
}

export type { CounterOfferInput, CreateOfferInput };
