import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { sessionUser } from "@/lib/auth/session";
import { MapEditor } from "@/components/maps/map-editor";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("maps"))("meta.newMap") };
}

/** `/maps/new`: a new Battle for Eden map; anyone may draw and check, signing in saves it. */
export default async function NewMapPage() {
  const user = await sessionUser();
  const t = await getTranslations("maps");
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold">{t("newPage.title")}</h1>
        <Link href="/maps">{t("allMaps")}</Link>
      </div>
      <MapEditor id={null} version={null} mine name={t("newPage.defaultName")} visibility="private" tiles={[]} signedIn={user !== null} />
    </div>
  );
}
