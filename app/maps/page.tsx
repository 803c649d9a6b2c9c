import { DataTable, legalColumn } from "@/components/ui/data-table";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { sessionUser } from "@/lib/auth/session";
import { listMyMaps, listPublicMaps, type MapSummary } from "@/lib/maps/service";
import { signInHref } from "@/components/ui/sign-in-href";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("maps"))("meta.maps") };
}

/** `/maps`: Battle for Eden maps — mine (when signed in) and the public ones — and "New map". */
export default async function MapsPage() {
  const user = await sessionUser();
  const t = await getTranslations("maps.index");
  const [mine, open] = await Promise.all([user ? listMyMaps(user.id) : Promise.resolve(null), listPublicMaps({ page: 1 })]);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <Link href="/maps/new" className="inline-flex min-h-8 items-center rounded bg-stone-900 px-3 py-1 text-sm font-medium text-white no-underline">
          {t("newMap")}
        </Link>
        <Link href="/maps/play">{t("play")}</Link>
      </div>
      <p className="max-w-3xl text-sm text-stone-700">{t("intro")}</p>
      {mine && (
        <section aria-labelledby="my-maps" className="space-y-2">
          <h2 id="my-maps" className="text-xl font-semibold">
            {t("mine")}
          </h2>
          <MapTable maps={mine} showVisibility />
        </section>
      )}
      {!user && <p className="text-sm">{t.rich("signIn", { link: (chunks) => <Link href={signInHref("/maps")}>{chunks}</Link> })}</p>}
      <section aria-labelledby="public-maps" className="space-y-2">
        <h2 id="public-maps" className="text-xl font-semibold">
          {t("public")}
        </h2>
        <MapTable maps={open.maps} showOwner />
      </section>
    </div>
  );
}

async function MapTable({ maps, showVisibility, showOwner }: { maps: MapSummary[]; showVisibility?: boolean; showOwner?: boolean }) {
  const t = await getTranslations("maps.index");
  if (maps.length === 0) return <p className="text-sm text-stone-600">{t("none")}</p>;
  return (
    <DataTable
      rows={maps}
      rowKey={(m) => m.id}
      rowData={(m) => ({ "data-map": m.id })}
      columns={[
        {
          header: t("name"),
          cell: (m) => (
            <>
              <Link href={`/maps/${m.id}`} className="font-medium">
                {m.name}
              </Link>
              {m.forkedFromId && <span className="ml-2 text-xs text-stone-600">{t("copy")}</span>}
            </>
          ),
        },
        showOwner && { header: t("by"), cell: (m) => m.owner },
        legalColumn(t("rules"), { legal: t("legal"), notLegal: t("notLegal") }),
        { header: t("players"), cell: (m) => m.players, numeric: true },
        { header: t("tiles"), cell: (m) => m.tileCount, numeric: true },
        showVisibility && {
          header: t("visibility"),
          cell: (m) =>
            m.visibility === "public" ? t("visibilities.public") : m.visibility === "unlisted" ? t("visibilities.unlisted") : t("visibilities.private"),
        },
        { header: t("saved"), cell: (m) => <time dateTime={m.updatedAt}>{m.updatedAt.slice(0, 16).replace("T", " ")}</time> },
      ]}
    />
  );
}
