/**
 * What a goldfish game says to the player: a log line, or why a move is refused. The English
 * `text` is what the CLI, the tests and an English page read; `key` and `values` say the same
 * in the reader's language (messages/<locale>/goldfishLog.json, docs/i18n.md). A value that is
 * a list of texts reads as a list ("2 Food and 1 Gold") in the reader's language.
 */
export type TextValue = string | number | readonly GameText[];

export interface GameText {
  key: string;
  values?: Readonly<Record<string, TextValue>>;
  text: string;
}

export function gameText(key: string, text: string, values?: Readonly<Record<string, TextValue>>): GameText {
  return values ? { key, values, text } : { key, text };
}
