"use client";

import { useTranslations } from "next-intl";
import { CardFrame, type WorldCardProps } from "./card-frame";
import { NumberField, TextField } from "./card-fields";

/**
 * A common or technology card of the set (Battle for Eden rules, "Conquest ▶ Setup"): its kind,
 * cost (bought in the Reinforcements phase), an energy crystal's value, its text and permanent effect.
 */
export function SetCard({ number, ...props }: WorldCardProps) {
  const { card, errors, actions } = props;
  const t = useTranslations("designer-bfe");
  const cardLabel = t("setCard.label", { n: number });
  const label = (field: string) => t("label.unitField", { field, unit: cardLabel });
  return (
    <CardFrame
      {...props}
      cardLabel={cardLabel}
      tone="border-stone-400 bg-white"
      codeError={errors.code ?? errors[""]}
      corner={
        <label className="flex flex-col text-xs">
          <span>{t("setCard.kind")}</span>
          <select
            data-field="kind"
            value={card.kind === "technology" ? "technology" : "common"}
            onChange={(e) => actions.edit({ kind: e.target.value }, label(t("setCard.kind")))}
            className="min-h-8 rounded border border-stone-400 bg-white px-1"
          >
            <option value="common">{t("setCard.common")}</option>
            <option value="technology">{t("setCard.technology")}</option>
          </select>
        </label>
      }
    >
      <NumberField
        field="energy"
        label={t("setCard.energy")}
        value={card.energy}
        min={0}
        max={999}
        error={errors.energy}
        onChange={(v) => actions.edit({ energy: v }, label(t("setCard.energy")))}
      />
      <TextField
        field="text"
        label={t("setCard.text")}
        value={card.text}
        max={2000}
        long
        error={errors.text}
        onChange={(v) => actions.edit({ text: v.trim() === "" ? undefined : v }, label(t("setCard.text")))}
      />
    </CardFrame>
  );
}
