import "server-only";
import { db, type Tx } from "../db/client";
import { refuseVisibilityChangeWhileHidden } from "../moderation/holds";
import { GAME_SLUGS, type GameSlug } from "../games/types";
import { gameCatalog } from "../catalog/game-catalog";
import { type DomainError, englishRefusal, notFound, refusal } from "../errors";
import { MAX_BINDERS_PER_CARD, MAX_BLOCKS, MAX_MATCHES } from "./input";

/**
 * Trade binders, matches and blocks (CONTRACTS §8, docs/trading.md). A binder is a view of the
 * owner's collection: its `forTrade` and `wanted` counts of catalog cards, shown to signed-in
 * players once the owner makes it public. `owned` never leaves this module, and a binder is
 * hidden between two players when either blocked the other.
 */

type Client = Awaited<ReturnType<typeof db>>;
export type Reader = Client | Tx;

/** One card and a count: what a binder shows and what an offer moves. */
export interface CardCount {
  game: GameSlug;
  code: string;
  count: number;
}

export interface Binder {
  username: string;
  forTrade: CardCount[];
  wanted: CardCount[];
}

export interface Match {
  username: string;
  /** For each card: min(their forTrade, my wanted). */
  theyHave: CardCount[];
  /** For each card: min(their wanted, my forTrade). */
  theyWant: CardCount[];
}

/** A username as binders are looked up by: case does not matter (as for signing in). */
export function usernameKey(username: string): string {
  return username.toLowerCase();
}

/** The player's binder switch: public or private (no row: private). */
export async function setBinderPublic(userId: string, username: string, isPublic: boolean): Promise<{ public: boolean }> {
  const client = await db();
  // A binder a moderator hid stays private until restored (CONTRACTS §12).
  if (isPublic) await refuseVisibilityChangeWhileHidden(client, "binder", userId);
  await client.tradeBinder.upsert({
    where: { userId },
    create: { userId, usernameKey: usernameKey(username), public: isPublic },
    update: { public: isPublic, usernameKey: usernameKey(username) },
  });
  return { public: isPublic };
}

export async function isBinderPublic(reader: Reader, userId: string): Promise<boolean> {
  const row = await reader.tradeBinder.findUnique({ where: { userId }, select: { public: true } });
  return row?.public ?? false;
}

/** The ids of the players a block separates from `userId`, either way. */
export async function blockedEitherWay(reader: Reader, userId: string): Promise<Set<string>> {
  const rows = await reader.tradeBlock.findMany({
    where: { OR: [{ blockerId: userId }, { blockedId: userId }] },
    select: { blockerId: true, blockedId: true },
  });
  return new Set(rows.map((r) => (r.blockerId === userId ? r.blockedId : r.blockerId)));
}

export async function isBlockedEitherWay(reader: Reader, a: string, b: string): Promise<boolean> {
  const row = await reader.tradeBlock.findFirst({
    where: {
      OR: [
        { blockerId: a, blockedId: b },
        { blockerId: b, blockedId: a },
      ],
    },
    select: { blockerId: true },
  });
  return row !== null;
}

function binderNotFound(): DomainError {
  return notFound("binder");
}

/**
 * The player whose public binder `username` names, as `viewerId` may trade with: 400 naming
 * `field` for the viewer's own name; 404 when no player has that name, the binder is private,
 * or a block stands between them: one answer, so a stranger cannot tell which.
 */
export async function tradePartner(reader: Reader, viewerId: string, username: string, field: string): Promise<{ id: string; username: string }> {
  const binder = await reader.tradeBinder.findUnique({
    where: { usernameKey: usernameKey(username) },
    select: { public: true, user: { select: { id: true, username: true } } },
  });
  if (binder?.user.id === viewerId) throw tradeWithSelf(field);
  if (!binder?.public || (await isBlockedEitherWay(reader, viewerId, binder.user.id))) throw binderNotFound();
  return binder.user;
}

/** 404 for a name no player has (blocks): the answer a private binder gets, "not found". */
function playerNotFound(): DomainError {
  return notFound("player");
}

/** The player a block names: by exact username, else by a binder's case-insensitive name; 404 when none. */
async function blockTarget(reader: Reader, username: string): Promise<{ id: string; username: string }> {
  const target = await reader.user.findUnique({ where: { username }, select: { id: true, username: true } });
  const found =
    target ??
    (await reader.tradeBinder.findUnique({ where: { usernameKey: usernameKey(username) }, select: { user: { select: { id: true, username: true } } } }))?.user;
  if (!found) throw playerNotFound();
  return found;
}

export function tradeWithSelf(field: string): DomainError {
  const issues = [{ path: field, message: englishRefusal("apiErrors.TRADE_WITH_SELF_AT", { field }) }];
  return refusal("invalid", "INVALID_REQUEST", { field }, { key: "apiErrors.TRADE_WITH_SELF_FIELD", issues }).saying("apiErrors.TRADE_WITH_SELF");
}

