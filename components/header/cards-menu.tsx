import Link from "next/link";

/**
 * The four games' catalogs: in the phone menu a plain list; from 1024 px up one "Cards" entry
 * that opens the list, so that the bar keeps to one row in every language.
 */
export function CardsMenu({ label, games }: { label: string; games: { slug: string; title: string }[] }) {
  const link = "inline-flex min-h-6 items-center text-stone-200 hover:text-white";
  return (
    <>
      <ul className="flex flex-col gap-1 lg:hidden">
        {games.map((g) => (
          <li key={g.slug}>
            <Link href={`/cards/${g.slug}`} className={`${link} min-h-11`}>
              {g.title}
            </Link>
          </li>
        ))}
      </ul>
      <details className="relative hidden lg:block">
        <summary className="inline-flex min-h-6 cursor-pointer items-center text-stone-200 hover:text-white">{label}</summary>
        <ul className="absolute left-0 z-30 mt-2 min-w-56 space-y-1 rounded border border-stone-700 bg-stone-900 p-2 shadow-lg">
          {games.map((g) => (
            <li key={g.slug}>
              <Link href={`/cards/${g.slug}`} className={`${link} w-full px-1`}>
                {g.title}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
