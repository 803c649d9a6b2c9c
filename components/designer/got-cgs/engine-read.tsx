"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useId } from "react";
import type { CardSummary } from "@/lib/games/got-cgs/design/card-summary";

/** "name value" pairs of a category, or "none". */
function Amounts({ label, values }: { label: string; values: Record<string, number> }) {
  const t = useTranslations("designer-got");
  const entries = Object.entries(values);
  return (
    <>
      <dt className="text-stone-600">{label}</dt>
      <dd>{entries.length === 0 ? <span className="text-stone-500">{t("read.nothing")}</span> : entries.map(([n, v]) => `${n} ${v}`).join(", ")}</dd>
    </>
  );
}

/** What the engine read from the attributes: the structured view beside the text. */
/** A titled panel beside the card (its heading names it). */
function Panel({ heading, spacing, testId, children }: { heading: string; spacing: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${spacing} rounded-lg border border-stone-300 bg-white p-3 text-sm`} data-testid={testId}>
      <h3 id={id} className="font-semibold">
        {heading}
      </h3>
      {children}
    </section>
  );
}

export function EngineRead({ summary }: { summary: CardSummary }) {
  const t = useTranslations("designer-got");
  const unset = <span className="text-stone-500">{t("read.unset")}</span>;
  const { costs } = summary;
  return (
    <Panel heading={t("read.heading")} spacing="space-y-2" testId="got-engine-read">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-stone-600">{t("read.type")}</dt>
        <dd data-testid="got-read-type">{summary.type ?? unset}</dd>
        <dt className="text-stone-600">{t("read.subtype")}</dt>
        <dd>{summary.subtype ?? unset}</dd>
        {(summary.type === "Adventure" || summary.roleplay) && (
          <>
            <dt className="text-stone-600">{t("read.roleplay")}</dt>
            <dd data-testid="got-read-roleplay">{summary.roleplay ?? unset}</dd>
            <dt className="text-stone-600">{t("read.level")}</dt>
            <dd>{summary.level ?? unset}</dd>
          </>
        )}
        {summary.globals.length > 0 && (
          <>
            <dt className="text-stone-600">{t("read.globals")}</dt>
            <dd>{summary.globals.map((g) => `${g.name} ${g.value}`).join(", ")}</dd>
          </>
        )}
      </dl>
      <h4 className="font-medium">{t("read.costs")}</h4>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" data-testid="got-read-costs">
        {summary.type !== "Adventure" && <Amounts label={t("read.adventureCosts")} values={costs.adventureCosts} />}
        <Amounts label={t("read.adventureCommonCosts")} values={costs.adventureCommonCosts} />
        <Amounts label={t("read.eraCosts")} values={costs.eraCosts} />
      </dl>
      <h4 className="font-medium">{t("read.resources")}</h4>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" data-testid="got-read-resources">
        <Amounts label={t("read.adventureResources")} values={costs.adventureResources} />
        <Amounts label={t("read.eraResources")} values={costs.eraResources} />
        {summary.feats.length > 0 && (
          <>
            <dt className="text-stone-600">{t("read.feats")}</dt>
            <dd>{summary.feats.map((f) => `${f.name} ${f.value}`).join(", ")}</dd>
          </>
        )}
      </dl>
      {summary.conditions.length > 0 && (
        <>
          <h4 className="font-medium">{t("read.conditions")}</h4>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {summary.conditions.map((c) => (
              <div key={c.category} className="contents">
                <dt className="text-stone-600">{c.category}</dt>
                <dd className="font-mono text-xs">
                  {c.lines.map((l, i) => (
                    // Conditions are listed in the card's order; the place is their identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the same condition may be written twice (a duplicate the engine reports)
                    <div key={i}>{l}</div>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Panel>
  );
}

/** What the identifier says, checked against the set ("Definitions ▶ Identifier", "▶ Identification number"). */
export function IdentifierCheck({ summary }: { summary: CardSummary }) {
  const t = useTranslations("designer-got");
  const id = summary.identifier;
  return (
    <Panel heading={t("identifier.heading")} spacing="space-y-1" testId="got-identifier">
      <ul className="space-y-1">
        <li>{summary.gold ? t("identifier.gold") : t("identifier.silver")}</li>
        <li>{id.number === undefined ? t("identifier.noNumber") : t("identifier.number", { number: id.number })}</li>
        {id.hnp && <li>{t("identifier.hnp")}</li>}
        {id.sameAs.length > 0 && (
          <li className="text-amber-900">{t("identifier.sameAs", { cards: id.sameAs.map((c) => `${c.name} (${c.code})`).join(", ") })}</li>
        )}
        {id.goldUnclaimable && <li className="text-amber-900">{t("identifier.goldUnclaimable")}</li>}
      </ul>
    </Panel>
  );
}
