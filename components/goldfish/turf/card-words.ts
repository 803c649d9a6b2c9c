import { useLocale, useTranslations } from "next-intl";
import { localName } from "@/components/builder/card-name";
import type { Card } from "@/lib/games/dark-eden/deck";
import type { CardIcons, CardFacts, IconCount, TurfBoardModel } from "../turf-board-model";

/** The board's words (messages deGoldfish.json) for a card: its name in the reader's language, its facts and icons. */
export function useCardWords() {
  const t = useTranslations("deGoldfish");
  const locale = useLocale();
  const list = (icons: IconCount[]) => (icons.length ? icons.map((i) => `${i.count} ${t(`resources.${i.resource}`)}`).join(", ") : t("nothing"));
  return {
    /** A card's name in the reader's language where the catalog has one (Polish for Dark Eden). */
    name: (card: Card) => localName(card, locale),
    /** "establishment · NA 2 · CV 3 · cost 2 · Templars". */
    facts: (f: CardFacts) => {
      const parts: string[] = [t.has(`kinds.${f.kind}`) ? t(`kinds.${f.kind}`) : f.kind];
      if (f.neighborAllowance !== null) parts.push(t("neighborAllowance", { value: f.neighborAllowance }));
      if (f.cv !== null) parts.push(t("cv", { value: f.cv }));
      if (f.cost !== null) parts.push(t("cost", { value: f.cost }));
      if (f.affiliation !== null) parts.push(t.has(`affiliations.${f.affiliation}`) ? t(`affiliations.${f.affiliation}`) : f.affiliation);
      return parts.join(" · ");
    },
    /** The Commander's facts: its kind, Neighbor Allowance and CV. */
    commanderFacts: ({ neighborAllowance, cv }: TurfBoardModel["commander"]["facts"]) =>
      `${t("kinds.commander")} · ${t("neighborAllowance", { value: neighborAllowance })} · ${t("cv", { value: cv })}`,
    /** "needs 1 Food; gives 2 Gold", or null for a card without icons. */
    icons: (icons: CardIcons | null): string | null => {
      if (!icons) return null;
      const red = icons.needs ? t("needs", { icons: list(icons.needs) }) : "";
      const blue = icons.gives ? t("gives", { icons: list(icons.gives) }) : "";
      return [red, blue].filter(Boolean).join("; ") || null;
    },
  };
}
