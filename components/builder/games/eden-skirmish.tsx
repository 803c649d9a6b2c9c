"use client";

import { useLocale, useTranslations } from "next-intl";
import { DEFAULT_BUDGET, parseBudgetHeader } from "@/lib/games/eden-skirmish/budget-header";
import type { CardInfo, DraftLine } from "@/lib/decks/builder";
import { localName } from "../card-name";
import type { CardMap } from "../draft";
import { NOUNS } from "../nouns";
import type { GameLayout, LayoutProps } from "../layout";
import { ChoiceSelect, Figure, IssueList } from "../ui";

/** EDEN: a faction or stigma warband of combatants within a points budget, a leader, missions and tactics. */

const kindOf = (card: CardInfo | undefined) => card?.type ?? "";
const pointsOf = (card: CardInfo | undefined) => (typeof card?.data.value === "number" ? card.data.value : 0);

/** The `budget` header as the rules read it (lib/games/eden-skirmish/budget-header.ts): null when it does not read. */
export function budgetOf(headers: Record<string, string>): number | null {
  const budget = parseBudgetHeader(headers.budget ?? "");
  return budget.ok ? budget.budget : null;
}

const combatantLines = (lines: readonly DraftLine[], cards: CardMap) => lines.filter((l) => l.section === "main" && kindOf(cards[l.code]) === "combatant");

/** The warband's points: the combatants' known values (the server check reports an unknown one, EDEN_UNKNOWN_VALUE). */
export function warbandPoints(lines: readonly DraftLine[], cards: CardMap): number {
  return combatantLines(lines, cards).reduce((n, l) => n + pointsOf(cards[l.code]) * l.quantity, 0);
}

function Panel(p: LayoutProps) {
  const t = useTranslations("builder.edenSkirmish");
  const locale = useLocale();
  const stats = p.validation?.game === "eden-skirmish" ? p.validation.stats : undefined;
  const budget = budgetOf(p.headers);
  const points = warbandPoints(p.lines, p.cards);
  const over = budget !== null && points > budget;
  const warbandStat = stats?.warband;
  const written = p.headers.warband ?? "";
  const choices = p.setup.choices.warband ?? [];
  const warbandValue = choices.some((c) => c.value === written) ? written : warbandStat ? `${warbandStat.type} ${warbandStat.slug}` : written;
  const warbandLabel = choices.find((c) => c.value === warbandValue);
  const leaders = combatantLines(p.lines, p.cards).map((l) => ({
    value: p.cards[l.code]?.ref ?? `[${l.code}]`,
    label: p.cards[l.code] ? localName(p.cards[l.code], locale) : l.code,
  }));
  const leaderWritten = p.headers.leader ?? "";
  const leaderCode = stats?.leader ?? null;
  const leaderValue = leaders.some((c) => c.value === leaderWritten)
    ? leaderWritten
    : leaderCode && p.cards[leaderCode]
      ? p.cards[leaderCode].ref
      : leaderWritten;
  const headerIssues = p.issuesWithCodes(["EDEN_NO_WARBAND_TYPE", "EDEN_BAD_BUDGET", "EDEN_BUDGET_HIGH", "EDEN_LEADER_NOT_IN_WARBAND"]);
  const overIssues = p.issuesWithCodes(["EDEN_OVER_BUDGET"]);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        {p.editable ? (
          <>
            <ChoiceSelect
              id="eden-warband"
              label={t("warband")}
              value={warbandValue}
              choices={choices}
              none={t("chooseWarband")}
              onChange={(v) => p.setHeader("warband", v)}
            />
            <label htmlFor="eden-budget" className="flex flex-col text-sm">
              <span className="font-medium">{t("budget")}</span>
              <input
                id="eden-budget"
                type="number"
                min={1}
                step={5}
                value={p.headers.budget ?? String(DEFAULT_BUDGET)}
                onChange={(e) => p.setHeader("budget", e.target.value === String(DEFAULT_BUDGET) ? null : e.target.value)}
                className="w-24 rounded border border-stone-400 px-2 py-1"
              />
            </label>
            <ChoiceSelect
              id="eden-leader"
              label={t("leader")}
              value={leaderValue}
              choices={leaders}
              none={t("noLeader")}
              onChange={(v) => p.setHeader("leader", v)}
            />
          </>
        ) : (
          <dl className="flex flex-wrap gap-3">
            <Figure label={t("warband")} value={warbandLabel ? `${warbandLabel.group}: ${warbandLabel.label}` : written || t("none")} />
            <Figure label={t("leader")} value={leaders.find((l) => l.value === leaderValue)?.label ?? (leaderWritten || t("none"))} />
          </dl>
        )}
      </div>
      <div className="max-w-md space-y-1">
        <label htmlFor="eden-points" className="flex items-baseline justify-between text-sm font-medium">
          <span>{t("points")}</span>
          <span data-testid="points-meter" className={`tabular-nums ${over ? "text-red-700" : ""}`}>
            {points} / {budget ?? "?"}
          </span>
        </label>
        <meter
          id="eden-points"
          className="h-4 w-full"
          min={0}
          max={budget ?? Math.max(points, 1)}
          value={points}
          high={budget ?? undefined}
          optimum={0}
          aria-valuetext={budget === null ? t("pointsOfUnreadable", { points }) : t("pointsOf", { points, budget })}
        >
          {points} / {budget ?? "?"}
        </meter>
        {over && <p className="text-sm text-red-700">{t("overBy", { count: points - (budget ?? 0) })}</p>}
        <IssueList issues={overIssues} compact />
      </div>
      <dl className="flex flex-wrap gap-3">
        <Figure label={t("combatants")} value={stats?.combatants ?? combatantLines(p.lines, p.cards).length} />
        <Figure label={t("strategyPoints")} value={stats?.strategyPoints ?? t("unknown")} testId="strategy-points" />
        <Figure label={t("tacticHand")} value={stats?.tacticHandSize ?? (leaderValue ? t("unknown") : t("chooseLeader"))} testId="tactic-hand-size" />
      </dl>
      <IssueList issues={headerIssues} compact />
    </div>
  );
}

