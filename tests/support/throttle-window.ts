import { afterAll, beforeAll, vi } from "vitest";

/**
 * The throttles count in fixed windows aligned on the epoch (lib/quotas/throttle.ts: 15 minutes,
 * an hour). A test that makes attempts and then expects them counted fails whenever a window
 * ends between the two (seen: the sign-in test run at 04:15:00). Within the calling `describe`,
 * Date is held one second into the current hour, which starts a window of every rule; timers
 * stay real, so waits still wait.
 */
export function inOneThrottleWindow(): void {
  beforeAll(() => {
    const hour = 60 * 60_000;
    const start = Math.floor(Date.now() / hour) * hour + 1000;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}

/**
 * For attempts counted by other processes (the two-server test's servers), whose clocks a test
 * cannot hold: when the current window of `windowMs` ends within `needMs`, waits until the next
 * one has begun, so every attempt the test makes falls in one window.
 */
export async function inOneWindowOf(windowMs: number, needMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 250));
}
