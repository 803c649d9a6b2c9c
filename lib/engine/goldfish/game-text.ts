/**
 * What a goldfish game says to the player: a log line, or why a move is refused. The English
 * `text` is what the CLI, the tests and an English page read; `key` and `values` say the same
 * in the reader's language (messages/<locale>/goldfishLog.json, docs/i18n.md). A value that is
 * a list of texts reads as a list ("2 Food and 1 Gold") in the reader's language, and a card's
 * name as the card is named in that language where the catalog has it (its `names`).
 */
export type TextValue = string | number | readonly GameText[] | CardName;

/** A card as a value: its own (English) name and its names in other languages. */
export interface CardName {
  name: string;
  names?: Readonly<Record<string, string>>;
}

/** A card's names for a value, whatever else the card holds. */
export function cardName(card: { name: string; names?: Readonly<Record<string, string>> }): CardName {
  return card.names ? { name: card.name, names: card.names } : { name: card.name };
}

export interface GameText {
  key: string;
  values?: Readonly<Record<string, TextValue>>;
  text: string;
}

export function gameText(key: string, text: string, values?: Readonly<Record<string, TextValue>>): GameText {
  return values ? { key, values, text } : { key, text };
}
