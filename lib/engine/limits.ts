/**
 * Hard limits on user text: deck lists, their headers and card lines, "did you mean" and the
 * collection CSV. Real decks stay far below them (a Gardener of Thoughts era deck is about
 * 250 cards, a Dark Eden deck 60–100); anything above is refused with an error naming the
 * line, so no input can keep the server busy. docs/limits.md explains each number.
 */
export const LIMITS = {
  /** A deck list's text, in UTF-8 bytes. */
  listBytes: 200_000,
  /** Lines in one deck list, blank lines and comments included. */
  listLines: 1_000,
  /** Characters in one line of a deck list, its comment included. */
  lineLength: 500,
  /** Characters in a header's value (`commander: …`, `warband: …`). */
  headerValueLength: 200,
  /** Characters in a card name or `[code]` on a card line (catalog names have at most 200). */
  nameLength: 200,
  /** Copies one card line may give (`999 Boot Camp`). */
  copiesPerLine: 999,
  /** Copies in a whole list, every line and section together. */
  copiesPerList: 2_000,
  /** "Did you mean": only names of at most this many characters get suggestions. */
  suggestNameLength: 60,
  /** "Did you mean": the largest edit distance a suggestion may be away (also at most a third of the name). */
  suggestDistance: 3,
  /** "Did you mean": unknown names per list (or CSV file) that get suggestions; the rest are just unknown. */
  suggestedNamesPerList: 20,
  /** A collection CSV's game, code and name cells, in characters. */
  csvCellLength: 200,
} as const;
