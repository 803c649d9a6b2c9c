"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Choice } from "./set-diff";
import type { Conflict } from "./use-set-designer";

/**
 * After a 409: the set was saved elsewhere meanwhile. Each card that differs between my
 * version and theirs, with the fields each side changed; keep mine or take theirs per card,
 * then save on their version.
 */
export function MergeView({ conflict, onMerge, busy }: { conflict: Conflict; onMerge: (choices: Record<string, Choice>) => void; busy: boolean }) {
  const t = useTranslations("designer");
  const [choices, setChoices] = useState<Record<string, Choice>>(() => Object.fromEntries(conflict.rows.map((r) => [r.conflict.code, r.suggested])));
  const describe = (card: unknown, fields: string[], other: unknown) => {
    if (card === undefined) return t("merge.absent");
    if (other === undefined) return t("merge.only");
    return fields.length > 0 ? t("merge.changed", { fields: fields.join(", ") }) : t("merge.unchanged");
  };
  return (
    <section aria-labelledby="merge-heading" className="space-y-3 rounded border-2 border-amber-600 bg-amber-50 p-3">
      <h2 id="merge-heading" className="text-lg font-semibold">
        {t("merge.heading", { version: conflict.theirs.version })}
      </h2>
      <p className="text-sm">{t("merge.intro", { count: conflict.rows.length })}</p>
      <table className="w-full text-sm">
        <caption className="sr-only">{t("merge.caption")}</caption>
        <thead>
          <tr className="text-left">
            <th scope="col">{t("merge.card")}</th>
            <th scope="col">{t("merge.mine")}</th>
            <th scope="col">{t("merge.theirs")}</th>
            <th scope="col">{t("merge.keep")}</th>
          </tr>
        </thead>
        <tbody>
          {conflict.rows.map(({ conflict: c }) => (
            <tr key={c.code} data-card={c.code} className="border-t border-amber-300 align-top">
              <th scope="row" className="py-1 pr-2 text-left font-mono">
                {String(c.mine?.name ?? c.theirs?.name ?? c.code)}
              </th>
              <td className="py-1 pr-2">{describe(c.mine, c.myFields, c.theirs)}</td>
              <td className="py-1 pr-2">{describe(c.theirs, c.theirFields, c.mine)}</td>
              <td className="py-1">
                <fieldset className="flex gap-3">
                  <legend className="sr-only">{t("merge.keepFor", { code: c.code })}</legend>
                  {(["mine", "theirs"] as const).map((side) => (
                    <label key={side} className="flex items-center gap-1">
                      <input
                        type="radio"
                        name={`merge-${c.code}`}
                        checked={choices[c.code] === side}
                        onChange={() => setChoices((ch) => ({ ...ch, [c.code]: side }))}
                      />
                      {side === "mine" ? t("merge.keepMine") : t("merge.takeTheirs")}
                    </label>
                  ))}
                </fieldset>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        aria-disabled={busy}
        onClick={() => {
          if (!busy) onMerge(choices);
        }}
        className="min-h-8 rounded bg-stone-900 px-3 text-sm font-medium text-white aria-disabled:opacity-60"
      >
        {t("merge.save")}
      </button>
    </section>
  );
}
