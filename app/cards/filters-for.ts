import { getMessages, getTranslations } from "next-intl/server";
import { localFilters } from "@/components/catalog/local-filters";
import { rulesetFor } from "@/lib/games";
import type { CatalogFilter, GameSlug } from "@/lib/games/types";

const computed = new WeakMap<object, Map<string, readonly CatalogFilter[]>>();

/**
 * The game's catalog filters in the request's language (localFilters), computed once per
 * messages object (one per locale in production, i18n/messages.ts) and game: the card and
 * catalog pages render them on every request. Read only; never change the result.
 */
export async function filtersFor(game: GameSlug): Promise<readonly CatalogFilter[]> {
  const messages = await getMessages();
  let byGame = computed.get(messages);
  if (!byGame) {
    byGame = new Map();
    computed.set(messages, byGame);
  }
  let filters = byGame.get(game);
  if (!filters) {
    filters = localFilters(rulesetFor(game).catalogFilters ?? [], game, await getTranslations());
    byGame.set(game, filters);
  }
  return filters;
}
