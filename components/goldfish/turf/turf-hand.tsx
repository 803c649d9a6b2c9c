import { useTranslations } from "next-intl";
import type { DarkEdenAction } from "@/lib/games/dark-eden/goldfish";
import { cardFacts, type Selection, type TurfBoardModel } from "../turf-board-model";
import { useGameText } from "../game-text";
import { ActionButton, CardTile, Section, SmallButton } from "../ui";
import { useCardWords } from "./card-words";

/** The hand: a tile per card with its Select toggle, and what the selected card can do. */
export function TurfHand({
  hand,
  selection,
  select,
  act,
}: {
  hand: TurfBoardModel["hand"];
  selection: Selection | null;
  select(id: number | null): void;
  act(action: DarkEdenAction): void;
}) {
  const t = useTranslations("deGoldfish");
  const words = useCardWords();
  return (
    <Section title={t("hand", { count: hand.length })} label={t("handLabel")}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7" aria-label={t("handCards")}>
        {hand.map(({ id, card, selected }) => (
          <li key={id} data-card={card.code} data-id={id}>
            <CardTile name={words.name(card)} facts={words.facts(cardFacts(card))} tone={selected ? "selected" : "plain"}>
              <SmallButton onClick={() => select(selected ? null : id)} pressed={selected} label={t("selectCard", { name: words.name(card) })}>
                {selected ? t("selected") : t("select")}
              </SmallButton>
            </CardTile>
          </li>
        ))}
      </ul>
      {selection && <SelectedCard selection={selection} act={act} />}
    </Section>
  );
}

/** The selected card's name and icons, and its prompt: start first, why it cannot be played, where to build, muster, play; and Discard. */
function SelectedCard({ selection, act }: { selection: Selection; act(action: DarkEdenAction): void }) {
  const t = useTranslations("deGoldfish");
  const say = useGameText();
  const words = useCardWords();
  const icons = words.icons(selection.icons);
  const { prompt, discard } = selection;
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-2 rounded bg-amber-50 p-2 text-sm" aria-label={t("selectedCard")}>
      <strong>{words.name(selection.card)}</strong>
      {icons && <span className="text-stone-600">({icons})</span>}
      {prompt.kind === "start-first" ? (
        <span>{t("startToPlay")}</span>
      ) : prompt.kind === "refused" ? (
        <span className="text-red-800">{say(prompt.reason)}</span>
      ) : prompt.kind === "choose-place" ? (
        <span>{prompt.anyPlace ? t("choosePlace") : t("noPlace")}</span>
      ) : prompt.kind === "muster" ? (
        <>
          <ActionButton onClick={() => act(prompt.warband)}>{t("musterWarband")}</ActionButton>
          <ActionButton onClick={() => act(prompt.borderlands)}>{t("musterBorderlands")}</ActionButton>
        </>
      ) : (
        <ActionButton onClick={() => act(prompt.action)}>{t("play")}</ActionButton>
      )}
      {discard && (
        <ActionButton onClick={() => act(discard.action)} disabled={discard.disabled}>
          {t("discard")}
        </ActionButton>
      )}
    </fieldset>
  );
}
