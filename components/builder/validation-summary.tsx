"use client";

import { useTranslations } from "next-intl";
import type { Validation } from "@/lib/games/types";
import type { ListProblem } from "@/lib/decks/builder";
import type { CardMap } from "./draft";
import { IssueList, leveled } from "./ui";

/** All findings in one place: the list problems (unreadable text) or the rules' errors and warnings. */
export function ValidationSummary({ validation, problems, cards }: { validation: Validation | null; problems: ListProblem[]; cards: CardMap }) {
  const t = useTranslations("builder");
  return (
    <section aria-labelledby="summary-heading" className="space-y-2 rounded border border-stone-300 bg-white p-3">
      <h2 id="summary-heading" className="font-semibold">
        {t("rulesCheck")}
      </h2>
      {problems.length > 0 ? (
        <p className="text-sm text-red-800">{t("unreadableShown")}</p>
      ) : !validation ? (
        <p className="text-sm text-stone-600">{t("checking")}</p>
      ) : validation.errors.length === 0 && validation.warnings.length === 0 ? (
        <p className="text-sm text-green-800">{t("noIssues")}</p>
      ) : (
        <>
          <p className="text-sm text-stone-700">{t("issueCount", { errors: validation.errors.length, warnings: validation.warnings.length })}</p>
          <IssueList issues={leveled(validation.errors, validation.warnings)} cards={cards} />
        </>
      )}
    </section>
  );
}
