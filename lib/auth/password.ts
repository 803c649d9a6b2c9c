import { createHash } from "node:crypto";
import { hash as argon2Hash, verify as argon2Verify, type Algorithm, type Options } from "@node-rs/argon2";
import bcrypt from "bcryptjs";
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

/** A hash written before argon2 (bcryptjs, `$2a$`/`$2b$`/`$2y$`). */
export function isLegacyHash(stored: string): boolean {
  return /^\$2[aby]\$/.test(stored);
}

export interface PasswordCheck {
  ok: boolean;
  /** The stored hash is an old kind: store hashPassword(password) now that it is known. */
  rehash: boolean;
}

/** Checks a password against an argon2id hash, or an old bcrypt one (which then asks to be rehashed). */
export async function checkPassword(password: string, stored: string): Promise<PasswordCheck> {
  if (isLegacyHash(stored)) {
    const ok = await bcrypt.compare(bcryptInput(password), stored);
    return { ok, rehash: ok };
  }
  try {
    return { ok: await argon2Verify(stored, password), rehash: false };
  } catch {
    return { ok: false, rehash: false }; // not a hash we can read
  }
}

/**
 * bcrypt reads only the first 72 bytes, so the bcrypt hashes were made of the SHA-256 digest
 * of longer passwords; checking them must do the same.
 */
function bcryptInput(password: string): string {
  return bcrypt.truncates(password) ? `sha256:${createHash("sha256").update(password, "utf8").digest("base64")}` : password;
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
