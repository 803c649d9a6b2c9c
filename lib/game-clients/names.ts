/**
 * The name a card has in the game clients (CONTRACTS §10): the Cockatrice card database, the
 * `.cod`, the deck hash, the Tabletop Simulator nicknames and Card Game Simulator lists all use
 * it, so a deck written here finds its cards there. Pure: no I/O.
 *
 * - A catalog card: its name in the locale where the catalog has one, else its English name.
 * - A player-made card: the same, unless a catalog card of the game has that name (in any
 *   case) in that locale; then ` (SETCODE)` follows it, so the client never merges two cards.
 */
import type { BaseCard, CatalogCard } from "../games/types";
import type { Locale } from "../../i18n/locales";

export function localName(card: BaseCard, locale: Locale): string {
  const local = card.names?.[locale];
  return typeof local === "string" && local.trim() !== "" ? local : card.name;
}

/** Lower-cased names of a game's catalog cards in `locale` (what a player-made card must not take). */
export function catalogNamesOf(cards: readonly CatalogCard[], locale: Locale): Set<string> {
  const names = new Set<string>();
  for (const card of cards) if (!card.source) names.add(localName(card, locale).toLowerCase());
  return names;
}

export function clientName(card: CatalogCard, locale: Locale, catalogNames: ReadonlySet<string>): string {
  const name = localName(card, locale);
  if (!card.source || !catalogNames.has(name.toLowerCase())) return name;
  return `${name} (${card.set})`;
}
