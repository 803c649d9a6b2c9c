"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";

/** A whole number of the card (cost, strength, energy); an empty box removes the field. */
export function NumberField({
  field,
  label,
  value,
  min,
  max,
  error,
  className = "",
  onChange,
}: {
  field: string;
  label: string;
  value: unknown;
  min: number;
  max: number;
  error?: string;
  className?: string;
  onChange: (next: number | undefined) => void;
}) {
  const id = useId();
  return (
    <label className={`flex flex-col text-xs ${className}`}>
      <span>{label}</span>
      <input
        type="number"
        data-field={field}
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={typeof value === "number" ? value : ""}
        onChange={(e) => onChange(e.target.value === "" || Number.isNaN(e.target.valueAsNumber) ? undefined : e.target.valueAsNumber)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? id : undefined}
        className="w-16 rounded border border-stone-400 bg-white px-1 py-1 text-center text-lg font-bold"
      />
      {error && (
        <span id={id} className="text-red-800">
          {error}
        </span>
      )}
    </label>
  );
}

/** A text of the card; `long` is a text area. */
export function TextField({
  field,
  label,
  value,
  max,
  long = false,
  error,
  className = "",
  inputClassName = "",
  onChange,
}: {
  field: string;
  label: string;
  value: unknown;
  max: number;
  long?: boolean;
  error?: string;
  className?: string;
  inputClassName?: string;
  onChange: (next: string) => void;
}) {
  const id = useId();
  const common = {
    id: `${id}-input`,
    value: typeof value === "string" ? value : "",
    maxLength: max,
    "data-field": field,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? id : undefined,
    className: `rounded border border-stone-400 bg-white px-2 py-1 ${inputClassName}`,
  };
  return (
    <div className={`flex flex-col text-xs ${className}`}>
      <label htmlFor={`${id}-input`}>{label}</label>
      {long ? <textarea rows={2} {...common} onChange={(e) => onChange(e.target.value)} /> : <input {...common} onChange={(e) => onChange(e.target.value)} />}
      {error && (
        <span id={id} className="text-red-800">
          {error}
        </span>
      )}
    </div>
  );
}

/** Move earlier or later, duplicate, delete: the buttons under every card of the designer. */
export function CardToolbar({
  cardLabel,
  first,
  last,
  onMove,
  onDuplicate,
  onDelete,
}: {
  cardLabel: string;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("designer-bfe");
  const button = "min-h-8 rounded border border-stone-400 px-2 text-xs disabled:opacity-40";
  return (
    <div className="flex flex-wrap gap-1">
      <button
        type="button"
        className={button}
        disabled={first}
        onClick={() => onMove(-1)}
        aria-label={t("toolbar.earlier", { card: cardLabel })}
        data-move="-1"
      >
        ↑ {t("toolbar.earlierShort")}
      </button>
      <button type="button" className={button} disabled={last} onClick={() => onMove(1)} aria-label={t("toolbar.later", { card: cardLabel })} data-move="1">
        ↓ {t("toolbar.laterShort")}
      </button>
      <button type="button" className={button} onClick={onDuplicate} aria-label={t("toolbar.duplicate", { card: cardLabel })}>
        {t("toolbar.duplicateShort")}
      </button>
      <button type="button" className={`${button} text-red-800`} onClick={onDelete} aria-label={t("toolbar.delete", { card: cardLabel })}>
        {t("toolbar.deleteShort")}
      </button>
    </div>
  );
}
