import type { Metadata } from "next";
import Link from "next/link";
import { sessionUser } from "@/lib/auth/session";
import { MapEditor } from "@/components/maps/map-editor";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "New map" };

/** `/maps/new`: a new Battle for Eden map; anyone may draw and check, signing in saves it. */
export default async function NewMapPage() {
  const user = await sessionUser();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold">New Battle for Eden map</h1>
        <Link href="/maps">All maps</Link>
      </div>
      <MapEditor id={null} version={null} mine name="New map" visibility="private" tiles={[]} signedIn={user !== null} />
    </div>
  );
}
