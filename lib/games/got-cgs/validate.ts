/**
 * Validates an era deck (CONTRACTS §4, GOT_*): the headers, every card's attributes, then
 * the era-deck rules; answers with the stats the builder shows (CONTRACTS §3).
 * Never throws: whatever the deck, it answers with issues.
 */
import type { ResolvedDeck } from "../../engine/deck-types";
import { validation, type Issue, type Validation } from "../types";
import { attributeIssues } from "./card-attributes";
import type { GotCard } from "./card";
import { adventureCoverage, competitionUncovered } from "./competition";
import { burnoffCount, deal } from "./dealing";
import { copies, eraDeckCards } from "./era-deck";
import { burnoffTooLarge, epicNoBurnoff, goldUnclaimable, hnpCards, noAdventure } from "./era-deck-rules";
import { readEraHeaders } from "./era-headers";

export function validateEraDeck(deck: ResolvedDeck<GotCard>): Validation {
  const { headers, errors: headerErrors } = readEraHeaders(deck?.headers);
  const cards = eraDeckCards(deck);

  const adventures = copies(cards, (c) => !c.gold && c.type === "adventure");
  const supports = copies(cards, (c) => !c.gold && c.type === "support");
  const gold = copies(cards, (c) => c.gold);
  const shuffledCards = copies(cards, (c) => !c.gold);
  const burnoff = headers.burnoff ? burnoffCount(headers.burnoff, shuffledCards) : undefined;
  const dealing = headers.players !== undefined && burnoff !== undefined ? deal(shuffledCards, burnoff, headers.players) : undefined;
  const coverage = adventureCoverage(cards);

  const errors: Issue[] = [
    ...headerErrors,
    ...cards.flatMap((c) => attributeIssues(c.card)),
    ...noAdventure(cards),
    ...epicNoBurnoff(headers, burnoff),
    ...burnoffTooLarge(shuffledCards, burnoff),
  ];
  const warnings: Issue[] = [...hnpCards(cards, headers), ...competitionUncovered(coverage), ...goldUnclaimable(cards)];

  return validation("got-cgs", errors, warnings, {
    adventures,
    supports,
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
  });
}
