import Link from "next/link";
import type { Metadata } from "next";
import { allRulesets } from "@/lib/games";

export const metadata: Metadata = { title: "Rules Edenkeep checks" };

/** The index of the four games' "Rules Edenkeep checks" pages. */
export default function RulesIndexPage() {
  return (
    <article className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">Rules Edenkeep checks</h1>
      <p className="text-sm text-stone-700">
        For each game, every check Edenkeep makes on a deck or warband, with its code, its level and the rulebook section it comes from.
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {allRulesets().map((r) => (
          <li key={r.slug}>
            <Link href={`/rules/${r.slug}`}>{r.title}</Link>{" "}
            <span className="text-sm text-stone-600">
              ({r.rules.length} {r.rules.length === 1 ? "check" : "checks"})
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
