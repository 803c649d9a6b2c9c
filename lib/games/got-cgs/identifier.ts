/**
 * What a card's identifier says (GOT CGS rules, "Definitions": Identifier, Identification
 * number; "Card packs ▶ Customize a session pack": the "HNP" text).
 */

// GOT CGS rules, "Definitions ▶ Identification number": the number from the end of the identifier.
export function identificationNumber(identifier: unknown): number | undefined {
  if (typeof identifier !== "string") return undefined;
  const m = /(\d+)\s*$/.exec(identifier);
  if (!m) return undefined;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) ? n : undefined;
}

// GOT CGS rules, "Card packs ▶ Customize a session pack": cards with "HNP" in their identifier are for the high number of players.
export function isHnpIdentifier(identifier: unknown): boolean {
  return typeof identifier === "string" && /(^|[^A-Za-z])HNP([^A-Za-z]|$)/.test(identifier);
}

/**
 * The key that makes two copies "the same card" for the rule "a player may not play a
 * support card if he has in his playground a card which has the same identifier"
 * ("Playing ▶ Session ▶ Era ▶ Adventure ▶ Turn ▶ Play support card"): the identifier
 * text, or the catalog code for a card printed without one.
 */
export function identityKey(card: { code: string; identifier?: unknown }): string {
  return typeof card.identifier === "string" && card.identifier.trim() !== ""
    ? `id:${card.identifier.trim().replace(/\s+/g, " ").toUpperCase()}`
    : `code:${card.code}`;
}
