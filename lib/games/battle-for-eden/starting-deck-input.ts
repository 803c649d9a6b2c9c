import type { ResolvedDeck } from "../../engine/deck-types";
import type { BfeCard, Civilization } from "./card";

/** A deck as the rules read it: every value checked, so no rule can throw on odd input. */
export interface StartingDeckInput {
  headers: Record<string, string>;
  /** The starting deck's cards (the game has one section, `main`) with whole positive quantities. */
  entries: { card: BfeCard; quantity: number }[];
  /** Every card of the catalog the deck was resolved against. */
  catalog: BfeCard[];
  /** The civilizations the catalog files declare. */
  civilizations: Civilization[];
}

/** Reads a resolved deck defensively: anything that is not what the engine builds is left out. */
export function readStartingDeck(deck: ResolvedDeck<BfeCard> | unknown): StartingDeckInput {
  const d = isObject(deck) ? deck : {};
  const headers: Record<string, string> = {};
  if (isObject(d.headers)) {
    for (const [key, value] of Object.entries(d.headers)) if (typeof value === "string") headers[key] = value;
  }
  const entries: StartingDeckInput["entries"] = [];
  for (const entry of Array.isArray(d.entries) ? d.entries : []) {
    if (!isObject(entry) || !isCard(entry.card)) continue;
    const quantity = entry.quantity;
    if (typeof quantity !== "number" || !Number.isSafeInteger(quantity) || quantity < 1) continue;
    entries.push({ card: entry.card, quantity });
  }
  const all = isObject(d.cards) ? safeList(() => (d.cards as { all?: unknown }).all) : [];
  const catalog = all.filter(isCard);
  const extras = isObject(d.extras) ? d.extras : {};
  const civilizations = (Array.isArray(extras.civilizations) ? extras.civilizations : []).filter(
    (c): c is Civilization => isObject(c) && typeof c.code === "string" && typeof c.name === "string",
  );
  return { headers, entries, catalog, civilizations };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isCard(value: unknown): value is BfeCard {
  return isObject(value) && typeof value.code === "string" && typeof value.name === "string";
}

function safeList(read: () => unknown): unknown[] {
  try {
    const value = read();
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
