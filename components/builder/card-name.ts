/**
 * A card's name in the interface language where the catalog has one (its `names`: Polish for
 * Dark Eden, Spanish for EDEN), else its own (English) name. Lists still write the card's own
 * name, so this is for showing only.
 */
export function localName(card: { name: string; data?: Record<string, unknown>; names?: Record<string, string> }, locale: string): string {
  const names = card.names ?? card.data?.names;
  const local = names && typeof names === "object" ? (names as Record<string, unknown>)[locale] : undefined;
  return typeof local === "string" && local.trim() !== "" ? local : card.name;
}
