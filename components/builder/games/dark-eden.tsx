"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { DECK_DESIGN } from "@/lib/games/dark-eden/setting-up";
import { AFFILIATIONS } from "@/lib/games/dark-eden/card";
import type { CardInfo, DraftLine } from "@/lib/decks/builder";
import type { CardMap } from "../draft";
import { NOUNS } from "../nouns";
import type { GameLayout, LayoutProps } from "../layout";
import { ChoiceSelect, Figure, IssueList } from "../ui";

/**
 * The chart library loads only when a chart is shown. Without network before it came (editing
 * offline, docs/offline.md), the table beside each chart carries its numbers alone.
 */
const StackedBars = dynamic(() => import("@/components/charts/bar-chart").catch(() => ({ default: NoChart })), {
  ssr: false,
  loading: () => <div className="h-44 w-full" />,
});

function NoChart(_: { data: Record<string, number | string>[]; bars: { key: string; label: string; color: string }[] }) {
  return <div className="h-44 w-full" />;
}

/** Dark Eden: a commander beside the deck, 60+ cards of establishments, warriors by class, intrigue. */

/** The resource icons, by stats key (their names: builder.darkEden.resources). */
const RESOURCES = ["gold", "food", "rawMaterials", "fuel"] as const;

/** "DESIGNING A DECK": at least 60 cards, the Commander beside them. */
const MINIMUM = DECK_DESIGN.minimumCards;

const typeOf = (card: CardInfo | undefined) => card?.type ?? "";
const field = (card: CardInfo | undefined, key: string) => card?.data[key];

function playDeckSize(lines: readonly DraftLine[], cards: CardMap): number {
  return lines.filter((l) => typeOf(cards[l.code]) !== "commander").reduce((n, l) => n + l.quantity, 0);
}

