/**
 * Tabletop Simulator saved objects (CONTRACTS §10; docs/play-online.md). A deck is one
 * `DeckCustom` object whose faces come as sheets of at most 10 × 7 cards; a card's `CardID` is
 * its sheet's key × 100 + its place on the sheet (0 = top left, reading order), the layout TTS
 * reads `CustomDeck` sheets in. Each distinct card has one place; each copy one `Card` object.
 * Zones kept beside the play deck (a commander, EDEN's missions and tactics, a World) are
 * objects of their own beside it. Pure: no I/O.
 */
import type { ZonedDeckCard } from "./zones";

export const SHEET_COLUMNS = 10;
export const SHEET_ROWS = 7;
export const SHEET_PLACES = SHEET_COLUMNS * SHEET_ROWS;
/** One card's cell on a sheet, in pixels (63 × 88 mm at about 137 dpi). */
export const CELL_WIDTH = 340;
export const CELL_HEIGHT = 475;

export interface SheetLayout {
  /** Distinct cards in order; the i-th is on sheet floor(i / 70) + 1, place i % 70. */
  faces: ZonedDeckCard["card"][];
  sheets: { key: number; columns: number; rows: number; count: number }[];
}

/** The sheet key and place of the i-th distinct face. */
export function placeOf(index: number): { key: number; place: number; cardId: number } {
  const key = Math.floor(index / SHEET_PLACES) + 1;
  const place = index % SHEET_PLACES;
  return { key, place, cardId: key * 100 + place };
}

/** A sheet of `count` faces: 10 wide (fewer when fewer), as many rows as needed (at most 7). */
export function sheetGrid(count: number): { columns: number; rows: number } {
  const columns = Math.max(1, Math.min(SHEET_COLUMNS, count));
  return { columns, rows: Math.max(1, Math.ceil(count / columns)) };
}

/** The distinct cards of a deck (every zone) and their sheets. */
export function sheetLayout(cards: readonly ZonedDeckCard[]): SheetLayout {
  const faces: ZonedDeckCard["card"][] = [];
  const seen = new Set<string>();
  for (const zoned of cards) {
    const key = `${zoned.card.source ?? ""}/${zoned.card.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    faces.push(zoned.card);
  }
  const sheets: SheetLayout["sheets"] = [];
  for (let start = 0; start < faces.length; start += SHEET_PLACES) {
    const count = Math.min(SHEET_PLACES, faces.length - start);
    sheets.push({ key: sheets.length + 1, count, ...sheetGrid(count) });
  }
  return { faces, sheets };
}

export interface TtsInput {
  name: string;
  description: string;
  cards: readonly ZonedDeckCard[];
  /** A card's description (its type and profile). */
  describe(card: ZonedDeckCard): string;
  /** URL of sheet `key`'s PNG. */
  sheetUrl(key: number): string;
  backUrl: string;
}

const transform = (x: number) => ({ posX: x, posY: 1, posZ: 0, rotX: 0, rotY: 180, rotZ: 180, scaleX: 1, scaleY: 1, scaleZ: 1 });

/** The saved object: `ObjectStates[0]` the play deck, then one object per zone kept beside it. */
export function ttsSavedObject(input: TtsInput): { layout: SheetLayout; json: Record<string, unknown> } {
  const layout = sheetLayout(input.cards);
  const index = new Map(layout.faces.map((c, i) => [`${c.source ?? ""}/${c.code}`, i]));
  const customDeck = (key: number) => {
    const sheet = layout.sheets[key - 1];
    return {
      FaceURL: input.sheetUrl(key),
      BackURL: input.backUrl,
      NumWidth: sheet.columns,
      NumHeight: sheet.rows,
      BackIsHidden: true,
      UniqueBack: false,
      Type: 0,
    };
  };
  const zones = [...new Set(input.cards.map((c) => (c.zone === "side" ? "main" : c.zone)))].sort((a, b) => (a === "main" ? -1 : b === "main" ? 1 : 0));
  const objects = zones.map((zone, z) => {
    const cardObjects: Record<string, unknown>[] = [];
    const keys = new Set<number>();
    for (const zoned of input.cards.filter((c) => (c.zone === "side" ? "main" : c.zone) === zone)) {
      const at = placeOf(index.get(`${zoned.card.source ?? ""}/${zoned.card.code}`) ?? 0);
      keys.add(at.key);
      for (let copy = 0; copy < zoned.quantity; copy++) {
        cardObjects.push({
          Name: "Card",
          Transform: transform(z * 3),
          Nickname: zoned.name,
          Description: input.describe(zoned),
          CardID: at.cardId,
          CustomDeck: { [String(at.key)]: customDeck(at.key) },
        });
      }
    }
    const decks = Object.fromEntries([...keys].sort((a, b) => a - b).map((k) => [String(k), customDeck(k)]));
    return {
      Name: "DeckCustom",
      Transform: transform(z * 3),
      Nickname: zone === "main" ? input.name : `${input.name}: ${zone}`,
      Description: zone === "main" ? input.description : zone,
      DeckIDs: cardObjects.map((c) => c.CardID),
      CustomDeck: decks,
      ContainedObjects: cardObjects,
    };
  });
  const json = {
    SaveName: input.name,
    GameMode: "",
    Date: "",
    Table: "",
    Sky: "",
    Note: "",
    Rules: "",
    XmlUI: "",
    LuaScript: "",
    ObjectStates: objects,
    TabStates: {},
    VersionNumber: "",
  };
  return { layout, json };
}
