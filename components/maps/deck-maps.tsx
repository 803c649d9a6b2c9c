import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { deckMaps } from "@/lib/maps/deck-links";
import { listMyMaps } from "@/lib/maps/service";
import { DeckMapsEditor } from "./deck-maps-editor";

/**
 * "Played on these maps" on a Battle for Eden deck's page: the linked maps the viewer may see
 * (never someone else's private map), and for the deck's owner a way to choose them.
 */
export async function DeckMaps({ deckId, viewerId, mine }: { deckId: string; viewerId: string | null; mine: boolean }) {
  const t = await getTranslations("deckMaps");
  const linked = await deckMaps(viewerId, deckId);
  const own = mine && viewerId ? await listMyMaps(viewerId) : [];
  if (!mine && linked.length === 0) return null;
  return (
    <section className="mb-4 space-y-2 rounded border border-stone-300 bg-white p-3" aria-labelledby="deck-maps-title">
      <h2 id="deck-maps-title" className="text-base font-semibold">
        {t("title")}
      </h2>
      {linked.length === 0 ? (
        <p className="text-sm text-stone-600">{t("none")}</p>
      ) : (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t("title")}>
          {linked.map((m) => (
            <li key={m.id} data-map={m.id}>
              <Link href={`/maps/${m.id}`}>{m.name}</Link>{" "}
              <span className="text-stone-600">{t("facts", { owner: m.owner, players: m.players, legal: m.legal ? "yes" : "no" })}</span>
            </li>
          ))}
        </ul>
      )}
      {mine && <DeckMapsEditor deckId={deckId} linked={linked.map((m) => ({ id: m.id, name: m.name }))} own={own.map((m) => ({ id: m.id, name: m.name }))} />}
    </section>
  );
}
