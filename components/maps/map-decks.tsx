import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { decksOnMap } from "@/lib/maps/deck-links";

/** "Decks played on this map" on a map's page: the linking decks the viewer may read; nothing when there are none. */
export async function MapDecks({ mapId, viewerId }: { mapId: string; viewerId: string | null }) {
  const t = await getTranslations("deckMaps");
  const decks = await decksOnMap(viewerId, mapId);
  if (decks.length === 0) return null;
  return (
    <section className="space-y-2 rounded border border-stone-300 bg-white p-3" aria-labelledby="map-decks-title">
      <h2 id="map-decks-title" className="text-base font-semibold">
        {t("decksTitle")}
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t("decksTitle")}>
        {decks.map((d) => (
          <li key={d.id} data-deck={d.id}>
            <Link href={`/decks/${d.id}`}>{d.name}</Link> <span className="text-stone-600">{t("deckFacts", { owner: d.owner })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
