"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { atLeast, characteristicRoll, completeLocationTable, expectedCount, meleeAttack, opposedRoll, shootingAttack } from "@/lib/games/eden-skirmish/dice";
import type { SheetCombatant } from "@/lib/games/eden-skirmish/goldfish";
import { pct, Section } from "./ui";

/** The chance of exactly and of at least each number of successes (`successes[k]`: exactly k). */
function SuccessesTable({ successes }: { successes: readonly number[] }) {
  const t = useTranslations("edenGoldfish.dice");
  const counts = successes.map((exactly, k) => ({ k, exactly, orMore: atLeast(successes, k) }));
  return (
    <table className="mt-1 text-xs">
      <thead>
        <tr>
          <th className="pr-3 text-left font-normal text-stone-600">{t("successes")}</th>
          {counts.map(({ k }) => (
            <th key={k} className="pr-3 font-normal">
              {k}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th className="pr-3 text-left font-normal text-stone-600">{t("exactly")}</th>
          {counts.map(({ k, exactly }) => (
            <td key={k} className="pr-3">
              {pct(exactly)}
            </td>
          ))}
        </tr>
        <tr>
          <th className="pr-3 text-left font-normal text-stone-600">{t("atLeast")}</th>
          {counts.map(({ k, orMore }) => (
            <td key={k} className="pr-3">
              {pct(orMore)}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

function NumberField({ label, value, set, min = 0, max = 30 }: { label: string; value: number; set(v: number): void; min?: number; max?: number }) {
  return (
    <label className="flex flex-col text-xs">
      <span>{label}</span>
      <input
        type="number"
        value={value}
        min={min}
        max={max}
        onChange={(e) => {
          const v = Number(e.target.value);
          if (Number.isFinite(v)) set(Math.max(min, Math.min(max, Math.round(v))));
        }}
        className="w-20 rounded border border-stone-400 px-1 py-0.5"
      />
    </label>
  );
}

function attempt<T>(fn: () => T): T | string {
  try {
    return fn();
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

const normal = (pair: [number | null, number | null] | null) => (pair && pair[0] !== null ? pair[0] : undefined);

/** EDEN's dice, exactly ("2. A - Tiradas", "6. Ataque"): characteristic rolls, opposed rolls, attacks. */
export function DiceCalculator({ combatants }: { combatants: SheetCombatant[] }) {
  const t = useTranslations("edenGoldfish.dice");
  const [dice, setDice] = useState(3);
  const [threshold, setThreshold] = useState(4);
  const [first, setFirst] = useState(3);
  const [second, setSecond] = useState(3);
  const [cbt, setCbt] = useState(3);
  const [vig, setVig] = useState(3);
  const [rap, setRap] = useState(3);
  const [dodge, setDodge] = useState(false);
  const [protection, setProtection] = useState(0);
  const [power, setPower] = useState(2);
  const [obstacles, setObstacles] = useState(0);
  const [target, setTarget] = useState("");

  const roll = attempt(() => characteristicRoll(dice, threshold));
  const opposed = attempt(() => opposedRoll(first, second));
  const targetCard = combatants.find((c) => c.code === target);
  const location = completeLocationTable(targetCard?.location ?? undefined) ?? undefined;
  const melee = attempt(() => meleeAttack({ cbt, targetVig: vig, reaction: dodge ? "dodge" : "passive", targetRap: rap, protection, location }));
  const shot = attempt(() => shootingAttack({ cbt, obstacles, targetRap: rap, power, targetVig: vig, protection, location }));

  const fillTarget = (code: string) => {
    setTarget(code);
    const c = combatants.find((x) => x.code === code);
    if (!c) return;
    const v = normal(c.vig);
    const r = normal(c.rap);
    if (v !== undefined) setVig(v);
    if (r !== undefined) setRap(r);
  };

  return (
    <Section title={t("heading")} label={t("heading")}>
      <div className="space-y-2">
        <h3 className="text-sm font-medium">{t("rollHeading")}</h3>
        <div className="flex flex-wrap gap-3">
          <NumberField label={t("dice")} value={dice} set={setDice} max={30} />
          <NumberField label={t("threshold")} value={threshold} set={setThreshold} min={1} max={20} />
        </div>
        {typeof roll === "string" ? (
          <p className="text-sm text-red-800">{roll}</p>
        ) : roll.automaticFailure ? (
          <p className="text-sm" data-testid="roll">
            {t("automaticFailure")}
          </p>
        ) : (
          <div className="text-sm" data-testid="roll">
            <p>
              {t("roll", {
                dice: roll.dice,
                at: roll.threshold,
                lowered: threshold > 6 ? "yes" : "no",
                threshold,
                fewer: threshold - 6,
                chance: pct(atLeast(roll.successes, 1)),
                expected: expectedCount(roll.successes).toFixed(2),
              })}
            </p>
            <SuccessesTable successes={roll.successes} />
          </div>
        )}
      </div>
      <div className="space-y-2">
        <h3 className="text-sm font-medium">{t("opposedHeading")}</h3>
        <div className="flex flex-wrap gap-3">
          <NumberField label={t("first")} value={first} set={setFirst} />
          <NumberField label={t("second")} value={second} set={setSecond} />
        </div>
        {typeof opposed === "string" ? (
          <p className="text-sm text-red-800">{opposed}</p>
        ) : (
          <p className="text-sm" data-testid="opposed">
            {t("opposed", { first: pct(opposed.first), second: pct(opposed.second), rethrow: opposed.rethrowOnEqual ? "yes" : "no" })}
          </p>
        )}
      </div>
      <div className="space-y-2">
        <h3 className="text-sm font-medium">{t("attackHeading")}</h3>
        <div className="flex flex-wrap items-end gap-3">
          <NumberField label={t("attackerCbt")} value={cbt} set={setCbt} />
          {combatants.length > 0 && (
            <label className="flex flex-col text-xs">
              <span>{t("targetFromWarband")}</span>
              <select value={target} onChange={(e) => fillTarget(e.target.value)} className="rounded border border-stone-400 px-1 py-0.5">
                <option value="">—</option>
                {combatants.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <NumberField label={t("targetVig")} value={vig} set={setVig} />
          <NumberField label={t("targetRap")} value={rap} set={setRap} />
          <NumberField label={t("protection")} value={protection} set={setProtection} />
          <label className="flex items-center gap-1 text-xs">
            <input type="checkbox" checked={dodge} onChange={(e) => setDodge(e.target.checked)} /> {t("dodges")}
          </label>
          <NumberField label={t("power")} value={power} set={setPower} />
          <NumberField label={t("obstacles")} value={obstacles} set={setObstacles} max={10} />
        </div>
        <p className="text-sm" data-testid="attacks">
          {t("attacks", {
            melee: typeof melee === "string" ? melee : t("hitsWounds", { hit: pct(melee.hit), wound: pct(melee.wound) }),
            shooting: typeof shot === "string" ? shot : t("hitsWounds", { hit: pct(shot.hit), wound: pct(shot.wound) }),
          })}
        </p>
        <p className="text-xs text-stone-600">
          {t("locationNote")} {location ? t("locationCard") : t("protectionEveryMember")}
        </p>
      </div>
    </Section>
  );
}
