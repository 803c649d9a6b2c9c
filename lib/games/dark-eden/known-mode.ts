import { finding } from "../types";
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
    return [finding("DE_UNKNOWN_MODE", [], { mode: ctx.mode.unknown })];
  },
};
