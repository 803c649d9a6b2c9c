"use client";

import { useTranslations } from "next-intl";
import type { DesignCivilization } from "../types";

/** The colour picker's value for a colour as the set stores it (any CSS colour name or #rrggbb). */
function pickerValue(color: string | undefined): string {
  if (color && /^#[0-9a-f]{6}$/i.test(color)) return color.toLowerCase();
  if (color && /^#[0-9a-f]{3}$/i.test(color)) return `#${[...color.slice(1)].map((c) => c + c).join("")}`.toLowerCase();
  return "#57534e";
}

/**
 * The World's cover: the civilization's name and colour (Battle for Eden rules, "Map creation ▶
 * Setup": each player chooses a civilization and a colour), the colour shown as the accent.
 * A set with several civilizations has a World for each; the cover chooses which one is open.
 */
export function CivilizationCover({
  civilizations,
  index,
  accent,
  onName,
  onColor,
  onChoose,
  onAdd,
}: {
  civilizations: readonly DesignCivilization[];
  index: number;
  accent: string;
  onName: (name: string) => void;
  onColor: (color: string) => void;
  onChoose: (index: number) => void;
  onAdd: () => void;
}) {
  const t = useTranslations("designer-bfe");
  const civ = civilizations[index];
  return (
    <section aria-labelledby="world-cover" className="space-y-3 rounded-xl border-8 bg-white p-4 shadow" style={{ borderColor: accent }}>
      <h2 id="world-cover" className="text-sm font-semibold uppercase tracking-wide text-stone-700">
        {t("cover.heading")}
      </h2>
      {civilizations.length > 1 && (
        <label className="flex flex-col text-sm">
          {t("cover.choose")}
          <select value={index} onChange={(e) => onChoose(Number(e.target.value))} className="min-h-8 rounded border border-stone-400 bg-white px-2">
            {civilizations.map((c, i) => (
              <option key={c.code} value={i}>
                {c.name || c.code}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="flex flex-col text-sm">
        {t("cover.name")}
        <input
          value={civ?.name ?? ""}
          maxLength={200}
          placeholder={t("cover.namePlaceholder")}
          onChange={(e) => onName(e.target.value)}
          className="w-full min-w-0 rounded border border-stone-400 bg-white px-2 py-1 text-2xl font-bold"
          style={{ color: accent }}
        />
      </label>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">
          {t("cover.colour")}
          <input
            type="color"
            value={pickerValue(civ?.color)}
            onChange={(e) => onColor(e.target.value)}
            className="h-10 w-16 rounded border border-stone-400 bg-white"
          />
        </label>
        <label className="flex flex-col text-sm">
          {t("cover.colourText")}
          <input
            value={civ?.color ?? ""}
            maxLength={40}
            onChange={(e) => onColor(e.target.value)}
            className="min-h-8 w-40 rounded border border-stone-400 bg-white px-2 font-mono"
          />
        </label>
        {civ && (
          <p className="text-xs text-stone-700">
            {t("cover.code")} <span className="font-mono">{civ.code}</span>
          </p>
        )}
        <button type="button" onClick={onAdd} className="min-h-8 rounded border border-stone-500 px-3 text-sm">
          {t("cover.add")}
        </button>
      </div>
    </section>
  );
}
