/**
 * Signed, expiring URLs for private decks (CONTRACTS §10 "Access"; docs/play-online.md). A
 * game client fetches without the player's cookies, so the owner hands it URLs that carry
 * `v` (the deck version they name), `expires` (Unix seconds, at most 7 days ahead) and `sig`,
 * an HMAC-SHA-256 of the deck id, that version and the expiry under the server's secret
 * (NEXTAUTH_SECRET, the key of the session cookies). Every server with the same secret checks
 * them the same way; nothing is stored. A bad, expired or stale signature reads as "no deck".
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "../auth/secret";

export const SIGNED_URL_DAYS = 7;
const SIGNED_URL_SECONDS = SIGNED_URL_DAYS * 24 * 60 * 60;

export interface DeckSignature {
  v: number;
  expires: number;
  sig: string;
}

function mac(secret: string, deckId: string, version: number, expires: number): string {
  return createHmac("sha256", secret).update(`edenkeep-deck-url\u0000${deckId}\u0000${version}\u0000${expires}`).digest("base64url");
}

/** A signature naming `version` of the deck, valid for 7 days from `now` (ms); undefined when the server has no secret. */
export function signDeck(deckId: string, version: number, now = Date.now()): DeckSignature | undefined {
  const secret = authSecret();
  if (!secret) return undefined;
  const expires = Math.floor(now / 1000) + SIGNED_URL_SECONDS;
  return { v: version, expires, sig: mac(secret, deckId, version, expires) };
}

/** True when `signature` was made by this server's secret for this deck and version and has not expired. */
export function deckSignatureValid(deckId: string, version: number, signature: { expires: number; sig: string }, now = Date.now()): boolean {
  const secret = authSecret();
  if (!secret) return false;
  const nowSeconds = Math.floor(now / 1000);
  if (!Number.isSafeInteger(signature.expires) || signature.expires <= nowSeconds || signature.expires > nowSeconds + SIGNED_URL_SECONDS + 60) return false;
  const want = Buffer.from(mac(secret, deckId, version, signature.expires));
  const got = Buffer.from(signature.sig);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** The query string of a signed URL (`v=…&expires=…&sig=…`). */
export function signatureQuery(signature: DeckSignature): string {
  return `v=${signature.v}&expires=${signature.expires}&sig=${encodeURIComponent(signature.sig)}`;
}
