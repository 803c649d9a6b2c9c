"use client";

import type { BfeCard } from "@/lib/games/battle-for-eden/card";
import { isEnergyCrystal } from "@/lib/games/battle-for-eden/common-cards";
import { useLocale, useTranslations } from "next-intl";
import { localName } from "@/components/builder/card-name";
import { HAND_SIZE, type BfeAction, type BfeGoldfishInput, type BfeTable } from "@/lib/games/battle-for-eden/goldfish";
import { cardOf as tableCardOf } from "@/lib/games/battle-for-eden/goldfish-table";
import { energyInFront } from "@/lib/games/battle-for-eden/goldfish-turns";
import { crystalEnergy } from "@/lib/games/battle-for-eden/market";
import type { BoardProps } from "./board-props";
import { MarketPanel } from "./market-panel";
import { MarketRounds } from "./market-rounds";
import { ActionButton, CardTile, Counters, Log, Section, SmallButton } from "./ui";

type Props = BoardProps<BfeGoldfishInput, BfeTable, BfeAction>;

type T = ReturnType<typeof useTranslations<"bfeGoldfish">>;

function facts(card: BfeCard, t: T): string {
  if (isEnergyCrystal(card))
    return t("crystalFacts", { value: typeof card.energy === "number" ? card.energy : t("assumedValue", { value: crystalEnergy(card).value }) });
  const parts: string[] = [t(`kinds.${card.kind}`)];
  if (typeof card.cost === "number") parts.push(t("cost", { cost: card.cost }));
  if (typeof card.strength === "number") parts.push(t("strength", { strength: card.strength }));
  return parts.join(" · ");
}

/** Battle for Eden: the hand of 5, crystals in front, the reinforcement budget, deck and discard pile. */
export function CrystalsBoard({ input, state, act }: Props) {
  const t = useTranslations("bfeGoldfish");
  const locale = useLocale();
  const cardOf = (id: number) => tableCardOf(input, state, id);
  // A card's name in the reader's language where the catalog has one.
  const named = (card: BfeCard) => localName(card, locale);
  const energy = energyInFront(input, state);
  const list = (ids: number[], empty: string) =>
    ids.length === 0 ? (
      <p className="text-xs text-stone-600">{empty}</p>
    ) : (
      <ul className="flex flex-wrap gap-2">
        {ids.map((id) => (
          <li key={id} className="w-36" data-card={cardOf(id).code}>
            <CardTile name={named(cardOf(id))} facts={facts(cardOf(id), t)} />
          </li>
        ))}
      </ul>
    );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        {state.phase === "expansion" && (
          <>
            <ActionButton primary onClick={() => act({ type: "reinforce" })}>
              {t("endTurn")}
            </ActionButton>
            <ActionButton onClick={() => act({ type: "auto-round" })}>{t("autoRound")}</ActionButton>
            <ActionButton onClick={() => act({ type: "bonus-turn" })}>{t("bonusTurn")}</ActionButton>
          </>
        )}
        <Counters
          items={[
            { label: t("roundCounter"), value: state.round },
            { label: t("deck"), value: state.drawPile.length },
            { label: t("discardPile"), value: state.discardPile.length },
            {
              label: t("energyNow"),
              value: <span data-testid="budget">{energy.assumed > 0 ? t("assumedValue", { value: energy.value }) : energy.value}</span>,
            },
          ]}
        />
      </div>
      <Section title={t("handTitle", { count: state.hand.length, size: HAND_SIZE })} label={t("hand")}>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5" aria-label={t("handCards")}>
          {state.hand.map((id) => {
            const card = cardOf(id);
            return (
              <li key={id} data-card={card.code}>
                <CardTile name={named(card)} facts={facts(card, t)}>
                  {isEnergyCrystal(card) && <SmallButton onClick={() => act({ type: "crystal", card: id })}>{t("playCrystal")}</SmallButton>}
                  {card.kind === "unit" && <SmallButton onClick={() => act({ type: "battle", card: id })}>{t("toBattle")}</SmallButton>}
                  {card.kind === "unit" && <SmallButton onClick={() => act({ type: "world", card: id })}>{t("backToWorld")}</SmallButton>}
                  <SmallButton onClick={() => act({ type: "discard", card: id })}>{t("discard")}</SmallButton>
                </CardTile>
              </li>
            );
          })}
        </ul>
      </Section>
      <div className="grid gap-4 md:grid-cols-3">
        <Section title={t("crystalsInFront")}>{list(state.inFront, t("crystalsInFrontEmpty"))}</Section>
        <Section title={t("discardFaceUp")}>{list([...state.discardPile].reverse(), t("empty"))}</Section>
        <Section title={t("world")}>{list(state.world, t("worldEmpty"))}</Section>
      </div>
      <MarketPanel input={input} state={state} act={act} />
      <MarketRounds input={input} state={state} />
      <Log lines={state.log} />
    </div>
  );
}
