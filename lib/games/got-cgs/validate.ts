/**
 * Validates an era deck (CONTRACTS §4, GOT_*): runs every check of rules.ts and answers
 * with the stats the builder shows (CONTRACTS §3). Never throws: whatever the deck, it
 * answers with issues.
 */
import type { ResolvedDeck } from "../../engine/deck-types";
import { runChecks, validation, type GameValidation } from "../types";
import type { GotStats } from "../stats";
import type { GotCard } from "./card";
import { eraDeckContext, type EraDeckContext } from "./context";
import { deal } from "./dealing";
import { copies } from "./era-deck";
import { GOT_RULES } from "./rules";

export function validateEraDeck(deck: ResolvedDeck<GotCard>): GameValidation<"got-cgs"> {
  const ctx = eraDeckContext(deck);
  const { errors, warnings } = runChecks(GOT_RULES, ctx);
  return validation("got-cgs", errors, warnings, eraDeckStats(ctx));
}

function eraDeckStats({ cards, headers, shuffledCards, burnoff, coverage }: EraDeckContext): GotStats {
  const gold = copies(cards, (c) => c.gold);
  const dealing = headers.players !== undefined && burnoff !== undefined ? deal(shuffledCards, burnoff, headers.players) : undefined;
  return {
    adventures: copies(cards, (c) => !c.gold && c.type === "adventure"),
    supports: copies(cards, (c) => !c.gold && c.type === "support"),
    gold,
    untyped: copies(cards, (c) => !c.gold && c.type === "unknown"),
    eraDeckSize: shuffledCards + gold,
    shuffledCards,
    burnoff: burnoff ?? null,
    players: headers.players ?? null,
    dealtCards: dealing?.dealt ?? null,
    cardsPerPlayer: dealing?.cardsPerPlayer ?? null,
    playersWithExtraCard: dealing?.playersWithExtraCard ?? null,
    playmode: headers.playmode ?? null,
    hnp: headers.hnp,
    adventureCoverage: coverage,
  };
}
