import type { DarkEdenDeck } from "./deck";

/** `standard` (the full rules) or `beginner` (Dark Eden rules, "YOUR FIRST FEW GAMES"). */
export const MODES = ["standard", "beginner"] as const;
export type Mode = (typeof MODES)[number];

export type ModeHeader = { mode: Mode } | { mode: "standard"; unknown: string };

/** The `mode` header: absent or empty is standard; an unknown value is kept so it can be reported. */
export function modeOf(deck: DarkEdenDeck): ModeHeader {
  const raw = (deck.headers?.mode ?? "").trim();
  const value = raw.toLowerCase();
  if (value === "" || value === "standard") return STANDARD;
  if (value === "beginner") return BEGINNER;
  return { mode: "standard", unknown: raw };
}

// The known modes' answers, shared by every deck: read, never changed.
const STANDARD: ModeHeader = Object.freeze({ mode: "standard" });
const BEGINNER: ModeHeader = Object.freeze({ mode: "beginner" });

/**
 * Dark Eden rules, "YOUR FIRST FEW GAMES": beginners disregard the affiliation, CAVALRY/VEHICLE
 * and EQUIPMENT restrictions (and win at 30 VPs instead of 50, "WINNING THE GAME").
 */
export function isBeginner(mode: ModeHeader): boolean {
  return mode.mode === "beginner";
}

/** Victory Points needed to win: 50, or 30 in your first few games. */
export function victoryPointsToWin(mode: ModeHeader): number {
  return isBeginner(mode) ? 30 : 50;
}
