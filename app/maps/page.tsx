import type { Metadata } from "next";
import Link from "next/link";
import { sessionUser } from "@/lib/auth/session";
import { listMyMaps, listPublicMaps, type MapSummary } from "@/lib/services/maps";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Maps" };

const VISIBILITY: Record<string, string> = { private: "Private", unlisted: "Unlisted", public: "Public" };

/** `/maps`: Battle for Eden maps — mine (when signed in) and the public ones — and "New map". */
export default async function MapsPage() {
  const user = await sessionUser();
  const [mine, open] = await Promise.all([user ? listMyMaps(user.id) : Promise.resolve(null), listPublicMaps({ page: 1 })]);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold">Battle for Eden maps</h1>
        <Link href="/maps/new" className="inline-flex min-h-8 items-center rounded bg-stone-900 px-3 py-1 text-sm font-medium text-white no-underline">
          New map
        </Link>
        <Link href="/maps/play">Create a map turn by turn</Link>
      </div>
      <p className="max-w-3xl text-sm text-stone-700">
        Draw a map of Eden on a hex grid: the Heart of Eden, one portal per player and the coloured land tiles. Every rule of “Map creation” is checked as you
        draw, with the tile count per colour, the energy-rich locations and the wild territories’ strengths.
      </p>
      {mine && (
        <section aria-labelledby="my-maps" className="space-y-2">
          <h2 id="my-maps" className="text-xl font-semibold">
            My maps
          </h2>
          <MapTable maps={mine} showVisibility />
        </section>
      )}
      {!user && (
        <p className="text-sm">
          <Link href={`/login?callbackUrl=${encodeURIComponent("/maps")}`}>Sign in</Link> to save maps and list yours here.
        </p>
      )}
      <section aria-labelledby="public-maps" className="space-y-2">
        <h2 id="public-maps" className="text-xl font-semibold">
          Public maps
        </h2>
        <MapTable maps={open.maps} showOwner />
      </section>
    </div>
  );
}

function MapTable({ maps, showVisibility, showOwner }: { maps: MapSummary[]; showVisibility?: boolean; showOwner?: boolean }) {
  if (maps.length === 0) return <p className="text-sm text-stone-600">None yet.</p>;
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-left text-stone-600">
          <th scope="col">Name</th>
          {showOwner && <th scope="col">By</th>}
          <th scope="col">Rules</th>
          <th scope="col">Players</th>
          <th scope="col">Tiles</th>
          {showVisibility && <th scope="col">Visibility</th>}
          <th scope="col">Saved</th>
        </tr>
      </thead>
      <tbody>
        {maps.map((m) => (
          <tr key={m.id} className="border-t border-stone-200" data-map={m.id}>
            <td className="py-1">
              <Link href={`/maps/${m.id}`} className="font-medium">
                {m.name}
              </Link>
              {m.forkedFromId && <span className="ml-2 text-xs text-stone-600">copy</span>}
            </td>
            {showOwner && <td>{m.owner}</td>}
            <td className={m.legal ? "text-green-800" : "text-red-800"}>{m.legal ? "Legal" : "Not legal"}</td>
            <td className="tabular-nums">{m.players}</td>
            <td className="tabular-nums">{m.tileCount}</td>
            {showVisibility && <td>{VISIBILITY[m.visibility] ?? m.visibility}</td>}
            <td>
              <time dateTime={m.updatedAt}>{m.updatedAt.slice(0, 16).replace("T", " ")}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
