import Link from "next/link";

export default function DeckNotFound() {
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-bold">No such deck</h1>
      <p className="text-stone-700">
        This deck does not exist, or its owner keeps it private. If it is yours, <Link href="/login">sign in</Link> first.
      </p>
      <p>
        <Link href="/decks/public">Browse the public decks</Link> · <Link href="/decks">My decks</Link>
      </p>
    </div>
  );
}
