import "server-only";
import { z } from "zod";
import { checkPassword, hashPassword, MAX_PASSWORD_LENGTH, passwordProblem } from "../auth/password";
import { db } from "../db/client";
import { DELETION_STEPS } from "./deletion";
import { DomainError, englishRefusal, refusal } from "../errors";
import { forget, hit, PASSWORD_CONFIRM } from "../quotas/throttle";

/**
 * A player's own account: password change, ending the other sessions, deletion (CONTRACTS §5).
 * Each asks for the current password where a stolen session must not be enough, checks it
 * under PASSWORD_CONFIRM's throttle, and then writes with a conditional update that states
 * what the check saw, so a change made meanwhile (another tab, another server) makes this one
 * a 409 and nothing changes.
 */

const passwordField = (what: string) =>
  z
    .string({ error: `${what} is required.` })
    .min(1, `${what} is required.`)
    .max(MAX_PASSWORD_LENGTH, `The password must have at most ${MAX_PASSWORD_LENGTH} characters.`);

export const changePasswordSchema = z.strictObject({ current: passwordField("The current password"), next: passwordField("The new password") });
export const deleteAccountSchema = z.strictObject({ password: passwordField("The password") });

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The account a session belongs to, as a password check sees it. */
interface Confirmed {
  id: string;
  username: string;
  passwordHash: string;
  sessionVersion: number;
}

function signedOut(): DomainError {
  return refusal("unauthenticated", "UNAUTHENTICATED");
}

function changedMeanwhile(): DomainError {
  return refusal("conflict", "ACCOUNT_CHANGED");
}

/**
 * Checks the account's password (`field` names it in the refusal): 403 WRONG_PASSWORD when
 * wrong, 429 after PASSWORD_CONFIRM.limit attempts in its window, before any check.
 */
async function confirmPassword(userId: string, password: string, field: string): Promise<Confirmed> {
  const throttled = await hit(PASSWORD_CONFIRM, userId);
  if (throttled.limited) {
    const minutes = Math.ceil(throttled.retryAfterSeconds / 60);
    throw refusal("limit", "TOO_MANY_PASSWORD_CHECKS", { minutes }, { retryAfterSeconds: throttled.retryAfterSeconds });
  }
  const client = await db();
  const user = await client.user.findUnique({ where: { id: userId }, select: { id: true, username: true, passwordHash: true, sessionVersion: true } });
  if (!user) throw signedOut();
  if (!(await checkPassword(password, user.passwordHash)).ok) {
    throw refusal("forbidden", "WRONG_PASSWORD", undefined, { issues: [{ path: field, message: englishRefusal("apiErrors.PASSWORD_WRONG_ISSUE") }] });
  }
  await forget(PASSWORD_CONFIRM, userId);
  return user;
}

/**
 * `POST /api/v1/account/password {current, next}`: sets a new password and ends every session
 * of the account (the session version goes up). Returns the new session version, which the
 * route writes into the caller's own token so the session that asked stays signed in.
 */
export async function changePassword(userId: string, input: ChangePasswordInput): Promise<{ sessionVersion: number }> {
  const user = await confirmPassword(userId, input.current, "current");
  const problem = passwordProblem(input.next, user.username);
  if (problem) throw new DomainError("invalid", "WEAK_PASSWORD", problem, [{ path: "next", message: problem }]);
  const passwordHash = await hashPassword(input.next);
  const client = await db();
  const { count } = await client.user.updateMany({
    where: { id: userId, passwordHash: user.passwordHash, sessionVersion: user.sessionVersion },
    data: { passwordHash, sessionVersion: user.sessionVersion + 1 },
  });
  if (count === 0) throw changedMeanwhile();
  return { sessionVersion: user.sessionVersion + 1 };
}

/**
 * `POST /api/v1/account/sessions/end`: "sign out everywhere else". Every session of the
 * account ends; the route re-issues the caller's token with the new version.
 */
export async function endOtherSessions(userId: string): Promise<{ sessionVersion: number }> {
  const client = await db();
  const user = await client.user.findUnique({ where: { id: userId }, select: { sessionVersion: true } });
  if (!user) throw signedOut();
  const { count } = await client.user.updateMany({
    where: { id: userId, sessionVersion: user.sessionVersion },
    data: { sessionVersion: user.sessionVersion + 1 },
  });
  if (count === 0) throw changedMeanwhile();
  return { sessionVersion: user.sessionVersion + 1 };
}

/**
 * `DELETE /api/v1/account {password}`: deletes the account and everything it owns in one
 * transaction (DELETION_STEPS, then the account row, which only goes if its password and
 * sessions are still what the check saw). Its sessions end with it: a token naming a missing
 * account is no session. A wrong password is 403 and nothing changes.
 */
export async function deleteAccount(userId: string, input: DeleteAccountInput): Promise<{ deleted: { username: string } }> {
  const user = await confirmPassword(userId, input.password, "password");
  const client = await db();
  await client.$transaction(async (tx) => {
    for (const step of DELETION_STEPS) await step.run(tx, userId);
    const { count } = await tx.user.deleteMany({ where: { id: userId, passwordHash: user.passwordHash, sessionVersion: user.sessionVersion } });
    if (count === 0) throw changedMeanwhile();
  });
  return { deleted: { username: user.username } };
}
