import { hash as argon2Hash, verify as argon2Verify, type Algorithm, type Options } from "@node-rs/argon2";
import { isCommonPassword } from "./common-passwords";

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 1000;

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): ~50 ms a hash,
 * computed in libuv's thread pool, so hashing never stalls other requests.
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm /* Argon2id (a const enum, unreadable under isolatedModules) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2_OPTIONS);
}

export interface PasswordCheck {
  ok: boolean;
}

/** Checks a password against an argon2id hash (anything else, unreadable, never matches). */
export async function checkPassword(password: string, stored: string): Promise<PasswordCheck> {
  try {
    return { ok: await argon2Verify(stored, password) };
  } catch {
    return { ok: false }; // not a hash we can read
  }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  return (await checkPassword(password, stored)).ok;
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, for unknown usernames (no timing oracle). */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("edenkeep-no-such-user");
  await argon2Verify(await dummyHash, password);
  return false;
}

/** Why a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, username?: string): string | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (length > MAX_PASSWORD_LENGTH) return `The password must have at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (isCommonPassword(password)) return "This password is one of the most common ones; choose another.";
  if (username && password.toLowerCase().includes(username.toLowerCase()) && length < username.length + 6) {
    return "The password is too close to the username.";
  }
  return null;
}
