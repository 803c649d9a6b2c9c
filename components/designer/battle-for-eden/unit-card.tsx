"use client";

import { useTranslations } from "next-intl";
import { AbilitiesEditor, abilitiesOf } from "./abilities-editor";
import { CardFrame, type WorldCardProps } from "./card-frame";
import { NumberField } from "./card-fields";

/**
 * One unit of the World, laid out like its card: cost top left, name, strength top right, the
 * abilities by timing, the permanent effect at the foot (Battle for Eden rules, "Cards effects").
 */
export function UnitCard({ number, accent, ...props }: WorldCardProps & { accent: string }) {
  const { card, errors, actions } = props;
  const t = useTranslations("designer-bfe");
  const unitLabel = t("unit.label", { n: number });
  const label = (field: string) => t("label.unitField", { field, unit: unitLabel });
  return (
    <CardFrame
      {...props}
      cardLabel={unitLabel}
      tone="bg-stone-50"
      style={{ borderColor: accent }}
      codeError={errors.code ?? errors.civilization ?? errors[""]}
      corner={
        <NumberField
          field="strength"
          label={t("unit.strength")}
          value={card.strength}
          min={-99}
          max={999}
          error={errors.strength}
          onChange={(v) => actions.edit({ strength: v }, label(t("unit.strength")))}
        />
      }
    >
      <AbilitiesEditor
        abilities={abilitiesOf(card.abilities)}
        unitLabel={unitLabel}
        error={errors.abilities}
        onChange={(next, l) => actions.edit({ abilities: next }, l)}
      />
    </CardFrame>
  );
}
