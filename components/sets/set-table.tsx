import Link from "next/link";
import type { SetSummary } from "@/lib/services/sets";

const VISIBILITY: Record<string, string> = { private: "Private", unlisted: "Unlisted", public: "Public" };

/** A list of sets as a table (my sets, public sets); it scrolls sideways inside itself on a phone. */
export function SetTable({ sets, showOwner }: { sets: SetSummary[]; showOwner?: boolean }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-stone-600">
            <th scope="col" className="pr-3">
              Name
            </th>
            <th scope="col" className="pr-3">
              Code
            </th>
            {showOwner && (
              <th scope="col" className="pr-3">
                Owner
              </th>
            )}
            <th scope="col" className="pr-3">
              Cards
            </th>
            {!showOwner && (
              <th scope="col" className="pr-3">
                Visibility
              </th>
            )}
            <th scope="col" className="pr-3">
              Version
            </th>
            <th scope="col">Updated</th>
          </tr>
        </thead>
        <tbody>
          {sets.map((s) => (
            <tr key={s.id} className="border-t border-stone-200">
              <td className="py-1 pr-3">
                <Link href={`/sets/${s.id}`} className="inline-block min-h-6">
                  {s.name}
                </Link>
              </td>
              <td className="pr-3 font-mono">{s.code}</td>
              {showOwner && <td className="pr-3">{s.owner}</td>}
              <td className="pr-3">{s.cardCount}</td>
              {!showOwner && <td className="pr-3">{VISIBILITY[s.visibility]}</td>}
              <td className="pr-3">{s.version}</td>
              <td>
                <time dateTime={s.updatedAt}>{s.updatedAt.slice(0, 10)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
