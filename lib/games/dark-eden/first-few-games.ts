import type { DarkEdenDeck } from "./deck";

/** `standard` (the full rules) or `beginner` (Dark Eden rules, "YOUR FIRST FEW GAMES"). */
export const MODES = ["standard", "beginner"] as const;
export type Mode = (typeof MODES)[number];

export type ModeHeader = { mode: Mode } | { mode: "standard"; unknown: string };

/** The `mode` header: absent or empty is standard; an unknown value is kept so it can be reported. */
export function modeOf(deck: DarkEdenDeck): ModeHeader {
  const raw = (deck.headers?.mode ?? "").trim();
  const value = raw.toLowerCase();
  return KNOWN_MODES.get(value === "" ? "standard" : value) ?? { mode: "standard", unknown: raw };
}

// Each known mode's answer, shared by every deck: read, never changed.
const KNOWN_MODES: ReadonlyMap<string, ModeHeader> = new Map(MODES.map((mode) => [mode, Object.freeze({ mode })]));

/**
 * Dark Eden rules, "YOUR FIRST FEW GAMES": beginners disregard the affiliation, CAVALRY/VEHICLE
 * and EQUIPMENT restrictions (and win at 30 VPs instead of 50, "WINNING THE GAME").
 */
export function isBeginner(mode: ModeHeader): boolean {
  return mode.mode === "beginner";
}
