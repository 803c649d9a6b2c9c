"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useId } from "react";

/**
 * The designers' inputs: a label, the control and the card schema's finding beside it
 * (aria-invalid, aria-describedby), small enough to sit where the field sits on the card.
 */

export const inputClass = "min-h-8 rounded border border-stone-400 bg-white px-2 py-1 text-sm aria-[invalid=true]:border-red-700";

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <span id={id} className="text-xs text-red-800" role="alert">
      {error}
    </span>
  );
}

interface Base {
  label: string;
  error?: string;
  className?: string;
}

/** aria-invalid and aria-describedby of a control whose error shows under it. */
function errorProps(id: string, error: string | undefined) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined };
}

/** The label above a control, the error under it. */
function Labelled({ id, label, error, className, children }: Base & { id: string; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-0.5 ${className}`}>
      <label htmlFor={id} className="text-xs font-medium text-stone-700">
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextField({
  label,
  value,
  onChange,
  error,
  className = "",
  multiline,
  list,
  placeholder,
}: Base & { value: unknown; onChange: (v: string | undefined) => void; multiline?: boolean; list?: string; placeholder?: string }) {
  const id = useId();
  const text = typeof value === "string" ? value : value === undefined || value === null ? "" : String(value);
  const props = {
    id,
    value: text,
    placeholder,
    ...errorProps(id, error),
    className: `${inputClass} w-full`,
  };
  return (
    <Labelled id={id} label={label} error={error} className={className}>
      {multiline ? (
        <textarea {...props} rows={3} onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)} />
      ) : (
        <input {...props} type="text" list={list} onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)} />
      )}
    </Labelled>
  );
}

/** A whole number; empty leaves the field out (or `null` where the field allows "none"). */
export function NumberField({
  label,
  value,
  onChange,
  error,
  className = "",
  min,
  max,
}: Base & { value: unknown; onChange: (v: number | undefined) => void; min?: number; max?: number }) {
  const id = useId();
  return (
    <Labelled id={id} label={label} error={error} className={className}>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={typeof value === "number" ? value : ""}
        {...errorProps(id, error)}
        onChange={(e) => onChange(e.target.value === "" ? undefined : Math.trunc(Number(e.target.value)))}
        className={`${inputClass} w-20`}
      />
    </Labelled>
  );
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
  className = "",
  empty,
}: Base & { value: unknown; options: readonly { value: T; label: string }[]; onChange: (v: T | undefined) => void; empty?: string }) {
  const id = useId();
  return (
    <Labelled id={id} label={label} error={error} className={className}>
      <select
        id={id}
        value={typeof value === "string" ? value : ""}
        {...errorProps(id, error)}
        onChange={(e) => onChange(e.target.value === "" ? undefined : (e.target.value as T))}
        className={inputClass}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** Toggle chips for a list field from the game's vocabulary (aria-pressed buttons in a labelled group). */
export function ChipsField({
  label,
  options,
  selected,
  onChange,
  error,
  className = "",
}: Base & { options: readonly { value: string; label: string }[]; selected: unknown; onChange: (v: string[] | undefined) => void }) {
  const id = useId();
  const list = Array.isArray(selected) ? (selected as string[]) : [];
  const toggle = (value: string) => {
    const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
    onChange(next.length > 0 ? next : undefined);
  };
  const extra = list.filter((v) => !options.some((o) => o.value === v));
  return (
    <fieldset className={`flex flex-col gap-1 ${className}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-xs font-medium text-stone-700">{label}</legend>
      <div className="flex flex-wrap gap-1">
        {[...options, ...extra.map((v) => ({ value: v, label: v }))].map((o) => (
          <button
            key={o.value}
            type="button"
            aria-pressed={list.includes(o.value)}
            onClick={() => toggle(o.value)}
            className="min-h-7 rounded-full border border-stone-400 px-2 text-xs aria-pressed:border-stone-900 aria-pressed:bg-stone-900 aria-pressed:text-white"
          >
            {o.label}
          </button>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** Free words added one by one (Enter or comma), with suggestions; each shown as a removable chip. */
export function WordsField({
  label,
  words,
  onChange,
  suggestions,
  error,
  transform = (s) => s,
  className = "",
}: Base & { words: unknown; onChange: (v: string[] | undefined) => void; suggestions: readonly string[]; transform?: (s: string) => string }) {
  const t = useTranslations("designer");
  const id = useId();
  const list = Array.isArray(words) ? (words as string[]) : [];
  const add = (raw: string) => {
    const word = transform(raw.trim());
    if (word && !list.includes(word)) onChange([...list, word]);
  };
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs font-medium text-stone-700">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-1">
        {list.map((w) => (
          <span key={w} className="inline-flex items-center gap-1 rounded-full bg-stone-200 px-2 text-xs">
            {w}
            <button
              type="button"
              aria-label={t("fields.remove", { word: w })}
              onClick={() => onChange(list.length > 1 ? list.filter((x) => x !== w) : undefined)}
              className="min-h-6 px-1"
            >
              ×
            </button>
          </span>
        ))}
        <input
          id={id}
          list={`${id}-options`}
          {...errorProps(id, error)}
          placeholder={t("fields.add")}
          onKeyDown={(e) => {
            if (e.key === "Enter" || e.key === ",") {
              e.preventDefault();
              add(e.currentTarget.value);
              e.currentTarget.value = "";
            }
          }}
          onBlur={(e) => {
            add(e.currentTarget.value);
            e.currentTarget.value = "";
          }}
          className={`${inputClass} w-40`}
        />
        <datalist id={`${id}-options`}>
          {suggestions
            .filter((s) => !list.includes(s))
            .map((s) => (
              <option key={s} value={s} />
            ))}
        </datalist>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A titled part of the card being designed. */
export function CardPart({ title, children, className = "" }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`space-y-2 rounded border border-stone-300 p-2 ${className}`}>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-600">{title}</h3>
      {children}
    </section>
  );
}
