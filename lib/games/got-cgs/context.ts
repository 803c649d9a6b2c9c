/**
 * What the era-deck rules read, worked out once per deck: the headers, the cards, the
 * burn off and which players could cover each adventure.
 */
import type { ResolvedDeck } from "../../engine/deck-types";
import type { Issue } from "../types";
import type { AdventureCoverage } from "../stats";
import type { GotCard } from "./card";
import { adventureCoverage } from "./competition";
import { burnoffCount } from "./dealing";
import { copies, eraDeckCards, type EraDeckCard } from "./era-deck";
import { readEraHeaders, type EraHeaders } from "./era-headers";

export interface EraDeckContext {
  headers: EraHeaders;
  /** GOT_BAD_* findings of the headers. */
  headerErrors: Issue[];
  cards: EraDeckCard[];
  /** Copies of silver cards: what is shuffled and dealt (gold cards are not). */
  shuffledCards: number;
  /** Cards burned off; undefined when the `burnoff` header cannot be read. */
  burnoff: number | undefined;
  coverage: AdventureCoverage[];
}

export function eraDeckContext(deck: ResolvedDeck<GotCard>): EraDeckContext {
  const { headers, errors } = readEraHeaders(deck?.headers);
  const cards = eraDeckCards(deck);
  const shuffledCards = copies(cards, (c) => !c.gold);
  return {
    headers,
    headerErrors: errors,
    cards,
    shuffledCards,
    burnoff: headers.burnoff ? burnoffCount(headers.burnoff, shuffledCards) : undefined,
    coverage: adventureCoverage(cards),
  };
}
