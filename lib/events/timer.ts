/**
 * The round timer as readers get it (CONTRACTS §9.1 "Timer"): computed from the stored state and
 * the database's clock (lib/events/clock.ts), so every server answers the same. Pure.
 */

export interface TimerView {
  running: boolean;
  /** When a running timer reaches zero (ISO). */
  endsAt?: string;
  /** Milliseconds left now (0 once over; null when the timer was never started). */
  remainingMs: number | null;
}

export interface TimerState {
  timerRunning: boolean;
  timerEndsAt: Date | null;
  timerLeftMs: number | null;
}

export function timerView(round: TimerState, nowMs: number): TimerView {
  if (round.timerRunning && round.timerEndsAt)
    return { running: true, endsAt: round.timerEndsAt.toISOString(), remainingMs: Math.max(0, round.timerEndsAt.getTime() - nowMs) };
  return { running: false, remainingMs: round.timerLeftMs };
}

export type TimerAction = "start" | "pause" | "resume" | "extend";

/** A round's default length when the organizer starts the timer without minutes. */
export const DEFAULT_ROUND_MINUTES = 50;

/**
 * The state after an action at `nowMs`, or the reason it does not apply. `start` (re)starts at
 * `minutes`; `pause` keeps what is left; `resume` runs on from it; `extend` adds `minutes`.
 */
export function timerAfter(round: TimerState, action: TimerAction, minutes: number | undefined, nowMs: number): { state: TimerState } | { problem: string } {
  const left = timerView(round, nowMs).remainingMs;
  switch (action) {
    case "start": {
      const ms = (minutes ?? DEFAULT_ROUND_MINUTES) * 60_000;
      return { state: { timerRunning: true, timerEndsAt: new Date(nowMs + ms), timerLeftMs: null } };
    }
    case "pause":
      if (!round.timerRunning) return { problem: "The timer is not running." };
      return { state: { timerRunning: false, timerEndsAt: null, timerLeftMs: left } };
    case "resume":
      if (round.timerRunning) return { problem: "The timer is running already." };
      if (left === null) return { problem: "Start the timer first." };
      return { state: { timerRunning: true, timerEndsAt: new Date(nowMs + left), timerLeftMs: null } };
    case "extend": {
      if (minutes === undefined) return { problem: "Say how many minutes to add." };
      const add = minutes * 60_000;
      if (round.timerRunning && round.timerEndsAt)
        return { state: { timerRunning: true, timerEndsAt: new Date(Math.max(round.timerEndsAt.getTime(), nowMs) + add), timerLeftMs: null } };
      return { state: { timerRunning: false, timerEndsAt: null, timerLeftMs: (left ?? 0) + add } };
    }
  }
}
