"use client";

import type { Validation } from "@/lib/games/types";
import type { ListProblem } from "@/lib/services/builder";
import type { CardMap } from "./draft";
import { IssueList, leveled } from "./ui";

/** All findings in one place: the list problems (unreadable text) or the rules' errors and warnings. */
export function ValidationSummary({ validation, problems, cards }: { validation: Validation | null; problems: ListProblem[]; cards: CardMap }) {
  return (
    <section aria-labelledby="summary-heading" className="space-y-2 rounded border border-stone-300 bg-white p-3">
      <h2 id="summary-heading" className="font-semibold">
        Rules check
      </h2>
      {problems.length > 0 ? (
        <p className="text-sm text-red-800">The list text cannot be read (see the list below): the last readable version is shown.</p>
      ) : !validation ? (
        <p className="text-sm text-stone-600">Checking…</p>
      ) : validation.errors.length === 0 && validation.warnings.length === 0 ? (
        <p className="text-sm text-green-800">No errors and no warnings.</p>
      ) : (
        <>
          <p className="text-sm text-stone-700">
            {validation.errors.length} {validation.errors.length === 1 ? "error" : "errors"}, {validation.warnings.length}{" "}
            {validation.warnings.length === 1 ? "warning" : "warnings"}
            {validation.errors.length === 0 ? " (warnings do not make a deck illegal)" : ""}.
          </p>
          <IssueList issues={leveled(validation.errors, validation.warnings)} cards={cards} />
        </>
      )}
    </section>
  );
}
