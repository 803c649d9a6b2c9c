/**
 * A deck for the game clients (CONTRACTS §10; docs/play-online.md): the Cockatrice `.cod` and
 * text, with card names exactly as the Cockatrice card database of the same language writes
 * them, and comments saying where it comes from and its deck hash.
 */
import { rulesetFor } from "../games";
import type { Locale } from "../../i18n/locales";
import { cockatriceDeck, cockatriceText } from "./cockatrice";
import { cgsDeckText } from "./cgs";
import { cockatriceHash } from "./deck-hash";
import type { ClientDeck } from "./deck-access";
import { deckZones } from "./zones";

function comments(client: ClientDeck, origin: string, locale: Locale, hash: string): string {
  const { deck } = client;
  return [
    `${rulesetFor(deck.game).title} deck by ${deck.owner}, version ${deck.version}, from Edenkeep: ${origin}/decks/${deck.id}`,
    `Deck hash: ${hash}${locale === "en" ? "" : ` (in English: ${deck.cockatriceHash ?? "-"})`}`,
    `Card database: ${origin}/api/v1/export/cockatrice/${deck.game}.xml?locale=${locale}${deck.sets.length ? `&sets=${deck.sets.map((s) => s.id).join(",")}` : ""}`,
  ].join("\n");
}

export function cockatriceDeckFile(client: ClientDeck, origin: string, locale: Locale, format: "cod" | "text"): string {
  const cards = deckZones(client.deck.game, client.resolved, locale);
  const hash = cockatriceHash(cards);
  const input = { name: client.deck.name, comments: comments(client, origin, locale, hash), cards };
  return format === "cod" ? cockatriceDeck(input) : cockatriceText(input);
}

/** A file name for a download: the deck's name with only safe characters, and the extension. */
export function downloadName(name: string, extension: string): string {
  const base =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[łŁ]/g, "l")
      .replace(/[^A-Za-z0-9 _-]+/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .slice(0, 80) || "deck";
  return `${base}.${extension}`;
}

/** The deck as Card Game Simulator text (`N [id] Name (SET)`), every zone, names as its card list of `locale` writes them. */
export function cgsDeckFile(client: ClientDeck, locale: Locale): string {
  const cards = deckZones(client.deck.game, client.resolved, locale).map((c) => ({
    ...c,
    id: c.card.source ? `${c.card.source}/${c.card.code}` : c.card.code,
    set: c.card.set,
  }));
  return cgsDeckText(cards);
}
