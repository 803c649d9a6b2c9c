import Link from "next/link";

/** The signed-in user's links (filled in by the accounts work). */
export function SessionNav() {
  return (
    <Link href="/decks" className="text-stone-200 hover:text-white">
      Decks
    </Link>
  );
}
