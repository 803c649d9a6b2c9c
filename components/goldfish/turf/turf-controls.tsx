import { useTranslations } from "next-intl";
import type { DarkEdenAction } from "@/lib/games/dark-eden/goldfish";
import type { TurfBoardModel } from "../turf-board-model";
import { ActionButton, Counters } from "../ui";

/** The Gift of Fate and next-turn buttons, the counters (turn, Gold Reserves, piles), and the setting-up help before turn 1. */
export function TurfControls({ model, act }: { model: TurfBoardModel; act(action: DarkEdenAction): void }) {
  const t = useTranslations("deGoldfish");
  const { controls, counters } = model;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <ActionButton onClick={() => act(controls.giftOfFate.action)} disabled={controls.giftOfFate.disabled}>
          {t("giftOfFate")}
        </ActionButton>
        <ActionButton primary onClick={() => act(controls.nextTurn.action)}>
          {controls.nextTurn.label === "next-turn" ? t("nextTurn") : t("startTurn1")}
        </ActionButton>
        <Counters
          items={[
            { label: t("turn"), value: counters.turn ?? t("settingUp") },
            { label: t("goldReserves"), value: <span data-testid="gold">{counters.gold}</span> },
            { label: t("drawPile"), value: counters.drawPile },
            { label: t("discardPile"), value: counters.discardPile },
            { label: t("annihilated"), value: counters.annihilated },
            ...(counters.reshuffles !== null ? [{ label: t("reshuffles"), value: counters.reshuffles }] : []),
          ]}
        />
      </div>
      {!model.started && <p className="text-sm text-stone-600">{t("settingUpHelp")}</p>}
    </>
  );
}
