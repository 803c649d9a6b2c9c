import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { sessionUser } from "@/lib/auth/session";
import { DomainError } from "@/lib/services/errors";
import { mapIdSchema } from "@/lib/services/map-input";
import { getMap, type MapView } from "@/lib/services/maps";
import { MapDecks } from "@/components/maps/map-decks";
import { MapEditor } from "@/components/maps/map-editor";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Map" };

type Props = { params: Promise<{ id: string }> };

/** A saved map: the editor for its owner; read-only with "Copy to my maps" for anyone else (public or unlisted maps). */
export default async function MapPage({ params }: Props) {
  const parsed = mapIdSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  const user = await sessionUser();
  let map: MapView;
  try {
    map = await getMap(user?.id ?? null, parsed.data);
  } catch (err) {
    if (err instanceof DomainError && err.kind === "not-found") notFound();
    throw err;
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold" data-testid="map-title">
          {map.name}
        </h1>
        <span className="text-sm text-stone-600">
          by {map.owner} · version {map.version} · {map.legal ? "legal" : "not legal"}
          {map.forkedFromId && (
            <>
              {" "}
              · copied from <Link href={`/maps/${encodeURIComponent(map.forkedFromId)}`}>another map</Link>
            </>
          )}
        </span>
        <Link href="/maps">All maps</Link>
      </div>
      <MapEditor
        key={`${map.id}-${map.version}`}
        id={map.id}
        version={map.version}
        mine={map.mine}
        name={map.name}
        visibility={map.visibility}
        tiles={map.map.tiles}
        signedIn={user !== null}
      />
      <MapDecks mapId={map.id} viewerId={user?.id ?? null} />
    </div>
  );
}
