/**
 * The links of a deck page's "Play online" section (docs/play-online.md): the game clients'
 * downloads for this deck, signed for the owner of a private deck (signing.ts). Pure apart
 * from the clock and the server's secret.
 */
import type { GameSlug } from "../games/types";
import type { Locale } from "../../i18n/locales";
import { signDeck, signatureQuery } from "./signing";

export interface PlayLinks {
  cockatriceDatabase: string;
  cockatriceDeck: string;
  cockatriceText: string;
  cgsGame: string;
  cgsDeck: string;
  tts: string;
  /** When the signed links stop working (a private deck), ISO 8601; else undefined. */
  expires?: string;
}

export function playLinks(
  deck: { id: string; game: GameSlug; visibility: string; version: number; sets: readonly { id: string }[] },
  origin: string,
  locale: Locale,
): PlayLinks {
  const signature = deck.visibility === "private" ? signDeck(deck.id, deck.version) : undefined;
  const signed = signature ? `&${signatureQuery(signature)}` : "";
  const exportUrl = (format: string) => `${origin}/api/v1/decks/${encodeURIComponent(deck.id)}/export?format=${format}&locale=${locale}${signed}`;
  const sets = deck.sets.length ? `&sets=${deck.sets.map((s) => encodeURIComponent(s.id)).join(",")}` : "";
  return {
    cockatriceDatabase: `${origin}/api/v1/export/cockatrice/${deck.game}.xml?locale=${locale}${sets}`,
    cockatriceDeck: exportUrl("cockatrice"),
    cockatriceText: exportUrl("cockatrice-text"),
    cgsGame: `${origin}/api/v1/export/cgs/${deck.game}.json?locale=${locale}`,
    cgsDeck: exportUrl("cgs"),
    tts: exportUrl("tts"),
    ...(signature ? { expires: new Date(signature.expires * 1000).toISOString() } : {}),
  };
}
