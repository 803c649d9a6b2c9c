import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { allRulesets } from "@/lib/games";
import { sessionUser } from "@/lib/auth/session";
import { listSets } from "@/lib/services/sets";
import { NewSetForm } from "@/components/sets/new-set-form";
import { SetTable } from "@/components/sets/set-table";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "My sets" };

/** `/sets`: my player-made sets per game, "New set" and "Import". Signed-in users only. */
export default async function MySetsPage() {
  const user = await sessionUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent("/sets")}`);
  const sets = await listSets(user.id, { mine: true });
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold">My sets</h1>
        <Link href="/sets/import" className="inline-block min-h-6">
          Import a set
        </Link>
        <Link href="/sets/public" className="inline-block min-h-6">
          Browse public sets
        </Link>
      </div>
      <p className="text-stone-700">
        Your own cards: a Battle for Eden World, Gardener of Thoughts designs, EDEN profiles, Dark Eden cards. A deck uses them once its builder names the set.
      </p>
      <NewSetForm />
      {allRulesets().map((r) => {
        const mine = sets.filter((s) => s.game === r.slug);
        return (
          <section key={r.slug} aria-labelledby={`game-${r.slug}`} className="space-y-2">
            <h2 id={`game-${r.slug}`} className="text-xl font-semibold">
              {r.title}
            </h2>
            {mine.length === 0 ? <p className="text-sm text-stone-600">None yet.</p> : <SetTable sets={mine} />}
          </section>
        );
      })}
    </div>
  );
}
