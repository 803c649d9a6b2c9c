import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { allRulesets } from "@/lib/games";
import { catalogCounts } from "@/lib/catalog/service";

export const dynamic = "force-dynamic";

export default async function Home() {
  const counts = await catalogCounts();
  const t = await getTranslations("home");
  return (
    <div className="space-y-6">
      <section>
        <h1 className="text-3xl font-bold">Edenkeep</h1>
        <p className="mt-2 max-w-2xl text-stone-700">{t("intro")}</p>
      </section>
      <ul className="grid gap-4 sm:grid-cols-2">
        {allRulesets().map((r) => (
          <li key={r.slug} className="rounded border border-stone-300 bg-white p-4 shadow-sm">
            <h2 className="text-xl font-semibold">
              <Link href={`/cards/${r.slug}`}>{r.title}</Link>
            </h2>
            <p className="text-sm text-stone-600">{t("cardCount", { count: counts[r.slug] ?? 0 })}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
