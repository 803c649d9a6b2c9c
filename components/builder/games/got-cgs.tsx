"use client";

import { useTranslations } from "next-intl";
import type { CardInfo } from "@/lib/decks/builder";
import type { GameLayout, LayoutProps } from "../layout";
import { NOUNS } from "../nouns";
import { ChoiceSelect, Figure, IssueList } from "../ui";

/** Gardener of Thoughts: one era deck of adventures, supports and gold cards, dealt to the players. */

const gold = (card: CardInfo | undefined) => card?.data.gold === true;

/** How many players could cover a cost (builderGot.coverage.players): none, one, two, or unknown when the search gave up. */
const playersCount = (n: 0 | 1 | 2 | null) => (n === null ? "unknown" : (["none", "one", "two"] as const)[n]);

function Panel(p: LayoutProps) {
  const t = useTranslations("builderGot");
  const stats = p.validation?.game === "got-cgs" ? p.validation.stats : undefined;
  const headerIssues = p.issuesWithCodes([
    "GOT_BAD_PLAYERS",
    "GOT_BAD_BURNOFF",
    "GOT_BAD_PLAYMODE",
    "GOT_BAD_HNP",
    "GOT_EPIC_NO_BURNOFF",
    "GOT_BURNOFF_TOO_LARGE",
    "GOT_NO_ADVENTURE",
  ]);
  return (
    <div className="space-y-3">
      {p.editable ? (
        <div className="flex flex-wrap items-end gap-3">
          <label htmlFor="got-players" className="flex flex-col text-sm">
            <span className="font-medium">{t("players")}</span>
            <input
              id="got-players"
              type="number"
              min={1}
              value={p.headers.players ?? ""}
              onChange={(e) => p.setHeader("players", e.target.value)}
              className="w-20 rounded border border-stone-400 px-2 py-1"
            />
          </label>
          <label htmlFor="got-burnoff" className="flex flex-col text-sm">
            <span className="font-medium">{t("burnoffInput")}</span>
            <input
              id="got-burnoff"
              type="text"
              inputMode="decimal"
              placeholder="0"
              value={p.headers.burnoff ?? ""}
              onChange={(e) => p.setHeader("burnoff", e.target.value)}
              className="w-28 rounded border border-stone-400 px-2 py-1"
            />
          </label>
          <ChoiceSelect
            id="got-playmode"
            label={t("playmode")}
            value={p.headers.playmode ?? "pap"}
            choices={(p.setup.choices.playmode ?? []).map((c) => ({ ...c, label: c.value === "epic" ? t("playmodes.epic") : t("playmodes.pap") }))}
            onChange={(v) => p.setHeader("playmode", v === "pap" ? null : v)}
          />
          <label htmlFor="got-hnp" className="flex items-center gap-2 pb-1 text-sm">
            <input
              id="got-hnp"
              type="checkbox"
              checked={(p.headers.hnp ?? "").toLowerCase() === "yes"}
              onChange={(e) => p.setHeader("hnp", e.target.checked ? "yes" : null)}
            />
            <span className="font-medium">{t("hnpInput")}</span>
          </label>
        </div>
      ) : (
        <dl className="flex flex-wrap gap-3">
          <Figure label={t("players")} value={p.headers.players ?? "—"} />
          <Figure label={t("burnoff")} value={p.headers.burnoff ?? "0"} />
          <Figure label={t("playmode")} value={p.headers.playmode ?? "pap"} />
          <Figure label={t("hnp")} value={p.headers.hnp ?? "no"} />
        </dl>
      )}
      <dl className="flex flex-wrap gap-3">
        <Figure label={t("adventures")} value={stats?.adventures ?? "—"} />
        <Figure label={t("supports")} value={stats?.supports ?? "—"} />
        <Figure label={t("goldCards")} value={stats?.gold ?? "—"} />
        <Figure label={t("eraDeck")} value={stats?.eraDeckSize ?? "—"} testId="deck-size" />
        <Figure label={t("burntOff")} value={stats?.burnoff ?? "—"} />
        <Figure label={t("cardsPerPlayer")} value={stats?.cardsPerPlayer ?? "—"} />
      </dl>
      <IssueList issues={headerIssues} compact />
    </div>
  );
}

function Extras(p: LayoutProps) {
  const t = useTranslations("builderGot");
  const stats = p.validation?.game === "got-cgs" ? p.validation.stats : undefined;
  const coverage = stats?.adventureCoverage ?? [];
  if (coverage.length === 0) return null;
  return (
    <section aria-labelledby="got-coverage" className="space-y-2">
      <h3 id="got-coverage" className="font-semibold">
        {t("coverage.heading")}
      </h3>
      <p className="text-sm text-stone-600">{t("coverage.intro")}</p>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-stone-600">
            <th scope="col">{t("coverage.adventure")}</th>
            <th scope="col">{t("coverage.allCosts")}</th>
            <th scope="col">{t("coverage.eachCost")}</th>
          </tr>
        </thead>
        <tbody>
          {coverage.map((a) => (
            <tr key={a.code} data-adventure={a.code} className="border-t border-stone-200 align-top">
              <th scope="row" className="py-1 text-left font-medium">
                {a.name}
                {a.roleplay && <span className="block text-xs font-normal text-stone-600">{a.roleplay}</span>}
              </th>
              <td className={a.players !== null && a.players < 2 ? "text-amber-900" : ""}>{t("coverage.players", { players: playersCount(a.players) })}</td>
              <td>
                <ul>
                  {a.costs.map((c) => (
                    <li key={c.name}>{t("coverage.cost", { name: c.name, required: c.required, players: playersCount(c.players) })}</li>
                  ))}
                  {a.costs.length === 0 && <li className="text-stone-600">{t("coverage.noCosts")}</li>}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export const gotCgsLayout: GameLayout = {
  noun: NOUNS["got-cgs"],
  sectionFor: () => "main",
  Panel,
  Extras,
  groups(lines, cards, t) {
    const of = (test: (c: CardInfo | undefined) => boolean) => lines.filter((l) => test(cards[l.code]));
    return [
      { key: "adventures", title: t("builderGot.groups.adventures"), lines: of((c) => !gold(c) && c?.type === "adventure") },
      { key: "supports", title: t("builderGot.groups.supports"), lines: of((c) => !gold(c) && c?.type === "support") },
      { key: "gold", title: t("builderGot.groups.gold"), lines: of((c) => gold(c)) },
      {
        key: "unknown",
        title: t("builderGot.groups.unknown"),
        lines: of((c) => !gold(c) && c?.type !== "adventure" && c?.type !== "support"),
        note: t("builderGot.groups.unknownNote"),
      },
    ];
  },
  counter: (lines, _cards, _headers, t) => t("builderGot.counter", { count: lines.reduce((n, l) => n + l.quantity, 0) }),
  facts(card, t) {
    const parts: string[] = [];
    if (typeof card.data.identifier === "string") parts.push(card.data.identifier);
    if (gold(card)) parts.push(t("builderGot.gold"));
    return parts.join(" · ");
  },
};
