"use client";

import { useTranslations } from "next-intl";
import { ABILITY_TIMINGS, type AbilityTiming } from "@/lib/games/battle-for-eden/card";

export interface Ability {
  timing: AbilityTiming;
  text: string;
}

/** The abilities a card's data holds, read defensively (a draft may hold anything). */
export function abilitiesOf(value: unknown): Ability[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((a): a is { timing: unknown; text: unknown } => typeof a === "object" && a !== null)
    .map((a) => ({
      timing: (ABILITY_TIMINGS as readonly unknown[]).includes(a.timing) ? (a.timing as AbilityTiming) : "immediate",
      text: typeof a.text === "string" ? a.text : "",
    }));
}

/** Each timing's name and when it may be triggered, as message keys. */
export const TIMING_KEYS: Record<AbilityTiming, { name: string; hint: string }> = {
  immediate: { name: "timing.immediate", hint: "timingHint.immediate" },
  delayed: { name: "timing.delayed", hint: "timingHint.delayed" },
  "post-combat": { name: "timing.postCombat", hint: "timingHint.postCombat" },
  reaction: { name: "timing.reaction", hint: "timingHint.reaction" },
};

/** A new ability placed after the last one of its timing, so the card reads in timing order. */
function added(abilities: Ability[], timing: AbilityTiming): Ability[] {
  const rank = (t: AbilityTiming) => ABILITY_TIMINGS.indexOf(t);
  const at = abilities.findIndex((a) => rank(a.timing) > rank(timing));
  const place = at === -1 ? abilities.length : at;
  return [...abilities.slice(0, place), { timing, text: "" }, ...abilities.slice(place)];
}

/**
 * Battle for Eden rules, "Cards effects ▶ Abilities": a unit's abilities grouped by the four
 * times they may be triggered, each group as it would read on the card.
 */
export function AbilitiesEditor({
  abilities,
  unitLabel,
  error,
  onChange,
}: {
  abilities: Ability[];
  unitLabel: string;
  error?: string;
  onChange: (next: Ability[] | undefined, label: string) => void;
}) {
  const t = useTranslations("designer-bfe");
  const set = (next: Ability[], label: string) => onChange(next.length > 0 ? next : undefined, label);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{t("abilities.legend")}</legend>
      {ABILITY_TIMINGS.map((timing) => {
        const mine = abilities.map((a, i) => ({ a, i })).filter(({ a }) => a.timing === timing);
        if (mine.length === 0) return null;
        return (
          <div key={timing} className="space-y-1">
            <p className="text-xs font-semibold uppercase tracking-wide text-stone-700">
              {t(TIMING_KEYS[timing].name)} <span className="font-normal normal-case tracking-normal">· {t(TIMING_KEYS[timing].hint)}</span>
            </p>
            {mine.map(({ a, i }, n) => (
              <div key={i} className="flex items-start gap-2">
                <label className="flex flex-1 flex-col text-xs">
                  <span className="sr-only">{t("abilities.text", { timing: t(TIMING_KEYS[timing].name), n: n + 1, unit: unitLabel })}</span>
                  <textarea
                    value={a.text}
                    rows={2}
                    maxLength={1000}
                    onChange={(e) =>
                      set(
                        abilities.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)),
                        t("label.ability", { unit: unitLabel }),
                      )
                    }
                    className="rounded border border-stone-400 bg-white px-2 py-1 text-sm"
                  />
                </label>
                <button
                  type="button"
                  onClick={() =>
                    set(
                      abilities.filter((_, j) => j !== i),
                      t("label.removeAbility", { unit: unitLabel }),
                    )
                  }
                  className="min-h-8 px-2 text-xs text-red-800 underline"
                  aria-label={t("abilities.remove", { timing: t(TIMING_KEYS[timing].name), n: n + 1, unit: unitLabel })}
                >
                  {t("abilities.removeShort")}
                </button>
              </div>
            ))}
          </div>
        );
      })}
      {error && <p className="text-xs text-red-800">{error}</p>}
      <div className="flex flex-wrap gap-1">
        {ABILITY_TIMINGS.map((timing) => (
          <button
            key={timing}
            type="button"
            onClick={() => set(added(abilities, timing), t("label.addAbility", { unit: unitLabel }))}
            className="min-h-8 rounded border border-stone-400 px-2 text-xs"
            aria-label={t("abilities.add", { timing: t(TIMING_KEYS[timing].name), unit: unitLabel })}
          >
            + {t(TIMING_KEYS[timing].name)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
