import type { Translator } from "@/i18n/translator";
import { rulesetFor } from "@/lib/games";
import type { GameSlug } from "@/lib/games/types";

/**
 * The line under a card page's title: the card's type and its set, in the reader's language.
 * The type as the catalog's type filter names it (`filters.<game>.<key>.options.<type>`), the
 * set by `catalog.sets.<game>.<set>` (a set the messages do not name keeps its own name).
 */
export function cardSubtitle(game: GameSlug, card: { type: string; set: string; setName: string }, t: Translator): string {
  const filter = rulesetFor(game).catalogFilters?.find((f) => f.kind === "type");
  const typeKey = filter ? `filters.${game}.${filter.key}.options.${card.type}` : undefined;
  const type = typeKey && t.has(typeKey) ? t(typeKey) : (filter?.options?.find((o) => o.value === card.type)?.label ?? card.type);
  const setKey = `catalog.sets.${game}.${card.set}`;
  return `${type} · ${t.has(setKey) ? t(setKey) : card.setName}`;
}
