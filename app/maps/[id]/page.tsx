import type { Metadata } from "next";
import { HiddenNotice } from "@/components/moderation/hidden-notice";
import { ownerNotice } from "@/lib/moderation/notice";
import { ReportButton } from "@/components/moderation/report-button";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { sessionUser } from "@/lib/auth/session";
import { DomainError } from "@/lib/errors";
import { mapIdSchema } from "@/lib/maps/input";
import { getMap, type MapView } from "@/lib/maps/service";
import { MapDecks } from "@/components/maps/map-decks";
import { MapEditor } from "@/components/maps/map-editor";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("maps"))("meta.map") };
}

type Props = { params: Promise<{ id: string }> };

/** A saved map: the editor for its owner; read-only with "Copy to my maps" for anyone else (public or unlisted maps). */
export default async function MapPage({ params }: Props) {
  const parsed = mapIdSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  const user = await sessionUser();
  const t = await getTranslations("maps");
  let map: MapView;
  try {
    map = await getMap(user?.id ?? null, parsed.data);
  } catch (err) {
    if (err instanceof DomainError && err.kind === "not-found") notFound();
    throw err;
  }
  return (
    <div className="space-y-4">
      <HiddenNotice held={(await ownerNotice("map", map.id, map.mine)).moderation} />
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold" data-testid="map-title">
          {map.name}
        </h1>
        <span className="text-sm text-stone-600">
          {t("mapPage.byline", { owner: map.owner, version: map.version, legal: String(map.legal) })}
          {map.forkedFromId && (
            <>
              {" "}
              {t.rich("mapPage.copiedFrom", {
                link: (chunks) => <Link href={`/maps/${encodeURIComponent(map.forkedFromId ?? "")}`}>{chunks}</Link>,
              })}
            </>
          )}
        </span>
        <Link href="/maps">{t("allMaps")}</Link>
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
      {user && !map.mine && <ReportButton kind="map" id={map.id} />}
    </div>
  );
}
