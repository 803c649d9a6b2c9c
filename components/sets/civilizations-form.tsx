"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { fieldClass } from "./card-fields";

type Civilization = { code: string; name: string; color?: string };

/** Battle for Eden: the set's civilizations (code, name, colour) that its units name. */
export function CivilizationsForm({ initial, busy, onSave }: { initial: Civilization[]; busy: boolean; onSave: (civilizations: Civilization[]) => void }) {
  const t = useTranslations("sets.civ");
  const [rows, setRows] = useState<Civilization[]>(initial);
  const update = (i: number, key: keyof Civilization, value: string) => setRows((r) => r.map((c, j) => (j === i ? { ...c, [key]: value } : c)));
  const cleaned = () =>
    rows
      .filter((c) => c.code.trim() !== "" || c.name.trim() !== "")
      .map((c) => ({ code: c.code.trim(), name: c.name.trim(), ...(c.color?.trim() ? { color: c.color.trim() } : {}) }));
  return (
    <section aria-labelledby="civ-heading" className="space-y-2">
      <h2 id="civ-heading" className="text-xl font-semibold">
        {t("title")}
      </h2>
      {rows.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are numbered by place ("Civilization 2"), and their inputs are controlled
        <fieldset key={i} className="flex flex-wrap items-end gap-2">
          <legend className="sr-only">{t("legend", { n: i + 1 })}</legend>
          <label className="flex flex-col text-sm">
            {t("code", { n: i + 1 })}
            <input value={c.code} onChange={(e) => update(i, "code", e.target.value)} className={fieldClass} />
          </label>
          <label className="flex flex-col text-sm">
            {t("name", { n: i + 1 })}
            <input value={c.name} onChange={(e) => update(i, "name", e.target.value)} className={fieldClass} />
          </label>
          <label className="flex flex-col text-sm">
            {t("colour", { n: i + 1 })}
            <input value={c.color ?? ""} onChange={(e) => update(i, "color", e.target.value)} className={fieldClass} />
          </label>
          <button type="button" onClick={() => setRows((r) => r.filter((_, j) => j !== i))} className="min-h-8 px-2 text-sm text-red-800 underline">
            {t("remove", { n: i + 1 })}
          </button>
        </fieldset>
      ))}
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => setRows((r) => [...r, { code: "", name: "", color: "" }])}
          className="min-h-8 rounded border border-stone-500 px-3 py-1 text-sm"
        >
          {t("add")}
        </button>
        <button
          type="button"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onSave(cleaned());
          }}
          className="min-h-8 rounded bg-stone-900 px-3 py-1 text-sm font-medium text-white aria-disabled:opacity-50"
        >
          {t("save")}
        </button>
      </div>
    </section>
  );
}
