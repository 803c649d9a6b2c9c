import "server-only";
import { db, type Tx } from "../db/client";
import { type DomainError, refusal } from "../errors";
import { closeTradesOfDeletedAccount } from "../trade";
import { hold, isShared, release } from "./holds";
import type { AccountActionInput, DismissInput, HideableKind, ReportKind, ThingActionInput } from "./input";
import { logAction } from "./log";
import { findThing, type Thing, userByName } from "./things";

/** Moderators' actions (CONTRACTS §12): each one transaction, each logged with its note, each closing the thing's open reports. */

type Moderator = { id: string; username: string };
const TX = { maxWait: 10_000, timeout: 30_000 };

function noThing(kind: string): DomainError {
  const thing = kind === "user" || kind === "binder" ? "player" : kind;
  return refusal("not-found", "NOT_FOUND", { kind }, { key: "apiErrors.NO_SUCH_KIND" }).saying("apiErrors.NOT_FOUND", { thing });
}

async function thingOf(kind: ReportKind, id: string): Promise<Thing> {
  const client = await db();
  // A binder is named by its player's username; the moderation page may also send the stored user id.
  const thing =
    kind === "binder" || kind === "user"
      ? ((await findThing(client, kind, id, true)) ?? (await findThing(client, kind, id)))
      : await findThing(client, kind, id);
  if (!thing) throw noThing(kind);
  return thing;
}

async function closeReports(tx: Tx, kind: ReportKind, thingId: string, now: Date): Promise<number> {
  const { count } = await tx.report.updateMany({ where: { kind, thingId, status: "open" }, data: { status: "closed", closedAt: now } });
  return count;
}

export interface ActionResult {
  kind: string;
  id: string;
  action: string;
  closedReports: number;
}

/**
 * One action on a thing in one transaction: `change` (which throws when the thing is not in a
 * state for it), the log entry with the moderator's note, and the thing's open reports closed.
 */
async function actOnThing(
  moderator: Moderator,
  input: ThingActionInput,
  action: "hide" | "restore",
  change: (tx: Tx, thing: Thing) => Promise<void>,
  now: Date,
): Promise<ActionResult> {
  const thing = await thingOf(input.kind, input.id);
  const client = await db();
  const closedReports = await client.$transaction(async (tx) => {
    await change(tx, thing);
    await logAction(
      tx,
      {
        moderatorName: moderator.username,
        action,
        kind: input.kind,
        thingId: thing.id,
        subjectId: thing.ownerId,
        subjectName: thing.ownerName,
        note: input.note,
      },
      now,
    );
    return closeReports(tx, input.kind, thing.id, now);
  }, TX);
  return { kind: input.kind, id: thing.id, action, closedReports };
}

/** `POST /admin/hide`: 404 to everyone but its owner from now on. Hiding a hidden thing keeps it hidden and takes the new note. */
export function hideThing(moderator: Moderator, input: ThingActionInput, now = new Date()): Promise<ActionResult> {
  return actOnThing(
    moderator,
    input,
    "hide",
    async (tx, thing) => {
      if (!(await hold(tx, input.kind, thing.id, thing.ownerId, "moderator", input.note, now))) throw noThing(input.kind);
    },
    now,
  );
}

/** `POST /admin/restore`: gives a hidden thing back the visibility it had; 409 NOT_HIDDEN when it is not hidden. */
export function restoreThing(moderator: Moderator, input: ThingActionInput, now = new Date()): Promise<ActionResult> {
  return actOnThing(
    moderator,
    input,
    "restore",
    async (tx, thing) => {
      if (!(await release(tx, input.kind, thing.id))) {
        throw refusal("conflict", "NOT_HIDDEN", { kind: input.kind });
      }
    },
    now,
  );
}

/** `POST /admin/dismiss`: closes the thing's open reports and changes nothing else (the thing may be gone). */
export async function dismissReports(moderator: Moderator, input: DismissInput, now = new Date()): Promise<ActionResult> {
  const client = await db();
  const thing =
    (input.kind === "binder" || input.kind === "user" ? await findThing(client, input.kind, input.id, true) : null) ??
    (await findThing(client, input.kind, input.id));
  const thingId = thing?.id ?? input.id;
  const closedReports = await client.$transaction(async (tx) => {
    const count = await closeReports(tx, input.kind, thingId, now);
    if (count === 0 && !thing) throw noThing(input.kind);
    await logAction(
      tx,
      {
        moderatorName: moderator.username,
        action: "dismiss",
        kind: input.kind,
        thingId,
        subjectId: thing?.ownerId ?? null,
        subjectName: thing?.ownerName ?? null,
        note: input.note,
      },
      now,
    );
    return count;
  }, TX);
  return { kind: input.kind, id: thingId, action: "dismiss", closedReports };
}

