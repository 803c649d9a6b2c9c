import Link from "next/link";
import { notFound } from "next/navigation";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GAME_SLUGS, isGameSlug, rulesetFor } from "@/lib/games";
import { rulesBySection } from "@/lib/games/rules-by-section";
import { explanationKeys } from "../explanation-key";

/** Every game's page is known at build time: rendered once, statically. */
export const dynamicParams = false;

export function generateStaticParams() {
  return GAME_SLUGS.map((game) => ({ game }));
}

type Props = { params: Promise<{ game: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { game } = await params;
  const t = await getTranslations("rules");
  return { title: isGameSlug(game) ? t("gameTitle", { game: rulesetFor(game).title }) : t("title") };
}

/** Each level's colour; its words: rules.levels.<level> and rules.notes.<level>. */
const LEVEL = {
  error: { className: "text-red-800" },
  warning: { className: "text-amber-800" },
} as const;

/** "Rules Edenkeep checks" for one game: every check the validator runs, by rulebook section. */
export default async function GameRulesPage({ params }: Props) {
  const { game } = await params;
  if (!isGameSlug(game)) notFound();
  const ruleset = rulesetFor(game);
  const sections = rulesBySection(ruleset.rules);
  const t = await getTranslations("rules");
  // Each check's explanation in the reader's language (messages rulesExplained.json), the rules' English otherwise.
  const tx = await getTranslations("rulesExplained");
  const keys = explanationKeys(ruleset.rules);
  const explained = new Map(ruleset.rules.map((rule, i) => [rule, `${game}.${keys[i]}`]));
  const explanation = (rule: (typeof ruleset.rules)[number]) => {
    const key = explained.get(rule);
    return key && tx.has(key) ? tx(key) : rule.explanation;
  };
  const tc = await getTranslations("catalog");
  return (
    <article className="max-w-4xl space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t("gameTitle", { game: ruleset.title })}</h1>
        <p className="text-sm text-stone-700">{t("gameIntro", { game: ruleset.title })}</p>
        <p className="text-sm">
          <Link href={`/cards/${game}`}>{tc("title", { game: ruleset.title })}</Link> · <Link href="/rules">{tc("allGames")}</Link>
        </p>
      </header>
      {sections.map(({ section, rules }, s) => (
        <section key={section} aria-labelledby={`section-${s}`} className="space-y-2">
          <h2 id={`section-${s}`} className="text-lg font-semibold">
            {section}
          </h2>
          <table className="w-full border-collapse text-sm" data-section={section}>
            <thead>
              <tr className="border-b border-stone-300 text-left text-stone-600">
                <th scope="col" className="w-1/3 py-1 pr-3">
                  {t("codes")}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t("level")}
                </th>
                <th scope="col" className="py-1">
                  {t("what")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => (
                <tr key={`${rule.codes.join()}-${rule.level}`} className="border-b border-stone-200 align-top" data-codes={rule.codes.join(" ")}>
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                    {rule.codes.map((code) => (
                      <code key={code} className="mr-1 inline-block break-all text-xs">
                        {code}
                      </code>
                    ))}
                  </th>
                  <td className={`py-1.5 pr-3 font-medium ${LEVEL[rule.level].className}`}>
                    {t(`levels.${rule.level}`)}
                    <span className="sr-only"> ({t(`notes.${rule.level}`)})</span>
                  </td>
                  <td className="py-1.5">{explanation(rule)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </article>
  );
}
