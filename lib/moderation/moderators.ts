import "server-only";
import { db } from "../db/client";
import { type DomainError, refusal } from "../errors";
import { logAction } from "./log";
import { userByName } from "./things";

/**
 * Who moderates (CONTRACTS §12): the usernames in `MODERATORS` (comma-separated, any case)
 * and the accounts granted with `cli moderator grant USERNAME` (a Moderator row). Both are
 * read on every request: nothing about roles is kept in a server's memory.
 */
export function moderatorsFromEnv(env: string | undefined = process.env.MODERATORS): Set<string> {
  return new Set(
    (env ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ""),
  );
}

export async function isModerator(user: { id: string; username: string }): Promise<boolean> {
  if (moderatorsFromEnv().has(user.username.toLowerCase())) return true;
  const client = await db();
  return (await client.moderator.findUnique({ where: { userId: user.id }, select: { userId: true } })) !== null;
}

function noPlayer(username: string): DomainError {
  return refusal("not-found", "NOT_FOUND", { username }, { key: "apiErrors.NO_PLAYER_CALLED" }).saying("apiErrors.NOT_FOUND", { thing: "player" });
}

/** `cli moderator grant USERNAME`: stored in the database, logged. Granting twice changes nothing. */
export async function grantModerator(username: string): Promise<{ username: string; granted: boolean }> {
  const client = await db();
  const user = await userByName(client, username);
  if (!user) throw noPlayer(username);
  return client.$transaction(async (tx) => {
    const existing = await tx.moderator.findUnique({ where: { userId: user.id } });
    if (existing) return { username: user.username, granted: false };
    await tx.moderator.create({ data: { userId: user.id } });
    await logAction(tx, { moderatorName: "cli", action: "grant", kind: "user", thingId: user.id, subjectId: user.id, subjectName: user.username, note: "" });
    return { username: user.username, granted: true };
  });
}

/** `cli moderator revoke USERNAME`. A name in MODERATORS stays a moderator until the variable changes. */
export async function revokeModerator(username: string): Promise<{ username: string; revoked: boolean; stillInEnv: boolean }> {
  const client = await db();
  const user = await userByName(client, username);
  if (!user) throw noPlayer(username);
  const stillInEnv = moderatorsFromEnv().has(user.username.toLowerCase());
  return client.$transaction(async (tx) => {
    const { count } = await tx.moderator.deleteMany({ where: { userId: user.id } });
    if (count > 0)
      await logAction(tx, { moderatorName: "cli", action: "revoke", kind: "user", thingId: user.id, subjectId: user.id, subjectName: user.username, note: "" });
    return { username: user.username, revoked: count > 0, stillInEnv };
  });
}

/** `cli moderator list`: the granted moderators and those named in MODERATORS. */
export async function listModerators(): Promise<{ granted: string[]; fromEnv: string[] }> {
  const client = await db();
  const rows = await client.moderator.findMany({ select: { user: { select: { username: true } } }, orderBy: { grantedAt: "asc" } });
  return { granted: rows.map((r) => r.user.username), fromEnv: [...moderatorsFromEnv()].sort() };
}
