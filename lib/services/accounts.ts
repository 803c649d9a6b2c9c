import { z } from "zod";
import { db } from "../db/client";
import { queryRows, statements } from "../db/sql";
import { DomainError } from "./errors";
import { checkPassword, hashPassword, MAX_PASSWORD_LENGTH, passwordProblem, verifyAgainstNothing } from "../auth/password";
import { accountDelayMs, forget, hit, peek, purgeExpired, REGISTRATION, SIGN_IN_ACCOUNT, SIGN_IN_ADDRESS, SIGN_IN_PAIR, unhit } from "./throttle";

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
    throw new DomainError(
      "limit",
      "TOO_MANY_REGISTRATIONS",
      `At most ${REGISTRATION.limit} accounts can be created from one address in an hour. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      undefined,
      throttled.retryAfterSeconds,
    ).saying("apiErrors.TOO_MANY_REGISTRATIONS", { limit: REGISTRATION.limit, minutes });
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
  return new DomainError("conflict", "USERNAME_TAKEN", "This username is taken.", [{ path: "username", message: "This username is taken." }]);
}

export async function userById(id: string): Promise<Account | null> {
  const client = await db();
  // One raw statement of the two columns needed: it runs on every signed-in request.
  const rows = await queryRows<Account>(client, statements().userById(id));
  return rows[0] ?? null;
}

export interface SignInThrottleState {
  limited: boolean;
  retryAfterSeconds: number;
}

/** The account name sign-ins count against (names are case-insensitive). */
function accountKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 64);
}

/** Whether sign-ins for this username from this address are refused right now (counts nothing). */
export async function signInThrottle(username: string, address: string): Promise<SignInThrottleState> {
  const [pair, addr] = await Promise.all([peek(SIGN_IN_PAIR, `${accountKey(username)}|${address}`), peek(SIGN_IN_ADDRESS, address)]);
  const over = [pair.count >= SIGN_IN_PAIR.limit ? pair : null, addr.count >= SIGN_IN_ADDRESS.limit ? addr : null].filter((h) => h !== null);
  return over.length > 0 ? { limited: true, retryAfterSeconds: Math.max(...over.map((h) => h.retryAfterSeconds)) } : { limited: false, retryAfterSeconds: 0 };
}

export class SignInThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("TooManyAttempts");
    this.name = "SignInThrottledError";
  }
}

/**
 * Checks a username and password. Each attempt is counted first, atomically, against its
 * account+address pair and its address; past their limits it is refused (SignInThrottledError)
 * before any password check. Failures on the account from anywhere slow further attempts on
 * it (accountDelayMs) without refusing them, so others cannot lock the owner out. A success
 * clears its pair, and a bcrypt hash is replaced by an argon2id one.
 */
export async function authenticate(username: string, password: string, address: string): Promise<Account | null> {
  const account = accountKey(username);
  const pairKey = `${account}|${address}`;
  const [pair, addr] = [await hit(SIGN_IN_PAIR, pairKey), await hit(SIGN_IN_ADDRESS, address)];
  if (pair.limited || addr.limited) {
    throw new SignInThrottledError(Math.max(pair.limited ? pair.retryAfterSeconds : 0, addr.limited ? addr.retryAfterSeconds : 0));
  }
  const delay = accountDelayMs((await peek(SIGN_IN_ACCOUNT, account)).count);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));

  const user = username.length <= 64 && password.length <= MAX_PASSWORD_LENGTH ? await findByUsername(username) : null;
  const check = user ? await checkPassword(password, user.passwordHash) : { ok: await verifyAgainstNothing(password), rehash: false };
  if (!user || !check.ok) {
    await hit(SIGN_IN_ACCOUNT, account);
    return null;
  }
  await forget(SIGN_IN_PAIR, pairKey);
  await unhit(SIGN_IN_ADDRESS, address);
  await purgeExpired();
  if (check.rehash) await storeHash(user.id, await hashPassword(password));
  return { id: user.id, username: user.username };
}

async function storeHash(userId: string, passwordHash: string): Promise<void> {
  const client = await db();
  await client.user.update({ where: { id: userId }, data: { passwordHash } });
}
