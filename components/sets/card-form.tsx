"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { zodIssueSays } from "@/lib/catalog/catalog-file";
import { rulesetFor } from "@/lib/games";
import type { GameSlug } from "@/lib/games/types";
import { CARD_FIELDS, fieldClass, fieldText, fieldValue } from "./card-fields";
import { problemText } from "@/i18n/problem-text";
import { fieldName } from "./problem-text";

type Card = Record<string, unknown>;

/**
 * The edit form of one card on its set's page (new cards are made in the designer): the game's fields, the card's other fields as JSON, checked
 * in the browser with the game's card schema before `onSave` is called.
 */
export function CardForm({
  game,
  card,
  busy,
  onSave,
  onCancel,
}: {
  game: GameSlug;
  card: Card;
  busy: boolean;
  onSave: (card: Card) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("sets.cardForm");
  const tf = useTranslations("setFields");
  const tp = useTranslations("setProblems");
  const locale = useLocale();
  // Each field's label and hint in the reader's language (messages setFields.json); the English of card-fields.ts otherwise.
  const fields = CARD_FIELDS[game].map((f) => {
    const label = `${game}.${f.key}.label`;
    const hint = `${game}.${f.key}.hint`;
    return { ...f, label: tf.has(label) ? tf(label) : f.label, hint: f.hint && tf.has(hint) ? tf(hint) : f.hint };
  });
  const known = new Set(fields.map((f) => f.key));
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((f) => [f.key, fieldText(f.kind, card[f.key])])));
  const [other, setOther] = useState(() => {
    const rest = Object.fromEntries(Object.entries(card).filter(([k]) => !known.has(k)));
    return Object.keys(rest).length > 0 ? JSON.stringify(rest, null, 1) : "";
  });
  const [errors, setErrors] = useState<string[]>([]);
  const uid = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problems: string[] = [];
    let next: Card = {};
    if (other.trim() !== "") {
      try {
        const parsed: unknown = JSON.parse(other);
        if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error();
        next = parsed as Card;
      } catch {
        problems.push(t("errors.otherNotObject"));
      }
    }
    for (const f of fields) {
      try {
        const v = fieldValue(f.kind, values[f.key] ?? "");
        if (v !== undefined) next[f.key] = v;
        else delete next[f.key];
      } catch {
        problems.push(t(f.kind === "number" ? "errors.number" : "errors.json", { label: f.label }));
      }
    }
    if (problems.length === 0) {
      // The schema's findings in the reader's language (problem-text.ts: zod's own locales), each after its field's label.
      const checked = rulesetFor(game).cardSchema.safeParse(next, { reportInput: true });
      if (!checked.success)
        for (const i of checked.error.issues.slice(0, 10)) {
          const text = problemText({ message: i.message, says: zodIssueSays(i) }, tp, locale);
          problems.push(i.path.length > 0 ? `${fieldName(i.path.join("."), game, tf, locale)}: ${text}` : text);
        }
    }
    setErrors(problems);
    if (problems.length === 0) onSave(next);
  }

  const title = t("edit", { name: String(card.name ?? card.code) });
  return (
    <form onSubmit={submit} aria-label={title} className="space-y-3 rounded border border-stone-400 bg-white p-3">
      <h3 className="font-semibold">{title}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((f) =>
          f.kind === "boolean" ? (
            <label key={f.key} className="flex min-h-8 items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={values[f.key] === "true"}
                onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.checked ? "true" : "" }))}
              />
              {f.label}
            </label>
          ) : (
            <div key={f.key} className={`flex flex-col text-sm ${f.kind === "long" ? "sm:col-span-2" : ""}`}>
              <label htmlFor={`${uid}-${f.key}`}>{f.label}</label>
              {f.hint && (
                <span id={`${uid}-${f.key}-hint`} className="text-xs text-stone-600">
                  {f.hint}
                </span>
              )}
              {f.kind === "long" ? (
                <textarea
                  id={`${uid}-${f.key}`}
                  aria-describedby={f.hint ? `${uid}-${f.key}-hint` : undefined}
                  rows={5}
                  value={values[f.key] ?? ""}
                  onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                  className={`${fieldClass} font-mono text-xs`}
                />
              ) : (
                <input
                  id={`${uid}-${f.key}`}
                  aria-describedby={f.hint ? `${uid}-${f.key}-hint` : undefined}
                  value={values[f.key] ?? ""}
                  onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                  className={fieldClass}
                />
              )}
            </div>
          ),
        )}
        <label className="flex flex-col text-sm sm:col-span-2">
          {t("other")}
          <textarea rows={3} value={other} onChange={(e) => setOther(e.target.value)} className={`${fieldClass} font-mono text-xs`} />
        </label>
      </div>
      {errors.length > 0 && (
        <ul role="alert" className="list-disc pl-5 text-sm text-red-800">
          {errors.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on each check, and two entries may read alike
            <li key={i}>{e}</li>
          ))}
        </ul>
      )}
      <div className="flex gap-3">
        <button type="submit" aria-disabled={busy} className="min-h-8 rounded bg-stone-900 px-4 py-1 font-medium text-white aria-disabled:opacity-50">
          {busy ? t("saving") : t("save")}
        </button>
        <button type="button" onClick={onCancel} className="min-h-8 rounded border border-stone-400 px-3 py-1">
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
