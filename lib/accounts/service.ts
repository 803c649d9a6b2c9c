import "server-only";
import { z } from "zod";
import { db } from "../db/client";
import { queryRows, statements } from "../db/sql";
import { DomainError, englishRefusal, refusal } from "../errors";
import { checkPassword, hashPassword, MAX_PASSWORD_LENGTH, passwordProblem, verifyAgainstNothing } from "../auth/password";
import { trustedDeviceNonce } from "../auth/device-cookie";
import {
  accountDelayMs,
  forget,
  hit,
  peek,
  purgeExpired,
  REGISTRATION,
  SIGN_IN_ACCOUNT,
  SIGN_IN_ADDRESS,
  SIGN_IN_DEVICE,
  SIGN_IN_PAIR,
  SIGN_IN_UNTRUSTED_ACCOUNT,
  type ThrottleRule,
  unhit,
} from "../quotas/throttle";

/** 3–32 characters: letters, digits, `_`, `-`, `.`; unique case-insensitively. */
export const usernameSchema = z
  .string()
  .min(3, "The username must have at least 3 characters.")
  .max(32, "The username must have at most 32 characters.")
  .regex(/^[A-Za-z0-9_.-]+$/, "The username may hold only letters, digits, _, - and .");

export const registerSchema = z.object({
  username: usernameSchema,
  password: z.string().max(MAX_PASSWORD_LENGTH, `The password must have at most ${MAX_PASSWORD_LENGTH} characters.`),
});

export interface Account {
  id: string;
  username: string;
}

/** Finds a user by name, ignoring case (`Alice` and `alice` are the same account). */
async function findByUsername(username: string): Promise<{ id: string; username: string; passwordHash: string } | null> {
  const client = await db();
  const rows = await queryRows<{ id: string; username: string; passwordHash: string }>(client, statements().userByName(username));
  return rows[0] ?? null;
}

/**
 * Creates an account: 400 for a weak password, 409 when the name is taken (any case),
 * 429 TOO_MANY_REGISTRATIONS (with Retry-After) past REGISTRATION.limit accounts an hour from
 * one `address`.
 */
export async function registerUser(input: z.infer<typeof registerSchema>, address?: string): Promise<Account> {
  const problem = passwordProblem(input.password, input.username);
  if (problem) throw new DomainError("invalid", "WEAK_PASSWORD", problem, [{ path: "password", message: problem }]);
  if (await findByUsername(input.username)) throw usernameTaken();
  // Counted only for requests from the web (the CLI and tests pass no address).
  const throttled = address === undefined ? null : await hit(REGISTRATION, address);
  if (throttled?.limited) {
    const minutes = Math.ceil(throttled.retryAfterSeconds / 60);
    throw refusal("limit", "TOO_MANY_REGISTRATIONS", { limit: REGISTRATION.limit, minutes }, { retryAfterSeconds: throttled.retryAfterSeconds });
  }
  const passwordHash = await hashPassword(input.password);
  const client = await db();
  try {
    const user = await client.$transaction(async (tx) => {
      const clash = await queryRows<{ id: string }>(tx, statements().userByName(input.username));
      if (clash.length > 0) throw usernameTaken();
      return tx.user.create({ data: { username: input.username, passwordHash }, select: { id: true, username: true } });
    });
    return user;
  } catch (err) {
    if ((err as { code?: string }).code === "P2002") throw usernameTaken();
    throw err;
  }
}

function usernameTaken(): DomainError {
  return refusal("conflict", "USERNAME_TAKEN", undefined, { issues: [{ path: "username", message: englishRefusal("apiErrors.USERNAME_TAKEN") }] });
}

/** What a request's session token claims: a user id and the session version it was issued under (lib/auth/session.ts). */
export interface SessionClaim {
  userId: string;
  version: number;
}

/**
 * Whether a claim holds, given the session version its account has now (null: no such account).
 * The one rule for sessionAccount and for reads that fetch the version beside their data.
 */
export function claimHolds(claim: SessionClaim, accountSessionVersion: number | bigint | null | undefined): boolean {
  return accountSessionVersion !== null && accountSessionVersion !== undefined && Number(accountSessionVersion) === claim.version;
}

/**
 * The account a session token names, if that token is still a session: the account exists
 * and its session version is the token's (a password change or "sign out everywhere" bumps
 * it). Read from the database on every request, so it holds on every server at once.
 */
export async function sessionAccount(id: string, sessionVersion: number): Promise<Account | null> {
  const client = await db();
  const row = await client.user.findUnique({ where: { id }, select: { id: true, username: true, sessionVersion: true, suspendedAt: true } });
  // A suspended account (CONTRACTS §12) has no session, whatever its token says.
  return row && row.suspendedAt === null && claimHolds({ userId: id, version: sessionVersion }, row.sessionVersion)
    ? { id: row.id, username: row.username }
    : null;
}

