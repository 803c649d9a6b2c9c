import { CardIndex, type ResolvedDeck } from "@/lib/engine/card-index";
import type { CatalogCard } from "@/lib/games/types";
import { edenSkirmish, type EdenCard } from "@/lib/games/eden-skirmish";
import { bundledCards as bundled, rawCatalogFiles, resolveDeck } from "../catalog";

/** The game's bundled catalog files as JSON. */
export const catalogFiles = () => rawCatalogFiles("eden-skirmish");

/** Every bundled card, parsed by the game's schema, tagged with its set. */
export const bundledCards = () => bundled("eden-skirmish");

/** A deck list resolved against the bundled cards plus any labelled test fixtures. */
export function deck(text: string, fixtures: CatalogCard<EdenCard>[] = []): ResolvedDeck<EdenCard> {
  return resolveDeck("eden-skirmish", text, new CardIndex([...bundledCards(), ...fixtures]), {});
}

export function validate(text: string, fixtures: CatalogCard<EdenCard>[] = []) {
  return edenSkirmish.validate(deck(text, fixtures));
}

export function codes(text: string, fixtures: CatalogCard<EdenCard>[] = []) {
  const v = validate(text, fixtures);
  return { errors: v.errors.map((i) => i.code), warnings: v.warnings.map((i) => i.code), v };
}
