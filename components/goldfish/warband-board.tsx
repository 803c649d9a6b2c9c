"use client";

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
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">
        EDEN has no deck to shuffle: the tactic hand is chosen, not drawn. Here is the warband sheet and a dice calculator.
      </p>
      <Counters
        items={[
          { label: "Points", value: `${stats.points} of ${stats.budget ?? "?"}` },
          { label: "Strategy points", value: <span data-testid="strategy-points">{stats.strategyPoints ?? "unknown"}</span> },
          { label: "Tactic hand size", value: <span data-testid="tactic-hand-size">{size ?? "unknown"}</span> },
          { label: "Leader", value: input.combatants.find((c) => c.leader)?.name ?? "none" },
        ]}
      />
      <Section title="Combatants">
        <table className="text-sm">
          <thead>
            <tr className="text-left text-stone-600">
              <th className="pr-4 font-normal">Name</th>
              <th className="pr-4 font-normal">Value</th>
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
                  {c.name}
                  {c.leader ? " (leader)" : ""}
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
      <Section title={`Tactic hand (${state.tacticHand.length} of ${size ?? "?"})`} label="Tactic hand">
        {input.tactics.length === 0 ? (
          <p className="text-xs text-stone-600">The warband list holds no tactic card.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {withCopyKeys(input.tactics, (t) => t.code).map(({ key, item: t, index: i }) => (
              <li key={key}>
                <SmallButton onClick={() => act({ type: "tactic", index: i })} pressed={state.tacticHand.includes(i)}>
                  {state.tacticHand.includes(i) ? "✔ " : ""}
                  {t.name}
                </SmallButton>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {input.missions.length > 0 && (
        <Section title="Missions">
          <ul className="text-sm">
            {input.missions.map((m) => (
              <li key={m.code}>
                {m.name}
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