/** Whether a code is a card of the game's bundled catalog (never a player-made `set-id/code`). */
export async function catalogCodes(game: GameSlug): Promise<(code: string) => boolean> {
  const { index } = await gameCatalog(game);
  return (code) => !code.includes("/") && index.byCodeOrUndefined(code) !== undefined;
}

/** The forTrade and wanted counts of a user's catalog cards (what a binder shows), by game then code. */
export async function binderCards(
  reader: Reader,
  userId: string,
  games: readonly GameSlug[] = GAME_SLUGS,
): Promise<{ forTrade: CardCount[]; wanted: CardCount[] }> {
  const rows = await reader.collectionEntry.findMany({
    where: { ownerId: userId, gameSlug: { in: [...games] }, OR: [{ forTrade: { gt: 0 } }, { wanted: { gt: 0 } }] },
    select: { gameSlug: true, cardCode: true, forTrade: true, wanted: true },
    orderBy: [{ gameSlug: "asc" }, { cardCode: "asc" }],
  });
  const known = new Map<string, (code: string) => boolean>();
  for (const g of new Set(rows.map((r) => r.gameSlug as GameSlug))) known.set(g, await catalogCodes(g));
  const forTrade: CardCount[] = [];
  const wanted: CardCount[] = [];
  for (const r of rows) {
    const game = r.gameSlug as GameSlug;
    if (!known.get(game)?.(r.cardCode)) continue;
    if (r.forTrade > 0) forTrade.push({ game, code: r.cardCode, count: r.forTrade });
    if (r.wanted > 0) wanted.push({ game, code: r.cardCode, count: r.wanted });
  }
  return { forTrade, wanted };
}

/** `GET /trade/binders/:username`: a public binder as `viewerId` sees it (404 when private, missing or blocked). */
export async function publicBinder(viewerId: string, username: string): Promise<Binder> {
  const client = await db();
  const binder = await client.tradeBinder.findUnique({
    where: { usernameKey: usernameKey(username) },
    select: { public: true, user: { select: { id: true, username: true } } },
  });
  if (!binder?.public) throw binderNotFound();
  if (binder.user.id !== viewerId && (await isBlockedEitherWay(client, viewerId, binder.user.id))) throw binderNotFound();
  return { username: binder.user.username, ...(await binderCards(client, binder.user.id)) };
}

/** The player's own binder, public or not (their trade page). */
export async function myBinder(userId: string): Promise<Binder & { public: boolean }> {
  const client = await db();
  const user = await client.user.findUnique({ where: { id: userId }, select: { username: true } });
  if (!user) throw refusal("unauthenticated", "UNAUTHENTICATED");
  return { username: user.username, public: await isBinderPublic(client, userId), ...(await binderCards(client, userId)) };
}

// ---------------------------------------------------------------- matches

const CODES_PER_QUERY = 400;

/**
 * `GET /trade/matches?game=G`: for each other public binder not blocked either way, what they
 * have that I want and what they want that I have (CONTRACTS §8), most cards first.
 */
export async function matchesFor(userId: string, game?: GameSlug): Promise<Match[]> {
  const client = await db();
  const games = game ? [game] : [...GAME_SLUGS];
  const mine = await binderCards(client, userId, games);
  const hidden = [...(await blockedEitherWay(client, userId)), userId];
  const myWanted = new Map(mine.wanted.map((c) => [`${c.game}\u0000${c.code}`, c.count]));
  const myForTrade = new Map(mine.forTrade.map((c) => [`${c.game}\u0000${c.code}`, c.count]));
  const byUser = new Map<string, Match>();
  for (const g of games) {
    const codes = [...new Set([...mine.wanted, ...mine.forTrade].filter((c) => c.game === g).map((c) => c.code))];
    for (let i = 0; i < codes.length; i += CODES_PER_QUERY) {
      const rows = await client.collectionEntry.findMany({
        where: {
          gameSlug: g,
          cardCode: { in: codes.slice(i, i + CODES_PER_QUERY) },
          ownerId: { notIn: hidden },
          owner: { tradeBinder: { is: { public: true } } },
          OR: [{ forTrade: { gt: 0 } }, { wanted: { gt: 0 } }],
        },
        select: { cardCode: true, forTrade: true, wanted: true, owner: { select: { username: true } } },
      });
      for (const r of rows) {
        const key = `${g}\u0000${r.cardCode}`;
        const have = Math.min(r.forTrade, myWanted.get(key) ?? 0);
        const want = Math.min(r.wanted, myForTrade.get(key) ?? 0);
        if (have === 0 && want === 0) continue;
        const name = r.owner.username;
        let match = byUser.get(name);
        if (!match) {
          match = { username: name, theyHave: [], theyWant: [] };
          byUser.set(name, match);
        }
        if (have > 0) match.theyHave.push({ game: g, code: r.cardCode, count: have });
        if (want > 0) match.theyWant.push({ game: g, code: r.cardCode, count: want });
      }
    }
  }
  const total = (m: Match) => [...m.theyHave, ...m.theyWant].reduce((n, c) => n + c.count, 0);
  const order = (a: CardCount, b: CardCount) => (a.game === b.game ? (a.code < b.code ? -1 : a.code > b.code ? 1 : 0) : a.game < b.game ? -1 : 1);
  return [...byUser.values()]
    .map((m) => ({ ...m, theyHave: m.theyHave.sort(order), theyWant: m.theyWant.sort(order) }))
    .sort((a, b) => total(b) - total(a) || a.username.localeCompare(b.username))
    .slice(0, MAX_MATCHES);
}

