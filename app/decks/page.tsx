import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { allRulesets } from "@/lib/games";
import { sessionUser } from "@/lib/auth/session";
import { listMyDecks } from "@/lib/services/decks";
import { NOUNS } from "@/components/builder/nouns";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "My decks" };

const VISIBILITY: Record<string, string> = { private: "Private", unlisted: "Unlisted", public: "Public" };

/** `/decks`: my decks and warbands, per game, with "New deck" for each game. Signed-in users only. */
export default async function MyDecksPage() {
  const user = await sessionUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent("/decks")}`);
  const decks = await listMyDecks(user.id);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold">My decks</h1>
        <Link href="/decks/public">Browse public decks</Link>
      </div>
      {allRulesets().map((r) => {
        const mine = decks.filter((d) => d.game === r.slug);
        return (
          <section key={r.slug} aria-labelledby={`game-${r.slug}`} className="space-y-2">
            <div className="flex flex-wrap items-baseline gap-4">
              <h2 id={`game-${r.slug}`} className="text-xl font-semibold">
                {r.title}
              </h2>
              <Link href={`/decks/new?game=${r.slug}`} className="rounded bg-stone-900 px-3 py-1 text-sm font-medium text-white no-underline">
                New {r.title} {NOUNS[r.slug]}
              </Link>
            </div>
            {mine.length === 0 ? (
              <p className="text-sm text-stone-600">None yet.</p>
            ) : (
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-left text-stone-600">
                    <th scope="col">Name</th>
                    <th scope="col">Rules</th>
                    <th scope="col">Cards</th>
                    <th scope="col">Visibility</th>
                    <th scope="col">Version</th>
                    <th scope="col">Saved</th>
                  </tr>
                </thead>
                <tbody>
                  {mine.map((d) => (
                    <tr key={d.id} className="border-t border-stone-200" data-deck={d.id}>
                      <td className="py-1">
                        <Link href={`/decks/${d.id}`} className="font-medium">
                          {d.name}
                        </Link>
                        {d.forkedFromId && <span className="ml-2 text-xs text-stone-600">copy</span>}
                      </td>
                      <td className={d.legal ? "text-green-800" : "text-red-800"}>{d.legal ? "Legal" : "Not legal"}</td>
                      <td className="tabular-nums">{d.cardCount}</td>
                      <td>{VISIBILITY[d.visibility] ?? d.visibility}</td>
                      <td className="tabular-nums">{d.version}</td>
                      <td>
                        <time dateTime={d.updatedAt}>{d.updatedAt.slice(0, 16).replace("T", " ")}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        );
      })}
    </div>
  );
}
