/** The Cockatrice card database of a game for a reader (CONTRACTS §10): card-list.ts written by cockatrice.ts. */
import type { GameSlug } from "../games/types";
import { catalogVersion } from "../catalog";
import type { Locale } from "../../i18n/locales";
import { clientCardList } from "./card-list";
import { cockatriceDatabase } from "./cockatrice";

export async function cockatriceCardDatabase(
  game: GameSlug,
  readerId: string | null,
  setIds: readonly string[],
  locale: Locale,
  origin: string,
): Promise<string> {
  const { sets, cards } = await clientCardList(game, readerId, setIds, locale);
  const query = `locale=${locale}${setIds.length ? `&sets=${setIds.map(encodeURIComponent).join(",")}` : ""}`;
  return cockatriceDatabase({
    game,
    origin,
    locale,
    sets,
    cards,
    sourceUrl: `${origin}/api/v1/export/cockatrice/${game}.xml?${query}`,
    sourceVersion: `catalog ${await catalogVersion()}`,
  });
}
