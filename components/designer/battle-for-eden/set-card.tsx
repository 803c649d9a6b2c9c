"use client";

import { useTranslations } from "next-intl";
import type { FieldErrors } from "../card-check";
import type { DesignCard } from "../types";
import { CardToolbar, NumberField, TextField } from "./card-fields";
import { type CardActions, moveKeys } from "./unit-card";

/**
 * A common or technology card of the set (Battle for Eden rules, "Conquest ▶ Setup"): its kind,
 * cost (bought in the Reinforcements phase), an energy crystal's value, its text and permanent effect.
 */
export function SetCard({
  card,
  index,
  number,
  selected,
  errors,
  first,
  last,
  actions,
}: {
  card: DesignCard;
  index: number;
  number: number;
  selected: boolean;
  errors: FieldErrors;
  first: boolean;
  last: boolean;
  actions: CardActions;
}) {
  const t = useTranslations("designer-bfe");
  const cardLabel = t("setCard.label", { n: number });
  const label = (field: string) => t("label.unitField", { field, unit: cardLabel });
  return (
    <article
      aria-label={cardLabel}
      data-card-index={index}
      onFocus={actions.select}
      onKeyDown={moveKeys(actions.move)}
      className={`flex min-w-0 flex-col gap-2 rounded-xl border-4 border-stone-400 bg-white p-3 shadow-sm ${selected ? "ring-2 ring-stone-900 ring-offset-2" : ""}`}
    >
      <div className="flex flex-wrap items-end gap-2">
        <NumberField
          field="cost"
          label={t("unit.cost")}
          value={card.cost}
          min={0}
          max={999}
          error={errors.cost}
          onChange={(v) => actions.edit({ cost: v }, label(t("unit.cost")))}
        />
        <TextField
          field="name"
          label={t("unit.name")}
          value={card.name}
          max={120}
          error={errors.name}
          className="min-w-0 flex-1"
          inputClassName="text-base font-semibold"
          onChange={(v) => actions.edit({ name: v }, label(t("unit.name")))}
        />
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
      </div>
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
      <TextField
        field="permanent"
        label={t("unit.permanent")}
        value={card.permanent}
        max={2000}
        long
        error={errors.permanent}
        onChange={(v) => actions.edit({ permanent: v.trim() === "" ? undefined : v }, label(t("unit.permanent")))}
      />
      <TextField
        field="code"
        label={t("unit.code")}
        value={card.code}
        max={60}
        error={errors.code ?? errors[""]}
        inputClassName="font-mono text-xs"
        onChange={(v) => actions.edit({ code: v }, label(t("unit.code")))}
      />
      <CardToolbar cardLabel={cardLabel} first={first} last={last} onMove={actions.move} onDuplicate={actions.duplicate} onDelete={actions.remove} />
    </article>
  );
}
