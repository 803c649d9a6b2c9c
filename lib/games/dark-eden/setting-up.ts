/** Dark Eden rules, "SETTING UP": the numbers a goldfish set-up follows. */
export const SETTING_UP = {
  /** 3) FORM DISCARD PILE: the top 3 cards go to the discard pile, unseen. */
  unseenDiscards: 3,
  /** 4) OPENING DRAW: 7 cards (also the hand size refilled in STEP ONE: DRAW). */
  openingHand: 7,
  /** 6) FORM INDIVIDUAL GOLD RESERVES: 5 markers. */
  goldReserves: 5,
} as const;

/** Dark Eden rules, "DESIGNING A DECK". */
export const DECK_DESIGN = {
  /** "Your deck must have at least 60 cards in it" (the Commander is beside it, not in it). */
  minimumCards: 60,
  /** "You may have up to five copies of any one card", unless it is NO DECK LIMIT. */
  maximumCopies: 5,
} as const;
