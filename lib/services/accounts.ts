import { z } from "zod";
import { db } from "../db/client";
import { HttpError } from "../http/respond";
import { hashPassword, MAX_PASSWORD_LENGTH, passwordProblem, verifyAgainstNothing, verifyPassword } from "../auth/password";
import { clearFailures, recordFailure, signInKeys, throttleState, type ThrottleState } from "./throttle";

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
  const rows = await client.$queryRaw<{ id: string; username: string; passwordHash: string }[]>`
    SELECT id, username, passwordHash FROM "User" WHERE lower(username) = lower(${username}) LIMIT 1`;
  return rows[0] ?? null;
}

/** Creates an account: 400 for a weak password, 409 when the name is taken (any case). */
export async function registerUser(input: z.infer<typeof registerSchema>): Promise<Account> {
  const problem = passwordProblem(input.password, input.username);
  if (problem) throw new HttpError(400, "WEAK_PASSWORD", problem, [{ path: "password", message: problem }]);
  if (await findByUsername(input.username)) throw usernameTaken();
  const passwordHash = await hashPassword(input.password);
  const client = await db();
  try {
    const user = await client.$transaction(async (tx) => {
      const clash = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "User" WHERE lower(username) = lower(${input.username}) LIMIT 1`;
      if (clash.length > 0) throw usernameTaken();
      return tx.user.create({ data: { username: input.username, passwordHash }, select: { id: true, username: true } });
    });
    return user;
  } catch (err) {
    if ((err as { code?: string }).code === "P2002") throw usernameTaken();
    throw err;
  }
}

function usernameTaken(): HttpError {
  return new HttpError(409, "USERNAME_TAKEN", "This username is taken.", [{ path: "username", message: "This username is taken." }]);
}

export async function userById(id: string): Promise<Account | null> {
  const client = await db();
  return client.user.findUnique({ where: { id }, select: { id: true, username: true } });
}

/** Whether sign-ins for this username or from this address are refused right now. */
export function signInThrottle(username: string, address: string): Promise<ThrottleState> {
  return throttleState(signInKeys(username, address));
}

export class SignInThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("TooManyAttempts");
    this.name = "SignInThrottledError";
  }
}

/**
 * Checks a username and password. A wrong pair counts a failure against the username
 * and the address; too many failures refuse further attempts (SignInThrottledError).
 */
export async function authenticate(username: string, password: string, address: string): Promise<Account | null> {
  const keys = signInKeys(username, address);
  const state = await throttleState(keys);
  if (state.limited) throw new SignInThrottledError(state.retryAfterSeconds);
  const user = username.length <= 64 && password.length <= MAX_PASSWORD_LENGTH ? await findByUsername(username) : null;
  const ok = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstNothing(password);
  if (!user || !ok) {
    await recordFailure(keys);
    return null;
  }
  await clearFailures(keys[0]);
  return { id: user.id, username: user.username };
}
