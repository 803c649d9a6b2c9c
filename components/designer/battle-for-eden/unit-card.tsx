"use client";

import type { KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import type { FieldErrors } from "../card-check";
import type { DesignCard } from "../types";
import { AbilitiesEditor, abilitiesOf } from "./abilities-editor";
import { CardToolbar, NumberField, TextField } from "./card-fields";

export interface CardActions {
  /** Sets fields of the card (undefined removes one); `label` names the step in the undo history. */
  edit: (patch: DesignCard, label: string) => void;
  move: (delta: -1 | 1) => void;
  duplicate: () => void;
  remove: () => void;
  select: () => void;
}

/** Alt+↑ / Alt+↓ anywhere in a card moves it earlier or later. */
export function moveKeys(move: (delta: -1 | 1) => void) {
  return (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== "ArrowUp" && e.key !== "ArrowDown")) return;
    e.preventDefault();
    move(e.key === "ArrowUp" ? -1 : 1);
  };
}

/**
 * One unit of the World, laid out like its card: cost top left, name, strength top right, the
 * abilities by timing, the permanent effect at the foot (Battle for Eden rules, "Cards effects").
 */
export function UnitCard({
  card,
  index,
  number,
  accent,
  selected,
  errors,
  first,
  last,
  actions,
}: {
  card: DesignCard;
  index: number;
  number: number;
  accent: string;
  selected: boolean;
  errors: FieldErrors;
  first: boolean;
  last: boolean;
  actions: CardActions;
}) {
  const t = useTranslations("designer-bfe");
  const unitLabel = t("unit.label", { n: number });
  const label = (field: string) => t("label.unitField", { field, unit: unitLabel });
  return (
    <article
      aria-label={unitLabel}
      data-card-index={index}
      onFocus={actions.select}
      onKeyDown={moveKeys(actions.move)}
      className={`flex min-w-0 flex-col gap-2 rounded-xl border-4 bg-stone-50 p-3 shadow-sm ${selected ? "ring-2 ring-stone-900 ring-offset-2" : ""}`}
      style={{ borderColor: accent }}
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
        <NumberField
          field="strength"
          label={t("unit.strength")}
          value={card.strength}
          min={-99}
          max={999}
          error={errors.strength}
          onChange={(v) => actions.edit({ strength: v }, label(t("unit.strength")))}
        />
      </div>
      <AbilitiesEditor
        abilities={abilitiesOf(card.abilities)}
        unitLabel={unitLabel}
        error={errors.abilities}
        onChange={(next, l) => actions.edit({ abilities: next }, l)}
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
        error={errors.code ?? errors.civilization ?? errors[""]}
        inputClassName="font-mono text-xs"
        onChange={(v) => actions.edit({ code: v }, label(t("unit.code")))}
      />
      <CardToolbar cardLabel={unitLabel} first={first} last={last} onMove={actions.move} onDuplicate={actions.duplicate} onDelete={actions.remove} />
    </article>
  );
}
