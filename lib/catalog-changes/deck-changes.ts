import type { GameSlug, Issue, Validation } from "../games/types";
import { finding } from "../games/types";
import { gameCatalog } from "../catalog";
import { resolveStoredDeck, type PreparedList } from "../decks";
import { withdrawnNames } from "./changes";

/**
 * A saved deck under today's catalog when some of its cards were withdrawn from it (CONTRACTS
 * §11, issue #46): the deck keeps every line; the withdrawn cards show by their last name, and
 * its check is the check of the other lines with an error naming the withdrawn cards, so the
 * player sees both what went and what that does to the deck.
 */

/** The validation code of a deck holding cards withdrawn from the catalog since it was saved. */
export const CARD_WITHDRAWN = "CATALOG_CARD_WITHDRAWN";

/** What the check under today's catalog found when cards were withdrawn. */
export interface WithdrawnCheck {
  /** code → the card's last name. */
  withdrawn: Map<string, string>;
  /** The other lines resolved and checked; null when they do not resolve either. */
  prepared: PreparedList | null;
  /** `prepared`'s validation with the withdrawn cards' error. */
  validation: Validation | null;
}

type Row = { section: string; cardCode: string; quantity: number };

/** The catalog codes among `rows` that today's catalog lacks, with their last names; null when none (or none recorded as withdrawn). */
export async function withdrawnCheck(
  game: GameSlug,
  headers: Record<string, string>,
  rows: readonly Row[],
  readerId: string | null,
): Promise<WithdrawnCheck | null> {
  const { index } = await gameCatalog(game);
  const missing = rows.map((r) => r.cardCode).filter((code) => !code.includes("/") && index.byCodeOrUndefined(code) === undefined);
  if (missing.length === 0) return null;
  const names = await withdrawnNames(game, missing);
  if (names.size === 0) return null;
  const withdrawn = new Map(missing.filter((c) => names.has(c)).map((c) => [c, names.get(c)!]));
  const rest = rows.filter((r) => !withdrawn.has(r.cardCode));
  const resolved = await resolveStoredDeck(game, headers, rest, readerId);
  if (!resolved.ok) return { withdrawn, prepared: null, validation: null };
  // validation.CATALOG_CARD_WITHDRAWN (messages/en words it, as the rules' findings).
  const found: Issue = finding(CARD_WITHDRAWN, [...withdrawn.keys()], { game, names: [...withdrawn.values()].join(", ") });
  const base = resolved.prepared.validation;
  return { withdrawn, prepared: resolved.prepared, validation: { ...base, legal: false, errors: [found, ...base.errors] } as Validation };
}
