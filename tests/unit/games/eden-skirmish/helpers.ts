import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CardIndex, resolveList, type ResolvedDeck } from "@/lib/engine/card-index";
import { parseDeckList } from "@/lib/engine/deck-list";
import type { CatalogCard } from "@/lib/games/types";
import { edenSkirmish, type EdenCard } from "@/lib/games/eden-skirmish";

export const CARD_DIR = join(process.cwd(), "card-data", "eden-skirmish");

export interface CatalogFile {
  file: string;
  json: { game: string; set: { code: string; name: string; year?: number }; cards: unknown[] };
}

export function catalogFiles(): CatalogFile[] {
  return readdirSync(CARD_DIR)
    .filter((f) => f.endsWith(".json"))
    .map((file) => ({ file, json: JSON.parse(readFileSync(join(CARD_DIR, file), "utf8")) }));
}

/** Every bundled card, parsed by the game's schema, tagged with its set. */
export function bundledCards(): CatalogCard<EdenCard>[] {
  return catalogFiles().flatMap(({ json }) => json.cards.map((c) => ({ ...edenSkirmish.cardSchema.parse(c), set: json.set.code })));
}

/** A deck list resolved against the bundled cards plus any labelled test fixtures. */
export function deck(text: string, fixtures: CatalogCard<EdenCard>[] = []): ResolvedDeck<EdenCard> {
  const parsed = parseDeckList(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const resolved = resolveList(parsed.value, new CardIndex([...bundledCards(), ...fixtures]), edenSkirmish.sections);
  if (!resolved.ok) throw new Error(resolved.error.message);
  return resolved.value;
}

export function validate(text: string, fixtures: CatalogCard<EdenCard>[] = []) {
  return edenSkirmish.validate(deck(text, fixtures));
}

export function codes(text: string, fixtures: CatalogCard<EdenCard>[] = []) {
  const v = validate(text, fixtures);
  return { errors: v.errors.map((i) => i.code), warnings: v.warnings.map((i) => i.code), v };
}