function Panel(p: LayoutProps) {
  const t = useTranslations("builder.darkEden");
  const commanderIssues = p.issuesWithCodes(["DE_NO_COMMANDER", "DE_NOT_A_COMMANDER", "DE_UNKNOWN_MODE"]);
  const stats = p.validation?.game === "dark-eden" ? p.validation.stats : undefined;
  const provided: Partial<Record<string, number>> = stats?.provided ?? {};
  const required: Partial<Record<string, number>> = stats?.required ?? {};
  const commander: Partial<Record<string, number>> = stats?.commanderProvides ?? {};
  const size = playDeckSize(p.lines, p.cards);
  // The select shows the chosen commander however the list wrote it (by name in any language, or by code).
  const written = p.headers.commander ?? "";
  const chosen = stats?.commander ? p.cards[stats.commander]?.ref : undefined;
  const commanderValue = p.setup.choices.commander?.some((c) => c.value === written) ? written : (chosen ?? written);
  const commanderName = p.setup.choices.commander?.find((c) => c.value === commanderValue)?.label ?? commanderValue;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        {p.editable ? (
          <>
            <ChoiceSelect
              id="de-commander"
              label={t("commander")}
              value={commanderValue}
              choices={p.setup.choices.commander ?? []}
              none={t("chooseCommander")}
              onChange={(v) => p.setHeader("commander", v)}
              describedBy={commanderIssues.length ? "de-commander-issues" : undefined}
            />
            <ChoiceSelect
              id="de-mode"
              label={t("mode")}
              value={p.headers.mode ?? "standard"}
              choices={p.setup.choices.mode ?? []}
              onChange={(v) => p.setHeader("mode", v === "standard" ? null : v)}
            />
          </>
        ) : (
          <dl className="flex flex-wrap gap-3">
            <Figure label={t("commander")} value={commanderName || t("none")} />
            <Figure label={t("mode")} value={p.headers.mode ?? "standard"} />
          </dl>
        )}
        <dl className="flex flex-wrap gap-3">
          <Figure label={t("playDeck")} value={`${size} / ${MINIMUM}`} testId="deck-size" />
        </dl>
      </div>
      <div id="de-commander-issues">
        <IssueList issues={commanderIssues} compact />
      </div>
      <table className="w-full max-w-md text-sm">
        <caption className="text-left font-semibold">{t("resourceIcons")}</caption>
        <thead>
          <tr className="text-left text-stone-600">
            <th scope="col">{t("resource")}</th>
            <th scope="col" className="text-blue-800">
              {t("provided")}
            </th>
            <th scope="col" className="text-red-800">
              {t("required")}
            </th>
          </tr>
        </thead>
        <tbody>
          {RESOURCES.map((key) => {
            const blue = (provided[key] ?? 0) + (commander[key] ?? 0);
            const red = required[key] ?? 0;
            return (
              <tr key={key} data-resource={key}>
                <th scope="row" className="text-left font-normal">
                  {t(`resources.${key}`)}
                </th>
                <td className="font-semibold text-blue-800 tabular-nums">
                  {blue}
                  {commander[key] ? <span className="text-xs font-normal text-stone-600"> {t("fromCommander", { count: commander[key] ?? 0 })}</span> : null}
                </td>
                <td className={`font-semibold tabular-nums ${red > blue ? "text-red-700 underline" : "text-red-800"}`}>
                  {red}
                  {red > blue ? <span className="text-xs font-normal"> {t("moreRequired")}</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Chart({ title, data, bars }: { title: string; data: Record<string, number | string>[]; bars: { key: string; label: string; color: string }[] }) {
  const t = useTranslations("builder.darkEden");
  const empty = data.length === 0;
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      {empty ? (
        <p className="text-sm text-stone-600">{t("noChart")}</p>
      ) : (
        <>
          <StackedBars data={data} bars={bars} />
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t("value")}</th>
                {bars.map((b) => (
                  <th key={b.key} scope="col">
                    {b.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={String(row.x)}>
                  <th scope="row">{row.x}</th>
                  {bars.map((b) => (
                    <td key={b.key}>{row[b.key] ?? 0}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}

function sortedRows(series: Record<string, Record<string, number>>): Record<string, number | string>[] {
  const keys = [...new Set(Object.values(series).flatMap((s) => Object.keys(s)))].sort((a, b) => Number(a) - Number(b));
  return keys.map((k) => ({ x: k, ...Object.fromEntries(Object.entries(series).map(([name, s]) => [name, s[k] ?? 0])) }));
}

function Extras(p: LayoutProps) {
  const t = useTranslations("builder.darkEden");
  const stats = p.validation?.game === "dark-eden" ? p.validation.stats : undefined;
  const cv = stats?.cvDistribution;
  const cvRows = sortedRows({ warrior: cv?.warrior ?? {}, establishment: cv?.establishment ?? {} });
  const costRows = sortedRows({ cards: stats?.initialCostDistribution ?? {} });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Chart
        title={t("cvChart")}
        data={cvRows}
        bars={[
          { key: "warrior", label: t("warriors"), color: "#7c2d12" },
          { key: "establishment", label: t("establishments"), color: "#57534e" },
        ]}
      />
      <Chart title={t("costChart")} data={costRows} bars={[{ key: "cards", label: t("cards"), color: "#1d4ed8" }]} />
      {stats && <p className="sr-only">{t("playDeckOf", { count: stats.deckSize })}</p>}
    </div>
  );
}

export const darkEdenLayout: GameLayout = {
  noun: NOUNS["dark-eden"],
  sectionFor: () => "main",
  Panel,
  Extras,
  groups(lines, cards, t) {
    const of = (test: (c: CardInfo | undefined) => boolean) => lines.filter((l) => test(cards[l.code]));
    const warriors = (cls: string) => of((c) => typeOf(c) === "warrior" && (field(c, "warriorClass") ?? "infantry") === cls);
    const known = ["establishment", "warrior", "intrigue", "enhancement", "commander"];
    return [
      { key: "establishment", title: t("builder.darkEden.groups.establishment"), lines: of((c) => typeOf(c) === "establishment") },
      { key: "infantry", title: t("builder.darkEden.groups.infantry"), lines: warriors("infantry") },
      { key: "cavalry", title: t("builder.darkEden.groups.cavalry"), lines: warriors("cavalry") },
      { key: "vehicle", title: t("builder.darkEden.groups.vehicle"), lines: warriors("vehicle") },
      { key: "intrigue", title: t("builder.darkEden.groups.intrigue"), lines: of((c) => typeOf(c) === "intrigue") },
      { key: "enhancement", title: t("builder.darkEden.groups.enhancement"), lines: of((c) => typeOf(c) === "enhancement") },
      {
        key: "commander",
        title: t("builder.darkEden.groups.commander"),
        lines: of((c) => typeOf(c) === "commander"),
        note: t("builder.darkEden.groups.commanderNote"),
      },
      { key: "other", title: t("builder.darkEden.groups.other"), lines: of((c) => !known.includes(typeOf(c))) },
    ];
  },
  counter: (lines, cards, _headers, t) => t("builder.darkEden.counter", { size: playDeckSize(lines, cards), min: MINIMUM }),
  searchAction: (card, t) => (card.type === "commander" ? { label: t("builder.darkEden.setCommander"), header: "commander" } : null),
  facts(card, t) {
    const parts: string[] = [];
    const cv = field(card, "cv");
    if (typeof cv === "number") parts.push(t("builder.darkEden.cv", { cv }));
    const cost = field(card, "initialCost");
    if (typeof cost === "number") parts.push(t("builder.darkEden.cost", { cost }));
    const aff = field(card, "affiliation");
    if (typeof aff === "string" && aff !== "general")
      parts.push((AFFILIATIONS as readonly string[]).includes(aff) ? t(`builder.darkEden.affiliations.${aff}`) : aff);
    return parts.join(" · ");
  },
};