export const edenSkirmishLayout: GameLayout = {
  noun: NOUNS["eden-skirmish"],
  sectionFor: (card) => (card.type === "mission" ? "missions" : card.type === "tactic" ? "tactics" : "main"),
  Panel,
  groups(lines, cards, t) {
    return [
      { key: "combatants", title: t("builder.edenSkirmish.groups.combatants"), lines: combatantLines(lines, cards) },
      {
        key: "not-recruitable",
        title: t("builder.edenSkirmish.groups.notRecruitable"),
        lines: lines.filter((l) => l.section === "main" && kindOf(cards[l.code]) !== "combatant"),
        note: t("builder.edenSkirmish.groups.notRecruitableNote"),
      },
      { key: "missions", title: t("builder.edenSkirmish.groups.missions"), lines: lines.filter((l) => l.section === "missions") },
      { key: "tactics", title: t("builder.edenSkirmish.groups.tactics"), lines: lines.filter((l) => l.section === "tactics") },
      { key: "other", title: t("builder.edenSkirmish.groups.other"), lines: lines.filter((l) => !["main", "missions", "tactics"].includes(l.section)) },
    ];
  },
  counter(lines, cards, headers, t) {
    return t("builder.edenSkirmish.counter", { points: warbandPoints(lines, cards), budget: budgetOf(headers) ?? "?" });
  },
  refuseAdd(card, lines, cards, headers, t) {
    const kind = kindOf(card);
    if (kind === "npc") return t("builder.edenSkirmish.refuseNpc");
    if (kind === "tactic") {
      const same = lines.some((l) => l.section === "tactics" && cards[l.code]?.name.toLowerCase() === card.name.toLowerCase());
      return same ? t("builder.edenSkirmish.refuseTactic") : null;
    }
    if (kind !== "combatant") return null;
    const name = card.name.toLowerCase();
    if (combatantLines(lines, cards).some((l) => (cards[l.code]?.name ?? l.code).toLowerCase() === name)) return t("builder.edenSkirmish.refuseCombatant");
    const budget = budgetOf(headers);
    if (budget === null) return null;
    const after = warbandPoints(lines, cards) + pointsOf(card);
    return after > budget ? t("builder.edenSkirmish.refuseBudget", { after, budget }) : null;
  },
  facts(card, t) {
    const parts: string[] = [];
    if (typeof card.data.value === "number") parts.push(t("builder.edenSkirmish.pts", { value: card.data.value }));
    if (typeof card.data.faction === "string") parts.push(card.data.faction);
    if (typeof card.data.stigma === "string") parts.push(card.data.stigma);
    if (card.type !== "combatant") parts.push(["mission", "tactic", "npc"].includes(card.type) ? t(`builder.edenSkirmish.kinds.${card.type}`) : card.type);
    return parts.join(" · ");
  },
};
