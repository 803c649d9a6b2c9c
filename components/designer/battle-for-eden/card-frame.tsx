"use client";

import type { CSSProperties, KeyboardEvent, ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { FieldErrors } from "../card-check";
import type { DesignCard } from "../types";
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
function moveKeys(move: (delta: -1 | 1) => void) {
  return (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== "ArrowUp" && e.key !== "ArrowDown")) return;
    e.preventDefault();
    move(e.key === "ArrowUp" ? -1 : 1);
  };
}

/** What the World designer hands each card it lists. */
export interface WorldCardProps {
  card: DesignCard;
  index: number;
  /** Its place among the cards of its kind, 1 first: "Unit 3". */
  number: number;
  selected: boolean;
  errors: FieldErrors;
  first: boolean;
  last: boolean;
  actions: CardActions;
}

/**
 * What every card of the World shares, laid out like the card: cost top left, the name, the
 * card's own corner (a unit's strength, a set card's kind); its own fields in the middle; the
 * permanent effect, the code and the card's toolbar at the foot.
 */
export function CardFrame({
  card,
  index,
  cardLabel,
  tone,
  style,
  selected,
  errors,
  codeError,
  first,
  last,
  actions,
  corner,
  children,
}: Omit<WorldCardProps, "number"> & {
  /** The card's accessible name ("Unit 3"), also naming its fields in the undo history. */
  cardLabel: string;
  /** Border and background classes. */
  tone: string;
  style?: CSSProperties;
  /** The error shown under the code field. */
  codeError: string | undefined;
  corner: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations("designer-bfe");
  const label = (field: string) => t("label.unitField", { field, unit: cardLabel });
  return (
    <article
      aria-label={cardLabel}
      data-card-index={index}
      onFocus={actions.select}
      onKeyDown={moveKeys(actions.move)}
      className={`flex min-w-0 flex-col gap-2 rounded-xl border-4 ${tone} p-3 shadow-sm ${selected ? "ring-2 ring-stone-900 ring-offset-2" : ""}`}
      style={style}
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
        {corner}
      </div>
      {children}
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
        error={codeError}
        inputClassName="font-mono text-xs"
        onChange={(v) => actions.edit({ code: v }, label(t("unit.code")))}
      />
      <CardToolbar cardLabel={cardLabel} first={first} last={last} onMove={actions.move} onDuplicate={actions.duplicate} onDelete={actions.remove} />
    </article>
  );
}
