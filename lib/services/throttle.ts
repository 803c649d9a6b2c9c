import { db } from "../db/client";

/**
 * Sign-in throttling over the SignInFailure table: a key (a username or an address)
 * with `limit` failures inside the window is refused until the oldest of them ages out.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const FAILURES_PER_USERNAME = 5;
export const FAILURES_PER_ADDRESS = 20;

export interface ThrottleKey {
  key: string;
  limit: number;
}

export interface ThrottleState {
  limited: boolean;
  /** Seconds until an attempt is allowed again (0 when not limited). */
  retryAfterSeconds: number;
}

/** The keys one sign-in attempt counts against: its username (case-insensitive) and its address. */
export function signInKeys(username: string, address: string): ThrottleKey[] {
  const keys: ThrottleKey[] = [{ key: `addr:${address}`, limit: FAILURES_PER_ADDRESS }];
  const name = username.trim().toLowerCase();
  if (name !== "") keys.unshift({ key: `user:${name.slice(0, 64)}`, limit: FAILURES_PER_USERNAME });
  return keys;
}

export async function throttleState(keys: ThrottleKey[], now = new Date()): Promise<ThrottleState> {
  const client = await db();
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  let retryAfterMs = 0;
  for (const { key, limit } of keys) {
    const recent = await client.signInFailure.findMany({
      where: { key, at: { gt: since } },
      select: { at: true },
      orderBy: { at: "asc" },
    });
    if (recent.length < limit) continue;
    // Allowed again once the count in the window drops below the limit.
    const freedBy = recent[recent.length - limit].at.getTime() + SIGN_IN_WINDOW_MS;
    retryAfterMs = Math.max(retryAfterMs, freedBy - now.getTime());
  }
  return retryAfterMs > 0 ? { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } : { limited: false, retryAfterSeconds: 0 };
}

/** Records one failed attempt against every key, and forgets failures older than the window. */
export async function recordFailure(keys: ThrottleKey[], now = new Date()): Promise<void> {
  const client = await db();
  const names = keys.map((k) => k.key);
  await client.$transaction([
    client.signInFailure.deleteMany({ where: { key: { in: names }, at: { lt: new Date(now.getTime() - SIGN_IN_WINDOW_MS) } } }),
    client.signInFailure.createMany({ data: names.map((key) => ({ key, at: now })) }),
  ]);
}

/** Forgets a key's failures (a username after a successful sign-in). */
export async function clearFailures(key: ThrottleKey): Promise<void> {
  const client = await db();
  await client.signInFailure.deleteMany({ where: { key: key.key } });
}