/** The public binders (not blocked either way with the viewer, not the viewer's) that have a card for trade, most copies first. */
export async function bindersOfferingCard(viewerId: string, game: GameSlug, code: string): Promise<{ username: string; count: number }[]> {
  if (!(await catalogCodes(game))(code)) return [];
  const client = await db();
  const hidden = [...(await blockedEitherWay(client, viewerId)), viewerId];
  const rows = await client.collectionEntry.findMany({
    where: { gameSlug: game, cardCode: code, forTrade: { gt: 0 }, ownerId: { notIn: hidden }, owner: { tradeBinder: { is: { public: true } } } },
    select: { forTrade: true, owner: { select: { username: true } } },
    orderBy: [{ forTrade: "desc" }, { ownerId: "asc" }],
    take: MAX_BINDERS_PER_CARD,
  });
  return rows.map((r) => ({ username: r.owner.username, count: r.forTrade }));
}

// ---------------------------------------------------------------- blocks

/**
 * Blocks a player from trading with `userId`: no offers either way, each binder hidden from the
 * other; their open offers to `userId` are declined (and `userId`'s to them cancelled) at once.
 */
export async function blockPlayer(userId: string, username: string): Promise<{ blocked: string }> {
  const client = await db();
  const found = await blockTarget(client, username);
  if (found.id === userId) throw tradeWithSelf("username");
  const me = await client.user.findUnique({ where: { id: userId }, select: { username: true } });
  await client.$transaction(async (tx) => {
    // The write first: on SQLite the transaction then holds the write lock before it counts.
    await tx.tradeBlock.upsert({
      where: { blockerId_blockedId: { blockerId: userId, blockedId: found.id } },
      create: { blockerId: userId, blockedId: found.id },
      update: {},
    });
    const count = await tx.tradeBlock.count({ where: { blockerId: userId } });
    if (count > MAX_BLOCKS) {
      throw refusal("limit", "TOO_MANY_BLOCKS", { count: count - 1, max: MAX_BLOCKS });
    }
    const now = new Date();
    for (const [fromId, toId, status] of [
      [found.id, userId, "declined"],
      [userId, found.id, "cancelled"],
    ] as const) {
      const open = await tx.tradeOffer.findMany({ where: { fromId, toId, status: "open" }, select: { id: true } });
      if (open.length === 0) continue;
      const ids = open.map((o) => o.id);
      await tx.tradeOffer.updateMany({ where: { id: { in: ids }, status: "open" }, data: { status, closedAt: now } });
      await tx.tradeOfferEvent.createMany({ data: ids.map((offerId) => ({ offerId, action: status, actorName: me?.username ?? "", createdAt: now })) });
    }
  });
  return { blocked: found.username };
}

/** Lifts a block (200 also when there was none: the same end state); 404 for a name no player has, as blocking. */
export async function unblockPlayer(userId: string, username: string): Promise<{ unblocked: string }> {
  const client = await db();
  const target = await blockTarget(client, username);
  await client.tradeBlock.deleteMany({ where: { blockerId: userId, blockedId: target.id } });
  return { unblocked: target.username };
}

/** The players `userId` blocks, by name. */
export async function blockedPlayers(userId: string): Promise<string[]> {
  const client = await db();
  const rows = await client.tradeBlock.findMany({
    where: { blockerId: userId },
    select: { blocked: { select: { username: true } } },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((r) => r.blocked.username);
}

// ---------------------------------------------------------------- names for the pages

export interface NamedCard extends CardCount {
  name: string;
  names: Record<string, string>;
}

/** The cards with their catalog names (the pages show the reader's language: components/builder/card-name.ts). */
export async function withNames(cards: readonly CardCount[]): Promise<NamedCard[]> {
  const out: NamedCard[] = [];
  for (const c of cards) {
    const card = (await gameCatalog(c.game)).index.byCodeOrUndefined(c.code);
    const { alt: _alt, ...names } = card?.names ?? {};
    out.push({ ...c, name: card?.name ?? c.code, names });
  }
  return out;
}
