"use client";

import { useTranslations } from "next-intl";
import { claimRefusal, opsCards, playerReach, type EraAction, type EraTable, type GotGoldfishInput } from "@/lib/games/got-cgs/goldfish";
import { withCopyKeys } from "@/components/copy-keys";
import type { BoardProps } from "./board-props";
import { CardTile, Counters, Log, Section, SmallButton } from "./ui";

type Props = BoardProps<GotGoldfishInput, EraTable, EraAction>;

/** Gardener of Thoughts: each player's dealt ops, the void (burn off, gold cards), claims and adventure reach. */
export function EraBoard({ input, state, act }: Props) {
  const t = useTranslations("gotGoldfish");
  const gold = (g: number) => input.cards[input.gold[g]];
  /** The players by seat number (0 is player 1). */
  const seats = state.ops.map((_, p) => p);
  return (
    <div className="space-y-4">
      <Counters
        items={[
          { label: t("players"), value: input.playersAssumed ? t("playersAssumed", { players: input.players }) : input.players },
          { label: t("silverCards"), value: input.deck.length },
          { label: t("burned"), value: state.burned.length },
          { label: t("goldInVoid"), value: state.goldInVoid.length },
        ]}
      />
      {state.goldInVoid.length > 0 && (
        <Section title={t("goldInVoid")}>
          <ul className="flex flex-wrap gap-2">
            {state.goldInVoid.map((g) => (
              <li key={g} className="w-52">
                <CardTile name={gold(g).name} facts={`${gold(g).type} · ${gold(g).identifier ?? t("noIdentifier")}`}>
                  {seats.map((p) => (
                    <SmallButton key={p} onClick={() => act({ type: "claim", gold: g, player: p })} disabled={claimRefusal(input, state, g, p) !== null}>
                      {t("claims", { player: p + 1 })}
                    </SmallButton>
                  ))}
                </CardTile>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {seats.map((p) => {
          const ops = opsCards(input, state, p);
          const reach = playerReach(input, state, p);
          return (
            <Section key={p} title={t("ops", { player: p + 1, count: ops.length })} label={t("player", { player: p + 1 })}>
              <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3">
                {withCopyKeys(ops, (c) => `${c.gold ? "gold" : "silver"} ${c.code}`).map(({ key, item: c }) => (
                  <li key={key} data-card={c.code}>
                    <CardTile name={c.name} facts={`${c.gold ? `${t("gold")} ` : ""}${c.type}${c.identifier ? ` · ${c.identifier}` : ""}`} />
                  </li>
                ))}
              </ul>
              <h3 className="text-sm font-medium">{t("reach")}</h3>
              <ul className="text-xs">
                {reach.map((a) => (
                  <li key={a.code}>
                    {a.covered === null ? "?" : a.covered ? "✔" : "✘"} {a.name}
                    {a.roleplay ? ` (${a.roleplay})` : ""}
                    {a.inOps ? ` — ${t("inOps")}` : ""}
                  </li>
                ))}
              </ul>
            </Section>
          );
        })}
      </div>
      <Log lines={state.log} />
    </div>
  );
}
