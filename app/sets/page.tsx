import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { allRulesets } from "@/lib/games";
import { sessionUser } from "@/lib/auth/session";
import { listSets } from "@/lib/sets/service";
import { NewSetForm } from "@/components/sets/new-set-form";
import { SetTable } from "@/components/sets/set-table";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("sets"))("meta.mine") };
}

/** `/sets`: my player-made sets per game, "New set" and "Import". Signed-in users only. */
export default async function MySetsPage() {
  const user = await sessionUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent("/sets")}`);
  const sets = await listSets(user.id, { mine: true });
  const t = await getTranslations("sets.mine");
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <Link href="/sets/import" className="inline-block min-h-6">
          {t("import")}
        </Link>
        <Link href="/sets/public" className="inline-block min-h-6">
          {t("browse")}
        </Link>
      </div>
      <p className="text-stone-700">{t("intro")}</p>
      <NewSetForm />
      {allRulesets().map((r) => {
        const mine = sets.filter((s) => s.game === r.slug);
        return (
          <section key={r.slug} aria-labelledby={`game-${r.slug}`} className="space-y-2">
            <h2 id={`game-${r.slug}`} className="text-xl font-semibold">
              {r.title}
            </h2>
            {mine.length === 0 ? <p className="text-sm text-stone-600">{t("none")}</p> : <SetTable sets={mine} />}
          </section>
        );
      })}
    </div>
  );
}
