import "server-only";
import { db } from "../db/client";
import { execute, queryRows, statements } from "../db/sql";

/**
 * Fixed-window throttles over ThrottleCounter rows: one row per key and window, counted by a
 * single `INSERT … ON CONFLICT DO UPDATE … RETURNING` statement, so parallel attempts each
 * read their own count and no more than the limit can pass.
 */
export interface ThrottleRule {
  /** A prefix naming what is counted (sign-in pair, address, account, registration). */
  name: string;
  windowMs: number;
  limit: number;
}

/** Sign-in failures per account+address pair: the owner's own address is never locked by others. */
export const SIGN_IN_PAIR: ThrottleRule = { name: "signin-pair", windowMs: 15 * 60_000, limit: 5 };
/** Sign-in failures per address across all accounts (credential stuffing from one address). */
export const SIGN_IN_ADDRESS: ThrottleRule = { name: "signin-addr", windowMs: 15 * 60_000, limit: 50 };
/** Failures per account from any address: never a lock, only a growing delay (accountDelayMs). */
export const SIGN_IN_ACCOUNT: ThrottleRule = { name: "signin-acct", windowMs: 15 * 60_000, limit: Number.POSITIVE_INFINITY };
/**
 * Sign-in attempts on one account from every client without a device cookie for it, whatever
 * their addresses (lib/auth/device-cookie.ts): 10 a quarter hour, at most 960 guesses a day
 * however many addresses an attacker has (SECURITY.md, "Device cookies").
 */
export const SIGN_IN_UNTRUSTED_ACCOUNT: ThrottleRule = { name: "signin-untrusted", windowMs: 15 * 60_000, limit: 10 };
/** Sign-in attempts from one trusted browser (one device cookie's nonce): its own budget, which nobody else can spend. */
export const SIGN_IN_DEVICE: ThrottleRule = { name: "signin-device", windowMs: 15 * 60_000, limit: 10 };
/** Password checks of a signed-in account (password change, deletion): a stolen session cannot guess the password. */
export const PASSWORD_CONFIRM: ThrottleRule = { name: "password-confirm", windowMs: 15 * 60_000, limit: 5 };
/** Whole-account exports an hour (each reads everything the account owns, art included). */
export const ACCOUNT_EXPORT: ThrottleRule = { name: "account-export", windowMs: 60 * 60_000, limit: 10 };
/** Accounts created per address an hour: 5, or `REGISTRATIONS_PER_ADDRESS_PER_HOUR` (the browser tests, all from 127.0.0.1, raise it). */
export const REGISTRATION: ThrottleRule = { name: "register", windowMs: 60 * 60_000, limit: positiveInt(process.env.REGISTRATIONS_PER_ADDRESS_PER_HOUR) ?? 5 };

/** Failures on one account before each further attempt on it waits. */
export const ACCOUNT_DELAY_AFTER = 5;
export const ACCOUNT_DELAY_BASE_MS = 250;
export const ACCOUNT_DELAY_MAX_MS = 4000;

export interface Hit {
  count: number;
  /** Over the rule's limit: refuse. */
  limited: boolean;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

function windowOf(rule: ThrottleRule, now: number): { window: number; endsAt: number } {
  const window = Math.floor(now / rule.windowMs);
  return { window, endsAt: (window + 1) * rule.windowMs };
}

function counted(rule: ThrottleRule, count: number, endsAt: number, now: number): Hit {
  return { count, limited: count > rule.limit, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
}

/** Counts one attempt under `rule` and `subject`, atomically, and says whether it is over the limit. */
export async function hit(rule: ThrottleRule, subject: string, now = Date.now()): Promise<Hit> {
  const client = await db();
  const { window, endsAt } = windowOf(rule, now);
  const key = `${rule.name}:${subject}`;
  const rows = await queryRows<{ count: number | bigint }>(client, statements().throttleHit(key, window, Math.ceil(endsAt / 60_000)));
  return counted(rule, Number(rows[0]?.count ?? 1), endsAt, now);
}

/** The current count without adding to it. */
export async function peek(rule: ThrottleRule, subject: string, now = Date.now()): Promise<Hit> {
  const client = await db();
  const { window, endsAt } = windowOf(rule, now);
  const rows = await queryRows<{ count: number | bigint }>(client, statements().throttlePeek(`${rule.name}:${subject}`, window));
  return counted(rule, Number(rows[0]?.count ?? 0), endsAt, now);
}

/** Takes back one counted attempt (it turned out to be a success). */
export async function unhit(rule: ThrottleRule, subject: string, now = Date.now()): Promise<void> {
  const client = await db();
  const { window } = windowOf(rule, now);
  await execute(client, statements().throttleUnhit(`${rule.name}:${subject}`, window));
}

/** Forgets a subject's count in the current window. */
export async function forget(rule: ThrottleRule, subject: string, now = Date.now()): Promise<void> {
  const client = await db();
  const { window } = windowOf(rule, now);
  await execute(client, statements().throttleForget(`${rule.name}:${subject}`, window));
}

/** Deletes the rows of windows that have ended. */
export async function purgeExpired(now = Date.now()): Promise<void> {
  const client = await db();
  await execute(client, statements().throttlePurge(Math.floor(now / 60_000)));
}

/** The wait before checking a password of an account with `failures` recent failures: 0, then 250 ms doubling to 4 s. */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_DELAY_AFTER) return 0;
  return Math.min(ACCOUNT_DELAY_MAX_MS, ACCOUNT_DELAY_BASE_MS * 2 ** (failures - ACCOUNT_DELAY_AFTER));
}

function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}