/** Every shared thing a player owns, by kind (what a suspension hides). */
async function sharedThings(tx: Tx, userId: string): Promise<{ kind: HideableKind; id: string }[]> {
  const [decks, sets, maps, events, binder] = await Promise.all([
    tx.deck.findMany({ where: { ownerId: userId, visibility: { not: "private" } }, select: { id: true, visibility: true } }),
    tx.playerSet.findMany({ where: { ownerId: userId, visibility: { not: "private" } }, select: { id: true, visibility: true } }),
    tx.edenMap.findMany({ where: { ownerId: userId, visibility: { not: "private" } }, select: { id: true, visibility: true } }),
    tx.event.findMany({ where: { organizerId: userId, visibility: { not: "hidden" } }, select: { id: true, visibility: true } }),
    tx.tradeBinder.findUnique({ where: { userId }, select: { public: true } }),
  ]);
  const of = (kind: HideableKind, rows: { id: string; visibility: string }[]) =>
    rows.filter((r) => isShared(kind, r.visibility)).map((r) => ({ kind, id: r.id }));
  return [
    ...of("deck", decks),
    ...of("set", sets),
    ...of("map", maps),
    ...of("event", events),
    ...(binder?.public ? [{ kind: "binder" as const, id: userId }] : []),
  ];
}

export interface SuspensionResult {
  username: string;
  action: "suspend" | "unsuspend";
  /** Things hidden by the suspension, or given back by unsuspending. */
  things: number;
  /** Open trade offers withdrawn. */
  withdrawnOffers: number;
}

/**
 * `POST /admin/suspend`: the account cannot sign in; its session version is bumped, so every
 * session ends at its next request on any server (lib/auth/session.ts reads the account each
 * time); its shared things are hidden with the suspension as their cause; its open trade
 * offers are withdrawn, with a history entry the other player sees. 409 when already suspended.
 */
export async function suspendAccount(moderator: Moderator, input: AccountActionInput, now = new Date()): Promise<SuspensionResult> {
  const client = await db();
  const user = await userByName(client, input.username);
  if (!user) throw noThing("user");
  if (user.id === moderator.id) {
    throw refusal("invalid", "OWN_ACCOUNT", undefined, { issues: [{ path: "username", message: "is you" }] });
  }
  return client.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({ where: { id: user.id, suspendedAt: null }, data: { suspendedAt: now, sessionVersion: { increment: 1 } } });
    if (count === 0) {
      throw refusal("conflict", "ALREADY_SUSPENDED", {
        username: user.username,
      });
    }
    const things = await sharedThings(tx, user.id);
    for (const t of things) await hold(tx, t.kind, t.id, user.id, "suspension", input.note, now);
    const { withdrawn } = await closeTradesOfDeletedAccount(tx, user.id);
    await logAction(
      tx,
      {
        moderatorName: moderator.username,
        action: "suspend",
        kind: "user",
        thingId: user.id,
        subjectId: user.id,
        subjectName: user.username,
        note: input.note,
      },
      now,
    );
    await closeReports(tx, "user", user.id, now);
    return { username: user.username, action: "suspend" as const, things: things.length, withdrawnOffers: withdrawn };
  }, TX);
}

/** `POST /admin/unsuspend`: the account may sign in again, and only what the suspension hid is shown again. 409 when not suspended. */
export async function unsuspendAccount(moderator: Moderator, input: AccountActionInput, now = new Date()): Promise<SuspensionResult> {
  const client = await db();
  const user = await userByName(client, input.username);
  if (!user) throw noThing("user");
  return client.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({ where: { id: user.id, suspendedAt: { not: null } }, data: { suspendedAt: null } });
    if (count === 0) {
      throw refusal("conflict", "NOT_SUSPENDED", {
        username: user.username,
      });
    }
    const held = await tx.moderationHold.findMany({ where: { ownerId: user.id, cause: "suspension" }, select: { kind: true, thingId: true } });
    for (const h of held) await release(tx, h.kind as HideableKind, h.thingId);
    await logAction(
      tx,
      {
        moderatorName: moderator.username,
        action: "unsuspend",
        kind: "user",
        thingId: user.id,
        subjectId: user.id,
        subjectName: user.username,
        note: input.note,
      },
      now,
    );
    return { username: user.username, action: "unsuspend" as const, things: held.length, withdrawnOffers: 0 };
  }, TX);
}
