"use client";

import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { localName } from "@/components/builder/card-name";
import type { BfeGoldfishInput, BfeTable } from "@/lib/games/battle-for-eden/goldfish";
import { compositionOf } from "@/lib/games/battle-for-eden/goldfish-table";
import { Section } from "./ui";

const StackedBars = dynamic(() => import("@/components/charts/bar-chart"), { ssr: false });

const KINDS = ["crystal", "unit", "common", "technology"] as const;
const COLORS = { crystal: "#0891b2", unit: "#b45309", common: "#6b7280", technology: "#7c3aed" };

/** Battle for Eden: each finished round's energy, resources, purchases and the deck's size and make-up, as a table and a chart. */
export function MarketRounds({ input, state }: { input: BfeGoldfishInput; state: BfeTable }) {
  const t = useTranslations("bfeGoldfish");
  const locale = useLocale();
  const nameOf = new Map((input.market ?? []).map((m) => [m.card.code, localName(m.card, locale)]));
  const label = { crystal: t("kindCrystal"), unit: t("kindUnit"), common: t("kindCommon"), technology: t("kindTechnology") };
  if (state.rounds.length === 0) {
    return (
      <Section title={t("roundsTitle")}>
        <p className="text-sm text-stone-600">{t("noRounds", { cards: input.deck.length })}</p>
      </Section>
    );
  }
  const data = [
    { x: t("start"), ...compositionOf(input, { bought: [], world: [] }) },
    ...state.rounds.map((r) => ({ x: t("roundShort", { round: r.round }), ...r.composition })),
  ];
  return (
    <Section title={t("roundsTitle")}>
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm" aria-label={t("roundsTitle")}>
          <thead>
            <tr className="text-left">
              <th scope="col">{t("round")}</th>
              <th scope="col">{t("energy")}</th>
              <th scope="col">{t("resources")}</th>
              <th scope="col">{t("bought")}</th>
              <th scope="col">{t("cardsOwned")}</th>
              {KINDS.map((k) => (
                <th key={k} scope="col">
                  {label[k]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state.rounds.map((r) => (
              <tr key={r.round} data-round={r.round}>
                <th scope="row">{r.round}</th>
                <td data-testid="round-energy">{r.energyAssumed > 0 ? t("assumedValue", { value: r.energy }) : r.energy}</td>
                <td>{t("spentOf", { spent: r.spent, held: r.resources })}</td>
                <td data-testid="round-bought">{r.bought.length === 0 ? "—" : r.bought.map((code) => nameOf.get(code) ?? code).join(", ")}</td>
                <td data-testid="round-owned">{r.owned}</td>
                {KINDS.map((k) => (
                  <td key={k}>{r.composition[k]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StackedBars data={data} bars={KINDS.map((k) => ({ key: k, label: label[k], color: COLORS[k] }))} />
      <p className="text-xs text-stone-600">{t("roundsHelp")}</p>
    </Section>
  );
}
