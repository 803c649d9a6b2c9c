import Link from "next/link";
import { allRulesets } from "@/lib/games";
import { catalogCounts } from "@/lib/services/catalog";

export const dynamic = "force-dynamic";

export default async function Home() {
  const counts = await catalogCounts();
  return (
    <div className="space-y-6">
      <section>
        <h1 className="text-3xl font-bold">Edenkeep</h1>
        <p className="mt-2 max-w-2xl text-stone-700">
          Card catalogs, deck and warband building checked against each game&apos;s own rules, your collection, printable proxies and goldfish test hands for
          four games named Eden.
        </p>
      </section>
      <ul className="grid gap-4 sm:grid-cols-2">
        {allRulesets().map((r) => (
          <li key={r.slug} className="rounded border border-stone-300 bg-white p-4 shadow-sm">
            <h2 className="text-xl font-semibold">
              <Link href={`/cards/${r.slug}`}>{r.title}</Link>
            </h2>
            <p className="text-sm text-stone-600">{counts[r.slug] ?? 0} cards in the catalog</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
