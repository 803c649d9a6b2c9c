import { useTranslations } from "next-intl";
import type { DarkEdenAction } from "@/lib/games/dark-eden/goldfish";
import { cardFacts, type TurfBoardModel } from "../turf-board-model";
import { CardTile, Section, SmallButton } from "../ui";
import { useCardWords } from "./card-words";

/** The Borderlands, the Warband and the attached Intrigue cards, side by side: each card with its Transfer, Discard and Annihilate. */
export function TurfZones({ zones, act }: { zones: TurfBoardModel["zones"]; act(action: DarkEdenAction): void }) {
  const t = useTranslations("deGoldfish");
  const words = useCardWords();
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {zones.map(({ zone, cards }) => (
        <Section key={zone} title={t(`zones.${zone}`)}>
          {cards.length === 0 ? (
            <p className="text-xs text-stone-600">{zone === "attached" ? t("attachedEmpty") : t("noWarrior")}</p>
          ) : (
            <ul className="space-y-1">
              {cards.map(({ id, card, move, discard, annihilate }) => (
                <li key={id} data-card={card.code}>
                  <CardTile name={words.name(card)} facts={words.facts(cardFacts(card))}>
                    {move && (
                      <SmallButton onClick={() => act(move.action)} disabled={move.disabled}>
                        {t(`moveTo.${move.to}`)}
                      </SmallButton>
                    )}
                    <SmallButton onClick={() => act(discard)}>{t("discard")}</SmallButton>
                    <SmallButton onClick={() => act(annihilate)}>{t("annihilate")}</SmallButton>
                  </CardTile>
                </li>
              ))}
            </ul>
          )}
        </Section>
      ))}
    </div>
  );
}
