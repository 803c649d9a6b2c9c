"use client";

import { isEnergyCrystal, MEDIUM_ENERGY_CRYSTAL, SMALL_ENERGY_CRYSTAL } from "@/lib/games/battle-for-eden/common-cards";
import { STARTING_DECK } from "@/lib/games/battle-for-eden/starting-deck";
import type { CardInfo } from "@/lib/services/builder";
import { countOf } from "../draft";
import type { GameLayout, LayoutProps } from "../layout";
import { NOUNS } from "../nouns";
import { ChoiceSelect, Figure, IssueList } from "../ui";

/** Battle for Eden: a civilization, its starting deck, and its World (the civilization's units by cost). */

const crystal = (card: CardInfo | undefined) =>
  card !== undefined && isEnergyCrystal({ code: card.code, energy: typeof card.data.energy === "number" ? card.data.energy : undefined });
const isCostOneUnit = (card: CardInfo | undefined) => card?.type === "unit" && card.data.cost === 1;

function Panel(p: LayoutProps) {
  const stats = p.validation?.game === "battle-for-eden" ? p.validation.stats : undefined;
  const civ = stats?.civilization;
  const choices = p.setup.choices.civilization ?? [];
  const written = p.headers.civilization ?? "";
  const value = choices.some((c) => c.value === written) ? written : (civ?.code ?? written);
  const issues = p.issuesWithCodes(["BFE_NO_CIVILIZATION", "BFE_UNKNOWN_CIVILIZATION"]);
  const small = countOf(p.lines, SMALL_ENERGY_CRYSTAL);
  const medium = countOf(p.lines, MEDIUM_ENERGY_CRYSTAL);
  const units = p.lines.filter((l) => isCostOneUnit(p.cards[l.code])).reduce((n, l) => n + l.quantity, 0);
  const rows = [
    { label: "Small Energy Crystal", have: small, want: STARTING_DECK.smallCrystals },
    { label: "Medium Energy Crystal", have: medium, want: STARTING_DECK.mediumCrystals },
    { label: "Cost-1 units of the civilization", have: units, want: STARTING_DECK.costOneUnits },
  ];
  return (
    <div className="space-y-3">
      {p.editable ? (
        choices.length > 0 ? (
          <ChoiceSelect
            id="bfe-civilization"
            label="Civilization"
            value={value}
            choices={choices}
            none="— choose a civilization —"
            onChange={(v) => p.setHeader("civilization", v)}
          />
        ) : (
          <label htmlFor="bfe-civilization" className="flex flex-col text-sm">
            <span className="font-medium">Civilization</span>
            <input
              id="bfe-civilization"
              value={written}
              onChange={(e) => p.setHeader("civilization", e.target.value)}
              className="w-56 rounded border border-stone-400 px-2 py-1"
              aria-describedby="bfe-civ-hint"
            />
            <span id="bfe-civ-hint" className="text-xs text-stone-600">
              The catalog holds no civilization yet: import its World first, or type its code.
            </span>
          </label>
        )
      ) : (
        <dl className="flex flex-wrap gap-3">
          <Figure label="Civilization" value={civ?.name ?? (written || "none")} />
        </dl>
      )}
      <IssueList issues={issues} compact />
      <table className="text-sm">
        <caption className="text-left font-semibold">Starting deck</caption>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row" className="pr-4 text-left font-normal">
                {r.label}
              </th>
              <td className={`tabular-nums ${r.have === r.want ? "text-green-800" : "text-red-800"}`}>
                {r.have} / {r.want}
                <span className="sr-only">{r.have === r.want ? " (right)" : " (not right)"}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Extras(p: LayoutProps) {
  const stats = p.validation?.game === "battle-for-eden" ? p.validation.stats : undefined;
  const world = stats?.world ?? [];
  const civ = stats?.civilization;
  if (!civ) return null;
  return (
    <section aria-labelledby="bfe-world" className="space-y-2">
      <h3 id="bfe-world" className="font-semibold">
        The World of {civ.name}
      </h3>
      {world.length === 0 && <p className="text-sm text-stone-600">The catalog holds no unit of this civilization yet.</p>}
      {world.map((page) => (
        <div key={String(page.cost)}>
          <h4 className="text-sm font-medium">{page.cost === null ? "Cost unknown" : `Cost ${page.cost}`}</h4>
          <ul className="flex flex-wrap gap-2">
            {page.units.map((u) => (
              <li key={u.code} className="flex items-center gap-1 rounded border border-stone-300 px-2 py-0.5 text-sm">
                {u.name}
                {u.strength !== undefined && <span className="text-xs text-stone-600">strength {u.strength}</span>}
                {p.editable && page.cost === 1 && (
                  <button
                    type="button"
                    aria-label={`Add ${u.name} to the starting deck`}
                    onClick={() => p.change(p.cards[u.code] ?? { code: u.code, name: u.name, type: "unit", data: { cost: 1 }, ref: `[${u.code}]` }, 1)}
                    className="h-6 w-6 rounded border border-stone-400 bg-white font-bold"
                  >
                    +
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

export const battleForEdenLayout: GameLayout = {
  noun: NOUNS["battle-for-eden"],
  sectionFor: () => "main",
  Panel,
  Extras,
  groups(lines, cards) {
    const of = (test: (c: CardInfo | undefined) => boolean) => lines.filter((l) => test(cards[l.code]));
    return [
      { key: "crystals", title: "Energy crystals", lines: of(crystal) },
      { key: "units", title: "Units", lines: of((c) => c?.type === "unit") },
      {
        key: "other",
        title: "Other cards",
        lines: of((c) => c?.type !== "unit" && !crystal(c)),
        note: "A starting deck holds crystals and cost-1 units only.",
      },
    ];
  },
  counter: (lines) =>
    `${lines.reduce((n, l) => n + l.quantity, 0)} / ${STARTING_DECK.smallCrystals + STARTING_DECK.mediumCrystals + STARTING_DECK.costOneUnits} cards`,
  facts(card) {
    const parts: string[] = [];
    if (typeof card.data.cost === "number") parts.push(`cost ${card.data.cost}`);
    if (typeof card.data.strength === "number") parts.push(`strength ${card.data.strength}`);
    if (typeof card.data.civilization === "string") parts.push(card.data.civilization);
    return parts.join(" · ");
  },
};
