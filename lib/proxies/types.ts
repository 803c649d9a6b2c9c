import type { CatalogExtras, GameSlug } from "../games/types";

export type { GameSlug };

export type Paper = "a4" | "letter";

/**
 * A catalog card as the proxy faces read it: the common fields (CONTRACTS §1) plus the
 * game's own fields. Faces read every game field defensively, so a card with unknown
 * (absent) stats still prints, showing "—" where a value is missing.
 */
export interface ProxyCardData {
  code: string;
  name: string;
  names?: Record<string, string>;
  text?: string;
  /** The set code the card came from. */
  set?: string;
  [field: string]: unknown;
}

/** One deck line to print: `copies` prints the card that many times, in deck order. */
export interface ProxyCard {
  game: GameSlug;
  card: ProxyCardData;
  copies: number;
}

export interface ProxySheetOptions {
  cards: readonly ProxyCard[];
  paper: Paper;
  /** Short marks in the margins aligned with every card edge (default true). */
  cutMarks?: boolean;
  /** File-level catalog data, e.g. battle-for-eden civilization names and colours. */
  extras?: CatalogExtras;
  /** Called after each card is drawn (done counts copies, 1…total). */
  onProgress?: (done: number, total: number) => void;
}

export type ProxySheetErrorCode = "PROXY_BAD_PAPER" | "PROXY_NO_CARDS" | "PROXY_TOO_MANY_CARDS" | "PROXY_BAD_COPIES" | "PROXY_UNKNOWN_GAME";

/** A request the generator refuses; `code` is for programs, `message` for people. */
export class ProxySheetError extends Error {
  constructor(
    readonly code: ProxySheetErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ProxySheetError";
  }
}
