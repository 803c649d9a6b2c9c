/**
 * Test fixtures from the real catalog: `card-data/dark-eden/*.json`, read by the games' one
 * test loader (../catalog.ts), then indexed the way the app indexes them.
 */
import { CardIndex, resolveList } from "@/lib/engine/card-index";
import { parseDeckList } from "@/lib/engine/deck-list";
import { darkEden, type DarkEdenCard } from "@/lib/games/dark-eden";
import type { CatalogCard } from "@/lib/games/types";
import type { CatalogFile } from "@/lib/catalog/catalog-file";
import { bundledCards, catalogFiles } from "../catalog";

/** A set's file: its `set` header and its cards as the file writes them (without the engine's `set` tag). */
function fileOf(code: "base" | "genesis"): { set: CatalogFile["set"]; cards: DarkEdenCard[] } {
  const file = catalogFiles("dark-eden").find((f) => f.set.code === code)!;
  return { set: file.set, cards: file.cards.map(({ set: _set, ...card }) => card) };
}

export const files = { base: fileOf("base"), genesis: fileOf("genesis") };

export const allCards: CatalogCard<DarkEdenCard>[] = bundledCards("dark-eden");

export const index = new CardIndex(allCards);

export function card(name: string): CatalogCard<DarkEdenCard> {
  const found = index.find(name);
  if (!found) throw new Error(`fixture card ${name} is not in the catalog`);
  return found;
}

/** Parses and resolves a deck list against the real catalog; a list the format rejects fails the test. */
export function deckFrom(text: string) {
  const parsed = parseDeckList(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const resolved = resolveList(parsed.value, index, darkEden.sections);
  if (!resolved.ok) throw new Error(resolved.error.message);
  return resolved.value;
}

/**
 * General cards with no designation and no `allows`: they never trigger a rule by themselves.
 * 15 cards × 5 copies fill a deck of up to 75 cards.
 */
export const FILLER = [
  "Boot Camp",
  "Arable Land",
  "Deep Mine",
  "Oil Field",
  "Ore Deposit",
  "Bazaar",
  "Security Station",
  "Tavern",
  "Hospital",
  "Mint",
  "Ambush",
  "Bribe",
  "Camouflage",
  "Bloodlust",
  "Tactical Superiority",
];

export interface ListOptions {
  commander?: string;
  mode?: string;
  /** Card lines before the filler, e.g. `["5 Corsair"]`. */
  lines?: string[];
  /** Play-deck size to fill up to with FILLER (the listed lines count; commanders in them do not). */
  size?: number;
}

/** A deck list: headers, the given lines, then filler cards up to `size` (default 60). */
export function listText({ commander, mode, lines = [], size = 60 }: ListOptions): string {
  const out = ["game: dark-eden"];
  if (commander !== undefined) out.push(`commander: ${commander}`);
  if (mode !== undefined) out.push(`mode: ${mode}`);
  out.push(...lines);
  let have = 0;
  for (const line of lines) {
    const m = /^(\d+)\s*x?\s+(.+)$/.exec(line);
    if (m && card(m[2]).type !== "commander") have += Number(m[1]);
  }
  for (const name of FILLER) {
    if (have >= size) break;
    const n = Math.min(5, size - have);
    out.push(`${n} ${name}`);
    have += n;
  }
  if (have < size) throw new Error(`filler cannot reach ${size} cards`);
  return `${out.join("\n")}\n`;
}

export function validateList(options: ListOptions) {
  return darkEden.validate(deckFrom(listText(options)));
}

export const codes = (issues: { code: string }[]) => issues.map((i) => i.code);
