"use client";

import { isEnergyCrystal, MEDIUM_ENERGY_CRYSTAL, SMALL_ENERGY_CRYSTAL } from "@/lib/games/battle-for-eden/common-cards";
import { STARTING_DECK } from "@/lib/games/battle-for-eden/starting-deck";
import type { CardInfo } from "@/lib/decks/builder";
import { useTranslations } from "next-intl";
import { countOf } from "../draft";
import type { GameLayout, LayoutProps } from "../layout";
import { NOUNS } from "../nouns";
import { ChoiceSelect, Figure, IssueList } from "../ui";

/** Battle for Eden: a civilization, its starting deck, and its World (the civilization's units by cost). */

const crystal = (card: CardInfo | undefined) =>
  card !== undefined && isEnergyCrystal({ code: card.code, energy: typeof card.data.energy === "number" ? card.data.energy : undefined });
const isCostOneUnit = (card: CardInfo | undefined) => card?.type === "unit" && card.data.cost === 1;

function Panel(p: LayoutProps) {
  const t = useTranslations("builderBfe");
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
    { label: t("smallCrystal"), have: small, want: STARTING_DECK.smallCrystals },
    { label: t("mediumCrystal"), have: medium, want: STARTING_DECK.mediumCrystals },
    { label: t("costOneUnits"), have: units, want: STARTING_DECK.costOneUnits },
  ];
  return (
    <div className="space-y-3">
      {p.editable ? (
        choices.length > 0 ? (
          <ChoiceSelect
            id="bfe-civilization"
            label={t("civilization")}
            value={value}
            choices={choices}
            none={t("chooseCivilization")}
            onChange={(v) => p.setHeader("civilization", v)}
          />
        ) : (
          <label htmlFor="bfe-civilization" className="flex flex-col text-sm">
            <span className="font-medium">{t("civilization")}</span>
            <input
              id="bfe-civilization"
              value={written}
              onChange={(e) => p.setHeader("civilization", e.target.value)}
              className="w-56 rounded border border-stone-400 px-2 py-1"
              aria-describedby="bfe-civ-hint"
            />
            <span id="bfe-civ-hint" className="text-xs text-stone-600">
              {t("noCivilizationHint")}
            </span>
          </label>
        )
      ) : (
        <dl className="flex flex-wrap gap-3">
          <Figure label={t("civilization")} value={civ?.name ?? (written || t("none"))} />
        </dl>
      )}
      <IssueList issues={issues} compact />
      <table className="text-sm">
        <caption className="text-left font-semibold">{t("startingDeck")}</caption>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row" className="pr-4 text-left font-normal">
                {r.label}
              </th>
              <td className={`tabular-nums ${r.have === r.want ? "text-green-800" : "text-red-800"}`}>
                {r.have} / {r.want}
                <span className="sr-only">{r.have === r.want ? t("right") : t("notRight")}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Extras(p: LayoutProps) {
  const t = useTranslations("builderBfe");
  const stats = p.validation?.game === "battle-for-eden" ? p.validation.stats : undefined;
  const world = stats?.world ?? [];
  const civ = stats?.civilization;
  if (!civ) return null;
  return (
    <section aria-labelledby="bfe-world" className="space-y-2">
      <h3 id="bfe-world" className="font-semibold">
        {t("worldOf", { civilization: civ.name })}
      </h3>
      {world.length === 0 && <p className="text-sm text-stone-600">{t("emptyWorld")}</p>}
      {world.map((page) => (
        <div key={String(page.cost)}>
          <h4 className="text-sm font-medium">{page.cost === null ? t("costUnknown") : t("costPage", { cost: page.cost })}</h4>
          <ul className="flex flex-wrap gap-2">
            {page.units.map((u) => (
              <li key={u.code} className="flex items-center gap-1 rounded border border-stone-300 px-2 py-0.5 text-sm">
                {u.name}
                {u.strength !== undefined && <span className="text-xs text-stone-600">{t("strength", { strength: u.strength })}</span>}
                {p.editable && page.cost === 1 && (
                  <button
                    type="button"
                    aria-label={t("addUnit", { name: u.name })}
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
  groups(lines, cards, t) {
    const of = (test: (c: CardInfo | undefined) => boolean) => lines.filter((l) => test(cards[l.code]));
    return [
      { key: "crystals", title: t("builderBfe.groups.crystals"), lines: of(crystal) },
      { key: "units", title: t("builderBfe.groups.units"), lines: of((c) => c?.type === "unit") },
      {
        key: "other",
        title: t("builderBfe.groups.other"),
        lines: of((c) => c?.type !== "unit" && !crystal(c)),
        note: t("builderBfe.groups.otherNote"),
      },
    ];
  },
  counter: (lines, _cards, _headers, t) =>
    t("builderBfe.counter", {
      count: lines.reduce((n, l) => n + l.quantity, 0),
      total: STARTING_DECK.smallCrystals + STARTING_DECK.mediumCrystals + STARTING_DECK.costOneUnits,
    }),
  facts(card, t) {
    const parts: string[] = [];
    if (typeof card.data.cost === "number") parts.push(t("builderBfe.cost", { cost: card.data.cost }));
    if (typeof card.data.strength === "number") parts.push(t("builderBfe.strength", { strength: card.data.strength }));
    if (typeof card.data.civilization === "string") parts.push(card.data.civilization);
    return parts.join(" · ");
  },
};
