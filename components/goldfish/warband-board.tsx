"use client";

import { useLocale, useTranslations } from "next-intl";
import { localName } from "@/components/builder/card-name";
import type { EdenGoldfishInput, SheetAction, WarbandSheet } from "@/lib/games/eden-skirmish/goldfish";
import { withCopyKeys } from "@/components/copy-keys";
import type { BoardProps } from "./board-props";
import { DiceCalculator } from "./dice-calculator";
import { CardTile, Counters, Section, SmallButton } from "./ui";

type Props = BoardProps<EdenGoldfishInput, WarbandSheet, SheetAction>;

const show = (pair: [number | null, number | null] | null) => (pair ? `${pair[0] ?? "?"}/${pair[1] ?? "?"}` : "?");

/** EDEN: no deck to shuffle. The warband sheet, the tactic hand to choose, and the dice calculator. */
export function WarbandBoard({ input, state, act }: Props) {
  const { stats } = input;
  const size = stats.tacticHandSize;
  const t = useTranslations("edenGoldfish");
  const locale = useLocale();
  // A card's name in the reader's language where the catalog has one (Spanish for EDEN).
  const named = (card: { name: string; names?: Record<string, string> } | undefined) => (card ? localName(card, locale) : undefined);
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">{t("intro")}</p>
      <Counters
        items={[
          { label: t("points"), value: t("pointsOf", { points: stats.points, budget: stats.budget ?? "?" }) },
          { label: t("strategyPoints"), value: <span data-testid="strategy-points">{stats.strategyPoints ?? t("unknown")}</span> },
          { label: t("tacticHandSize"), value: <span data-testid="tactic-hand-size">{size ?? t("unknown")}</span> },
          { label: t("leader"), value: named(input.combatants.find((c) => c.leader)) ?? t("none") },
        ]}
      />
      <Section title={t("combatants")}>
        {/* The warband as compact faces: name, value and the four characteristics (min/max). */}
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" aria-label={t("combatants")}>
          {input.combatants.map((c) => (
            <li key={c.code} data-card={c.code}>
              <CardTile
                name={`${c.quantity > 1 ? `${c.quantity}× ` : ""}${named(c)}${c.leader ? ` (${t("isLeader")})` : ""}`}
                facts={
                  <dl className="grid grid-cols-[auto_1fr] gap-x-2 tabular-nums">
                    <dt>{t("value")}</dt>
                    <dd className="font-semibold">{c.value ?? "?"}</dd>
                    <dt>PSI</dt>
                    <dd className="font-semibold">{show(c.psi)}</dd>
                    <dt>CBT</dt>
                    <dd className="font-semibold">{show(c.cbt)}</dd>
                    <dt>VIG</dt>
                    <dd className="font-semibold">{show(c.vig)}</dd>
                    <dt>RAP</dt>
                    <dd className="font-semibold">{show(c.rap)}</dd>
                  </dl>
                }
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t("tacticHand", { count: state.tacticHand.length, size: size ?? "?" })} label={t("tacticHandLabel")}>
        {input.tactics.length === 0 ? (
          <p className="text-xs text-stone-600">{t("noTactic")}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {withCopyKeys(input.tactics, (t) => t.code).map(({ key, item: tactic, index: i }) => (
              <li key={key} data-card={tactic.code}>
                <CardTile name={named(tactic) ?? tactic.code} tone={state.tacticHand.includes(i) ? "selected" : "plain"}>
                  <SmallButton onClick={() => act({ type: "tactic", index: i })} pressed={state.tacticHand.includes(i)}>
                    {state.tacticHand.includes(i) ? "✔ " : ""}
                    {named(tactic)}
                  </SmallButton>
                </CardTile>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {input.missions.length > 0 && (
        <Section title={t("missions")}>
          <ul className="text-sm">
            {input.missions.map((m) => (
              <li key={m.code}>
                {named(m)}
                {m.missionType ? ` (${m.missionType})` : ""}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <DiceCalculator combatants={input.combatants} />
    </div>
  );
}
