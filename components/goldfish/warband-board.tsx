"use client";

import { useLocale, useTranslations } from "next-intl";
import { localName } from "@/components/builder/card-name";
import type { EdenGoldfishInput, SheetAction, WarbandSheet } from "@/lib/games/eden-skirmish/goldfish";
import { withCopyKeys } from "@/components/copy-keys";
import type { BoardProps } from "./board-props";
import { DiceCalculator } from "./dice-calculator";
import { Counters, Section, SmallButton } from "./ui";

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
        <table className="text-sm">
          <thead>
            <tr className="text-left text-stone-600">
              <th className="pr-4 font-normal">{t("name")}</th>
              <th className="pr-4 font-normal">{t("value")}</th>
              <th className="pr-4 font-normal">PSI</th>
              <th className="pr-4 font-normal">CBT</th>
              <th className="pr-4 font-normal">VIG</th>
              <th className="pr-4 font-normal">RAP</th>
            </tr>
          </thead>
          <tbody>
            {input.combatants.map((c) => (
              <tr key={c.code}>
                <td className="pr-4">
                  {c.quantity > 1 ? `${c.quantity}× ` : ""}
                  {named(c)}
                  {c.leader ? ` (${t("isLeader")})` : ""}
                </td>
                <td className="pr-4">{c.value ?? "?"}</td>
                <td className="pr-4">{show(c.psi)}</td>
                <td className="pr-4">{show(c.cbt)}</td>
                <td className="pr-4">{show(c.vig)}</td>
                <td className="pr-4">{show(c.rap)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title={t("tacticHand", { count: state.tacticHand.length, size: size ?? "?" })} label={t("tacticHandLabel")}>
        {input.tactics.length === 0 ? (
          <p className="text-xs text-stone-600">{t("noTactic")}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {withCopyKeys(input.tactics, (t) => t.code).map(({ key, item: t, index: i }) => (
              <li key={key}>
                <SmallButton onClick={() => act({ type: "tactic", index: i })} pressed={state.tacticHand.includes(i)}>
                  {state.tacticHand.includes(i) ? "✔ " : ""}
                  {named(t)}
                </SmallButton>
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
