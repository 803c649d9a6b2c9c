import { createHash } from "node:crypto";
import bcrypt from "bcryptjs";
import { isCommonPassword } from "./common-passwords";

/** bcrypt cost factor: ~2^12 rounds, a few hundred ms in pure JS. */
export const BCRYPT_COST = 12;
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 1000;

/**
 * bcrypt reads only the first 72 bytes. A longer password is hashed as its SHA-256
 * digest (base64, 44 bytes) instead, so every character counts; shorter ones stay plain bcrypt.
 */
function bcryptInput(password: string): string {
  return bcrypt.truncates(password) ? `sha256:${createHash("sha256").update(password, "utf8").digest("base64")}` : password;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(bcryptInput(password), BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(bcryptInput(password), hash);
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, for unknown usernames (no timing oracle). */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= bcrypt.hash("edenkeep-no-such-user", BCRYPT_COST);
  await bcrypt.compare(bcryptInput(password), await dummyHash);
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
