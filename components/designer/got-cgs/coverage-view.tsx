"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { type CardCoverage, designCopies, MAX_DESIGN_COPIES, type Players } from "@/lib/games/got-cgs/card-coverage";

const count = (p: Players) => (p === null ? -1 : p);

/** What the card does to the era deck of its set: the adventures it needs or helps to cover, counted over `copies` copies of each card. */
export function CoverageView({ coverage, copies, onCopies }: { coverage: CardCoverage; copies: number; onCopies(copies: number): void }) {
  const t = useTranslations("designer-got");
  const headingId = useId();
  const copiesId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-lg border border-stone-300 bg-white p-3 text-sm" data-testid="got-coverage">
      <h3 id={headingId} className="font-semibold">
        {t("coverage.heading")}
      </h3>
      <div className="flex items-center gap-2">
        <label htmlFor={copiesId}>{t("coverage.copies")}</label>
        <input
          id={copiesId}
          type="number"
          min={1}
          max={MAX_DESIGN_COPIES}
          value={copies}
          onChange={(e) => onCopies(designCopies(Number(e.target.value)))}
          className="w-16 rounded border border-stone-400 px-2 py-1"
        />
      </div>
      {coverage.kind === "unknown" && <p>{t("coverage.unknown")}</p>}
      {coverage.kind === "adventure" && (
        <>
          <p>{t("coverage.adventurePlayers", { players: count(coverage.players) })}</p>
          {coverage.competitive && coverage.roleplay && <p className="text-stone-600">{t("coverage.competitive", { roleplay: coverage.roleplay })}</p>}
          {coverage.costs.length === 0 ? (
            <p>{t("coverage.noCosts")}</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5">
              {coverage.costs.map((c) => (
                <li key={c.name}>
                  {t("coverage.cost", { name: c.name, required: c.required, players: count(c.players) })}
                  {" · "}
                  {c.supports.length > 0 ? t("coverage.bringers", { cards: c.supports.map((s) => s.name).join(", ") }) : t("coverage.noBringer")}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {coverage.kind === "support" && (
        <>
          <p>
            {Object.keys(coverage.resources).length > 0
              ? t("coverage.brings", {
                  resources: Object.entries(coverage.resources)
                    .map(([n, v]) => `${n} ${v}`)
                    .join(", "),
                })
              : t("coverage.bringsNothing")}
          </p>
          {coverage.gold ? (
            <p>{t("coverage.gold")}</p>
          ) : coverage.adventures.length === 0 ? (
            <p>{t("coverage.helpsNone")}</p>
          ) : (
            <>
              <h4 className="font-medium">{t("coverage.helps")}</h4>
              <ul className="list-disc space-y-1 pl-5">
                {coverage.adventures.map((a) => (
                  <li key={a.code}>
                    {t("coverage.help", { name: a.name, costs: a.costs.join(", ") })}
                    {" · "}
                    {a.playable ? t("coverage.withWithout", { with: count(a.playersWith), without: count(a.playersWithout) }) : t("coverage.kept")}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <p className="text-xs text-stone-600">{t("coverage.basis", { copies })}</p>
    </section>
  );
}
