"use client";

import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { localName } from "@/components/builder/card-name";
import { useEffect, useMemo, useState } from "react";
import { makeRng } from "@/lib/engine/rng";
import { byTurnSimulation, exactByTurn } from "@/lib/engine/goldfish/by-turn";
import type { DrawModel } from "@/lib/engine/goldfish/types";
import { pct, Section } from "./ui";

/** The chart library loads only when the chart is shown. */
const PercentLines = dynamic(() => import("@/components/charts/line-chart"), { ssr: false });

/** Simulated set-ups beside the exact odds, run in slices so the page stays responsive. */
export const SIMULATED_HANDS = 100_000;
const SLICE = 5_000;
const COLORS = ["#7c2d12", "#1d4ed8", "#15803d", "#a16207", "#7e22ce", "#0f766e", "#be123c"];

/** The exact chance of at least one copy of each card and card type by turn, a chart, and a 100,000-set-up simulation. */
export function OddsPanel({ model, seed }: { model: DrawModel; seed: string }) {
  const ta = useTranslations("a11y");
  const t = useTranslations("goldfish");
  const locale = useLocale();
  // The model's words are English (the CLI prints them); the page says them in the reader's language, a card by its name there.
  const cardsByCode = useMemo(() => new Map(model.cards.map((c) => [c.code, c])), [model]);
  const labelOf = (r: { key: string; label: string; row: "card" | "kind" }) => {
    if (r.row === "card") {
      const card = cardsByCode.get(r.key);
      return card ? localName({ name: card.name, names: card.names as Record<string, string> | undefined }, locale) : r.label;
    }
    const key = `odds.kinds.${r.key.slice("kind:".length)}`;
    return t.has(key) ? t(key) : r.label;
  };
  const columnOf = (turn: number) => t("odds.columns", { unit: model.columnKey, turn });
  const perTurnKey = `odds.perTurnLabels.${model.perTurn.key}`;
  const [perTurn, setPerTurn] = useState(model.perTurn.default);
  const seen = useMemo(() => model.seenByTurn(model.turns, perTurn), [model, perTurn]);
  const rows = useMemo(() => exactByTurn(model, seen), [model, seen]);
  // The simulation's shares belong to the rows of the model and turns they were run for: a new
  // model (a Battle for Eden card bought) has other rows, so an older run's shares are not shown.
  const [simulated, setSim] = useState<{ rows: typeof rows; hands: number; shares: number[][] } | null>(null);
  const sim = simulated?.rows === rows ? simulated : null;

  useEffect(() => {
    const simulation = byTurnSimulation(model, seen, makeRng(`${seed}/odds`));
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    setSim(null);
    const step = () => {
      if (cancelled) return;
      simulation.run(Math.min(SLICE, SIMULATED_HANDS - simulation.hands));
      setSim({ rows, hands: simulation.hands, shares: simulation.shares() });
      if (simulation.hands < SIMULATED_HANDS) timer = setTimeout(step, 0);
    };
    timer = setTimeout(step, 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [model, seen, seed, rows]);

  const kinds = rows.filter((r) => r.row === "kind");
  const simulatedOf = (k: (typeof rows)[number]) => t("odds.simulated", { label: labelOf(k) });
  const turns = seen.map((cards, t) => ({ turn: t + 1, seen: cards }));
  const chart = seen.map((_, t) => {
    const point: Record<string, number | string> = { turn: columnOf(t + 1) };
    for (const k of kinds) {
      point[labelOf(k)] = Math.round(k.exact[t] * 1000) / 10;
      if (sim) point[simulatedOf(k)] = Math.round(sim.shares[rows.indexOf(k)][t] * 1000) / 10;
    }
    return point;
  });

  return (
    <Section title={t("odds.heading")} label={t("odds.label")}>
      <p className="text-xs text-stone-600">
        {t("odds.intro", {
          deckSize: model.deckSize,
          burned: model.burned,
          openingHand: model.openingHand,
          simulated: SIMULATED_HANDS,
          running: sim && sim.hands < SIMULATED_HANDS ? "yes" : "no",
          hands: sim?.hands ?? 0,
        })}
      </p>
      {model.perTurn.max > model.perTurn.min && (
        <label className="flex items-center gap-2 text-sm">
          <span>{t.has(perTurnKey) ? t(perTurnKey) : model.perTurn.label}</span>
          <input
            type="number"
            min={model.perTurn.min}
            max={model.perTurn.max}
            value={perTurn}
            onChange={(e) => {
              const v = Math.round(Number(e.target.value));
              if (Number.isFinite(v)) setPerTurn(Math.max(model.perTurn.min, Math.min(model.perTurn.max, v)));
            }}
            className="w-16 rounded border border-stone-400 px-1 py-0.5"
            aria-label={t("odds.perTurn")}
          />
        </label>
      )}
      {kinds.length > 0 && seen.length > 1 && (
        <figure className="h-64 w-full" aria-label={t("odds.chart")}>
          <PercentLines
            data={chart}
            xKey="turn"
            lines={[
              ...kinds.map((k, i) => ({ key: k.key, dataKey: labelOf(k), color: COLORS[i % COLORS.length] })),
              ...(sim ? kinds.map((k, i) => ({ key: `${k.key}-sim`, dataKey: simulatedOf(k), color: COLORS[i % COLORS.length], dashed: true })) : []),
            ]}
          />
        </figure>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take the focus, so the keyboard can scroll it (WCAG 2.1.1) */}
      <section className="relative overflow-x-auto" aria-label={ta("oddsScroll")} tabIndex={0}>
        <table className="text-xs" aria-label={t("odds.table")}>
          <thead>
            <tr className="text-left text-stone-600">
              <th className="pr-3 font-normal">{t("odds.cardOrType")}</th>
              <th className="pr-3 font-normal">{t("odds.copies")}</th>
              {turns.map(({ turn, seen: n }) => (
                <th key={turn} className="pr-3 font-normal">
                  {columnOf(turn)}
                  <span className="block text-stone-600">{t("odds.seen", { count: n })}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.key} className={r.row === "kind" ? "font-semibold" : ""} data-row={r.key}>
                <td className="pr-3">{labelOf(r)}</td>
                <td className="pr-3">{r.copies}</td>
                {turns.map(({ turn }) => (
                  <td key={turn} className="pr-3 whitespace-nowrap">
                    {pct(r.exact[turn - 1])}
                    {sim && <span className="text-stone-600"> ({pct(sim.shares[i][turn - 1])})</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Section>
  );
}
