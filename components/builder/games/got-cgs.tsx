"use client";

import type { CardInfo } from "@/lib/services/builder";
import type { GameLayout, LayoutProps } from "../layout";
import { NOUNS } from "../nouns";
import { ChoiceSelect, Figure, IssueList } from "../ui";

/** Gardener of Thoughts: one era deck of adventures, supports and gold cards, dealt to the players. */

const gold = (card: CardInfo | undefined) => card?.data.gold === true;

const playersText = (n: 0 | 1 | 2 | null) => (n === null ? "unknown (too many combinations)" : n === 0 ? "no player" : n === 1 ? "1 player" : "2 players");

function Panel(p: LayoutProps) {
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
            <span className="font-medium">Players</span>
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
            <span className="font-medium">Burn-off (cards or %)</span>
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
            label="Play mode"
            value={p.headers.playmode ?? "pap"}
            choices={p.setup.choices.playmode ?? []}
            onChange={(v) => p.setHeader("playmode", v === "pap" ? null : v)}
          />
          <label htmlFor="got-hnp" className="flex items-center gap-2 pb-1 text-sm">
            <input
              id="got-hnp"
              type="checkbox"
              checked={(p.headers.hnp ?? "").toLowerCase() === "yes"}
              onChange={(e) => p.setHeader("hnp", e.target.checked ? "yes" : null)}
            />
            <span className="font-medium">Built for a high number of players (HNP)</span>
          </label>
        </div>
      ) : (
        <dl className="flex flex-wrap gap-3">
          <Figure label="Players" value={p.headers.players ?? "—"} />
          <Figure label="Burn-off" value={p.headers.burnoff ?? "0"} />
          <Figure label="Play mode" value={p.headers.playmode ?? "pap"} />
          <Figure label="HNP" value={p.headers.hnp ?? "no"} />
        </dl>
      )}
      <dl className="flex flex-wrap gap-3">
        <Figure label="Adventures" value={stats?.adventures ?? "—"} />
        <Figure label="Supports" value={stats?.supports ?? "—"} />
        <Figure label="Gold cards" value={stats?.gold ?? "—"} />
        <Figure label="Era deck" value={stats?.eraDeckSize ?? "—"} testId="deck-size" />
        <Figure label="Burnt off" value={stats?.burnoff ?? "—"} />
        <Figure label="Cards per player" value={stats?.cardsPerPlayer ?? "—"} />
      </dl>
      <IssueList issues={headerIssues} compact />
    </div>
  );
}

function Extras(p: LayoutProps) {
  const stats = p.validation?.game === "got-cgs" ? p.validation.stats : undefined;
  const coverage = stats?.adventureCoverage ?? [];
  if (coverage.length === 0) return null;
  return (
    <section aria-labelledby="got-coverage" className="space-y-2">
      <h3 id="got-coverage" className="font-semibold">
        Which adventure costs the supports can cover
      </h3>
      <p className="text-sm text-stone-600">How many players (up to 2) could each cover a cost with the era deck&apos;s support cards.</p>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-stone-600">
            <th scope="col">Adventure</th>
            <th scope="col">All costs at once</th>
            <th scope="col">Each cost</th>
          </tr>
        </thead>
        <tbody>
          {coverage.map((a) => (
            <tr key={a.code} data-adventure={a.code} className="border-t border-stone-200 align-top">
              <th scope="row" className="py-1 text-left font-medium">
                {a.name}
                {a.roleplay && <span className="block text-xs font-normal text-stone-600">{a.roleplay}</span>}
              </th>
              <td className={a.players !== null && a.players < 2 ? "text-amber-900" : ""}>{playersText(a.players)}</td>
              <td>
                <ul>
                  {a.costs.map((c) => (
                    <li key={c.name}>
                      {c.name} {c.required}: {playersText(c.players)}
                    </li>
                  ))}
                  {a.costs.length === 0 && <li className="text-stone-600">no costs</li>}
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
  groups(lines, cards) {
    const of = (test: (c: CardInfo | undefined) => boolean) => lines.filter((l) => test(cards[l.code]));
    return [
      { key: "adventures", title: "Adventures", lines: of((c) => !gold(c) && c?.type === "adventure") },
      { key: "supports", title: "Supports", lines: of((c) => !gold(c) && c?.type === "support") },
      { key: "gold", title: "Gold cards", lines: of((c) => gold(c)) },
      {
        key: "unknown",
        title: "Unreadable attributes",
        lines: of((c) => !gold(c) && c?.type !== "adventure" && c?.type !== "support"),
        note: "Their attributes text does not parse: see the errors.",
      },
    ];
  },
  counter: (lines) => `${lines.reduce((n, l) => n + l.quantity, 0)} cards in the era deck`,
  facts(card) {
    const parts: string[] = [];
    if (typeof card.data.identifier === "string") parts.push(card.data.identifier);
    if (gold(card)) parts.push("gold");
    return parts.join(" · ");
  },
};
