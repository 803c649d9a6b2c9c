/**
 * Card Game Simulator (CONTRACTS §10; docs/play-online.md): a hosted game definition CGS
 * downloads and re-downloads (`autoUpdate`, `autoUpdateUrl`), its card and set lists, the
 * face PNG as the image URL template, and decks as text lines `N [id] Name (SET)`.
 * The lists hold the catalog (CGS cannot send a reader's cookies, so no player-made sets).
 */
import { rulesetFor } from "../games";
import type { GameSlug } from "../games/types";
import type { Locale } from "../../i18n/locales";
import type { ClientCard, ClientSet } from "./card-list";
import type { ZonedCard } from "./deck-hash";

/** 63 × 88 mm, in inches. */
const CARD_SIZE = { x: 2.48, y: 3.46 };

export function cgsBase(origin: string, game: GameSlug): string {
  return `${origin}/api/v1/export/cgs/${game}`;
}

export function cgsDefinition(game: GameSlug, origin: string, locale: Locale, cards: readonly ClientCard[]): Record<string, unknown> {
  const base = cgsBase(origin, game);
  const keys = new Set<string>();
  for (const card of cards) for (const [key] of card.props) keys.add(key);
  keys.delete("type");
  return {
    name: `${rulesetFor(game).title} (Edenkeep${locale === "en" ? "" : `, ${locale}`})`,
    allCardsUrl: `${base}/cards.json?locale=${locale}`,
    allSetsUrl: `${base}/sets.json?locale=${locale}`,
    cardImageUrl: `${origin}/api/v1/cards/${game}/{cardId}/face.png?locale=${locale}`,
    cardImageFileType: "png",
    cardIdIdentifier: "id",
    cardNameIdentifier: "name",
    cardSetIdentifier: "set",
    cardPrimaryProperty: "text",
    cardProperties: [
      { name: "type", display: "Type", type: "string" },
      { name: "text", display: "Text", type: "string" },
      ...[...keys].map((key) => ({ name: key, display: key, type: "string" })),
    ],
    cardSize: CARD_SIZE,
    deckFileType: "txt",
    autoUpdate: 1,
    autoUpdateUrl: `${base}.json?locale=${locale}`,
    copyright: `${rulesetFor(game).title} belongs to its publishers; card text here is Edenkeep's own short summary. Pictures drawn by Edenkeep.`,
  };
}

export function cgsCards(cards: readonly ClientCard[]): Record<string, string>[] {
  return cards.map((card) => ({ id: card.id, name: card.name, set: card.set, type: card.type, text: card.text, ...Object.fromEntries(card.props) }));
}

export function cgsSets(sets: readonly ClientSet[]): { code: string; name: string }[] {
  return sets.map((set) => ({ code: set.key, name: set.name }));
}

/** A deck as CGS reads it: `N [id] Name (SET)` for each card of every zone. */
export function cgsDeckText(cards: readonly (ZonedCard & { id: string; set: string })[]): string {
  return `${cards.map((c) => `${c.quantity} [${c.id}] ${c.name} (${c.set})`).join("\n")}\n`;
}
