import { issue } from "../types";
import type { DeckCheck } from "./rule";

// Dark Eden rules, "YOUR FIRST FEW GAMES": the mode is `standard` or `beginner`; anything else is reported.
export const knownMode: DeckCheck = {
  codes: ["DE_UNKNOWN_MODE"],
  level: "error",
  section: "YOUR FIRST FEW GAMES",
  explanation:
    "The `mode` header is `standard` (the full rules) or `beginner` (your first few games); anything else is reported and the deck is checked as standard.",
  check: (ctx) => {
    if (!("unknown" in ctx.mode)) return [];
    return [
      issue(
        "DE_UNKNOWN_MODE",
        `Unknown mode "${ctx.mode.unknown}": use "standard" (the full rules) or "beginner" (your first few games). The deck was checked as standard.`,
        [],
        { mode: ctx.mode.unknown },
      ),
    ];
  },
};
