import Link from "next/link";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { allRulesets } from "@/lib/games";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("rules"))("title") };
}

/** The index of the four games' "Rules Edenkeep checks" pages. */
export default async function RulesIndexPage() {
  const t = await getTranslations("rules");
  return (
    <article className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-sm text-stone-700">{t("indexIntro")}</p>
      <ul className="list-disc space-y-1 pl-5">
        {allRulesets().map((r) => (
          <li key={r.slug}>
            <Link href={`/rules/${r.slug}`}>{r.title}</Link> <span className="text-sm text-stone-600">{t("checkCount", { count: r.rules.length })}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
