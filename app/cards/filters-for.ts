import { getMessages, getTranslations } from "next-intl/server";
import { localFilters } from "@/components/catalog/local-filters";
import { rulesetFor } from "@/lib/games";
import type { CatalogFilter, GameSlug } from "@/lib/games/types";
import type { Locale } from "@/i18n/locales";

const computed = new WeakMap<object, Map<string, readonly CatalogFilter[]>>();

/**
 * The game's catalog filters in the request's language (localFilters), computed once per
 * messages object (one per locale in production, i18n/messages.ts) and game: the card and
 * catalog pages render them on every request. Read only; never change the result. `locale`
 * names the language where no request is read (a part of a page kept in Next's cache).
 */
export async function filtersFor(game: GameSlug, locale?: Locale): Promise<readonly CatalogFilter[]> {
  const messages = await getMessages(locale ? { locale } : undefined);
  let byGame = computed.get(messages);
  if (!byGame) {
    byGame = new Map();
    computed.set(messages, byGame);
  }
  let filters = byGame.get(game);
  if (!filters) {
    filters = localFilters(rulesetFor(game).catalogFilters ?? [], game, await getTranslations(locale ? { locale } : undefined));
    byGame.set(game, filters);
  }
  return filters;
}