export interface SignInThrottleState {
  limited: boolean;
  retryAfterSeconds: number;
}

/** The account name sign-ins count against (names are case-insensitive). */
function accountKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 64);
}

/** The user a sign-in names, when the name could be one. */
async function signInUser(username: string) {
  return username.length <= 64 ? findByUsername(username) : null;
}

/**
 * Whether sign-ins for this username from this address and browser are refused right now
 * (counts nothing). A browser with a device cookie for the account answers to its own budget
 * only; any other client to the account+address pair, the address and the account's shared
 * budget for untrusted clients.
 */
export async function signInThrottle(username: string, address: string, cookies: Record<string, string> = {}): Promise<SignInThrottleState> {
  const user = await signInUser(username);
  const device = user ? trustedDeviceNonce(cookies, user.id) : null;
  if (device !== null && (await peek(SIGN_IN_DEVICE, device)).count < SIGN_IN_DEVICE.limit) return { limited: false, retryAfterSeconds: 0 };
  const rules: [ThrottleRule, string][] = [
    [SIGN_IN_PAIR, `${accountKey(username)}|${address}`],
    [SIGN_IN_ADDRESS, address],
    [SIGN_IN_UNTRUSTED_ACCOUNT, accountKey(username)],
  ];
  const counts = await Promise.all(rules.map(([rule, subject]) => peek(rule, subject)));
  const over = counts.filter((h, i) => h.count >= rules[i][0].limit);
  return over.length > 0 ? { limited: true, retryAfterSeconds: Math.max(...over.map((h) => h.retryAfterSeconds)) } : { limited: false, retryAfterSeconds: 0 };
}

/** The right password for a suspended account (CONTRACTS §12): sign-in is refused. */
export class AccountSuspendedError extends Error {
  constructor() {
    super("AccountSuspended");
  }
}

export class SignInThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("TooManyAttempts");
    this.name = "SignInThrottledError";
  }
}

/** What a successful sign-in gives next-auth: the account and the session version its token carries. */
export interface SignedIn extends Account {
  sessionVersion: number;
}

/**
 * Checks a username and password. Each attempt is counted first, atomically, and refused
 * (SignInThrottledError) past a limit before any password check:
 *
 * - from a browser holding a valid device cookie for the account (`cookies`), against that
 *   cookie's own budget (SIGN_IN_DEVICE) only; past it the browser counts as untrusted;
 * - from any other client, against its account+address pair, its address, and the budget all
 *   untrusted clients of the account share whatever their address (SIGN_IN_UNTRUSTED_ACCOUNT);
 *   failures from anywhere also slow further untrusted attempts down (accountDelayMs).
 *
 * A success gives back what it counted.
 */
export async function authenticate(username: string, password: string, address: string, cookies: Record<string, string> = {}): Promise<SignedIn | null> {
  const account = accountKey(username);
  const pairKey = `${account}|${address}`;
  const user = await signInUser(username);
  let device = user ? trustedDeviceNonce(cookies, user.id) : null;
  if (device !== null && (await hit(SIGN_IN_DEVICE, device)).limited) device = null;
  if (device === null) {
    const [pair, addr] = [await hit(SIGN_IN_PAIR, pairKey), await hit(SIGN_IN_ADDRESS, address)];
    if (pair.limited || addr.limited) {
      throw new SignInThrottledError(Math.max(pair.limited ? pair.retryAfterSeconds : 0, addr.limited ? addr.retryAfterSeconds : 0));
    }
    const shared = await hit(SIGN_IN_UNTRUSTED_ACCOUNT, account);
    if (shared.limited) throw new SignInThrottledError(shared.retryAfterSeconds);
    const delay = accountDelayMs((await peek(SIGN_IN_ACCOUNT, account)).count);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  const check =
    user && password.length <= MAX_PASSWORD_LENGTH ? await checkPassword(password, user.passwordHash) : { ok: await verifyAgainstNothing(password) };
  if (!user || !check.ok) {
    if (device === null) await hit(SIGN_IN_ACCOUNT, account);
    return null;
  }
  if (device !== null) await forget(SIGN_IN_DEVICE, device);
  else {
    await forget(SIGN_IN_PAIR, pairKey);
    await unhit(SIGN_IN_ADDRESS, address);
    await unhit(SIGN_IN_UNTRUSTED_ACCOUNT, account);
  }
  await purgeExpired();
  const client = await db();
  const current = await client.user.findUnique({ where: { id: user.id }, select: { sessionVersion: true, suspendedAt: true } });
  if (!current) return null; // deleted meanwhile
  // Said only to whoever knows the password, so a suspension leaks to nobody else (CONTRACTS §12).
  if (current.suspendedAt !== null) throw new AccountSuspendedError();
  return { id: user.id, username: user.username, sessionVersion: current.sessionVersion };
}
