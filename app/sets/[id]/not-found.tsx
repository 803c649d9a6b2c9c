import Link from "next/link";

export default function SetNotFound() {
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-bold">No such set</h1>
      <p className="text-stone-700">
        This set does not exist, or its owner keeps it private. If it is yours,{" "}
        <Link href="/login" className="underline">
          sign in
        </Link>{" "}
        first.
      </p>
      <p>
        <Link href="/sets/public" className="underline">
          Browse the public sets
        </Link>{" "}
        ·{" "}
        <Link href="/sets" className="underline">
          My sets
        </Link>
      </p>
    </div>
  );
}
