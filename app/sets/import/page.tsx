import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { sessionUser } from "@/lib/auth/session";
import { ImportForm } from "@/components/sets/import-form";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Import a set" };

/** `/sets/import`: a set from a JSON catalog file or a CSV of cards, previewed and checked before it is saved. */
export default async function ImportSetPage() {
  const user = await sessionUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent("/sets/import")}`);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Import a set</h1>
      <p className="text-stone-700">
        Paste or choose a catalog file (JSON, as a set&apos;s export writes it) or a CSV: a header row of the game&apos;s card fields (<code>code</code>,{" "}
        <code>name</code>, then e.g. <code>kind</code>, <code>cost</code>), one card a row, JSON in the cells of nested fields (<code>[3, 2]</code>). Nothing is
        saved while any card has a problem.{" "}
        <Link href="/sets" className="underline">
          Back to my sets
        </Link>
      </p>
      <ImportForm />
    </div>
  );
}
