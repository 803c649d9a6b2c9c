"use client";

import { useLocale, useTranslations } from "next-intl";
import type { MapComposition } from "@/lib/games/battle-for-eden/map-composition";
import type { Issue } from "@/lib/games/types";
import { findingText, type MapsT } from "./finding-text";

/**
 * The map check's errors and warnings, run live in the browser. Picking an issue draws its
 * tiles thicker on the board; a polite live region announces the counts as they change.
 */
export function CheckPanel({
  errors,
  warnings,
  composition,
  picked,
  onPick,
}: {
  errors: Issue[];
  warnings: Issue[];
  /** The check's land-tile count, which the composition finding is told from. */
  composition: MapComposition | null;
  picked: number | null;
  onPick(index: number | null): void;
}) {
  const t = useTranslations("maps.check");
  const maps = useTranslations("maps") as unknown as MapsT;
  const locale = useLocale();
  const text = (i: Issue) => findingText(i, maps, locale, composition);
  const all = [
    ...errors.map((i) => ({ ...i, level: "error" as const, text: text(i) })),
    ...warnings.map((i) => ({ ...i, level: "warning" as const, text: text(i) })),
  ];
  const summary = errors.length === 0 ? t("legal", { warnings: warnings.length }) : t("notLegal", { errors: errors.length, warnings: warnings.length });
  return (
    <section aria-labelledby="map-check-title" className="space-y-2">
      <h2 id="map-check-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p role="status" aria-live="polite" data-testid="map-check-summary" className={`font-semibold ${errors.length ? "text-red-800" : "text-green-800"}`}>
        {summary}
      </p>
      {all.length > 0 && (
        <ul className="space-y-1 text-sm" data-testid="map-issues">
          {all.map((issue, i) => (
            <li key={`${issue.level}:${issue.code}:${issue.message}`} data-code={issue.code} data-level={issue.level}>
              <button
                type="button"
                aria-pressed={picked === i}
                onClick={() => onPick(picked === i ? null : i)}
                className={`min-h-8 w-full rounded border px-2 py-1 text-left ${issue.level === "error" ? "border-red-300 bg-red-50" : "border-amber-300 bg-amber-50"} ${picked === i ? "ring-2 ring-stone-900" : ""}`}
              >
                <span className="font-mono text-xs">{issue.code}</span>{" "}
                <span className="sr-only">({issue.level === "error" ? t("levels.error") : t("levels.warning")})</span>
                {issue.text}
                {issue.cards.length > 0 && <span className="block text-xs text-stone-600">{t("tiles", { tiles: issue.cards.join("; ") })}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
