"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { STIGMAS } from "@/lib/games/eden-skirmish/card";
import { FACTIONS } from "@/lib/games/eden-skirmish/warband";
import { useCardCheck } from "../use-card-check";
import { ChipsField, NumberField, SelectField, TextField, WordsField } from "../fields";
import { withField } from "../grid-columns";
import { useVocabulary } from "../labels";
import type { CardDesignerProps } from "../types";
import { AbilityList, Characteristics, EquipmentList, Members } from "./profile-parts";

/**
 * The EDEN designer ("1. D - Las cartas"): a combatant or CNJ profile laid out as printed
 * (faction, stigma, value, types, the characteristics normal and wounded, the members with
 * constitution and location index, equipment, abilities), a mission or a tactic. The
 * points of the faction's combatants in the set are summed beside the value.
 */

const KINDS = ["combatant", "npc", "mission", "tactic"] as const;
const TACTIC_RULES = ["tactic", "first-turn"] as const;

/** Fields only one kind of card has: changing the kind drops the others' (the card schema is strict per kind). */
const KIND_FIELDS: Record<string, string[]> = {
  combatant: ["faction", "stigma", "types", "psi", "cbt", "vig", "rap", "constitution", "location", "equipment", "abilities", "value"],
  npc: ["faction", "stigma", "types", "psi", "cbt", "vig", "rap", "constitution", "location", "equipment", "abilities", "level"],
  mission: ["missionType", "deployment", "restriction"],
  tactic: ["rules"],
};
const COMMON = ["code", "name", "names", "text", "kind"];

function withKind(card: Record<string, unknown>, kind: string): Record<string, unknown> {
  const keep = new Set([...COMMON, ...(KIND_FIELDS[kind] ?? [])]);
  return { ...Object.fromEntries(Object.entries(card).filter(([k]) => keep.has(k))), kind };
}

export function EdenCardDesigner({ card, onChange, set }: CardDesignerProps) {
  const t = useTranslations("designer");
  const v = useVocabulary("eden-skirmish");
  const opts = (group: string, values: readonly string[]) => values.map((value) => ({ value, label: v(group, value) }));
  const checkCard = useCardCheck();
  const errors = useMemo(() => checkCard("eden-skirmish", card, set.cards), [checkCard, card, set.cards]);
  const put = (key: string, value: unknown) => onChange(withField(card, key, value));
  const field = (key: string) => (value: unknown) => put(key, value);
  const kind = String(card.kind ?? "");
  const profile = kind === "combatant" || kind === "npc";
  const factions = useMemo(
    () => [...new Set([...FACTIONS.map((f) => f.slug), ...set.cards.map((c) => c.faction).filter((f): f is string => typeof f === "string")])],
    [set.cards],
  );
  const factionPoints = useMemo(
    () =>
      set.cards
        .filter((c) => c.kind === "combatant" && c.faction === card.faction && c.faction !== undefined)
        .reduce((sum, c) => sum + (typeof c.value === "number" ? c.value : 0), 0),
    [set.cards, card.faction],
  );
  return (
    <div className="space-y-3" data-testid="eden-designer">
      <div className="space-y-3 rounded-xl border-4 border-stone-800 bg-stone-50 p-3 shadow">
        <div className="flex flex-wrap items-end gap-2">
          <TextField label={t("fields.name")} value={card.name} onChange={field("name")} error={errors.name} className="flex-1" />
          <SelectField
            label={t("eden.kind")}
            value={card.kind}
            options={opts("kinds", KINDS)}
            onChange={(v) => onChange(withKind(card, v ?? "combatant"))}
            error={errors.kind}
          />
        </div>
        {profile && (
          <>
            <div className="flex flex-wrap items-end gap-2">
              <TextField
                label={t("eden.faction")}
                value={card.faction}
                onChange={field("faction")}
                error={errors.faction}
                list="eden-factions"
                className="w-44"
              />
              <datalist id="eden-factions">
                {factions.map((f) => (
                  <option key={f} value={f} />
                ))}
              </datalist>
              <SelectField
                label={t("eden.stigma")}
                value={card.stigma}
                options={opts("stigmas", STIGMAS)}
                onChange={field("stigma")}
                error={errors.stigma}
                empty="—"
              />
              {kind === "combatant" ? (
                <NumberField label={t("eden.value")} value={card.value} onChange={field("value")} error={errors.value} min={0} max={1000} />
              ) : (
                <NumberField label={t("eden.level")} value={card.level} onChange={field("level")} error={errors.level} min={0} max={100} />
              )}
            </div>
            {kind === "combatant" && typeof card.faction === "string" && (
              <p className="text-sm" data-testid="eden-points">
                {t("eden.points", { value: typeof card.value === "number" ? card.value : 0, faction: card.faction, total: factionPoints })}
              </p>
            )}
            <WordsField
              label={t("eden.types")}
              words={card.types}
              suggestions={["human", "mutant", "animal", "robot", "vehicle"]}
              transform={(s) => s.toLowerCase().replace(/\s+/g, "-")}
              onChange={field("types")}
              error={errors.types}
            />
            <div className="grid gap-3 md:grid-cols-2">
              <Characteristics card={card} set={put} errors={errors} />
              <Members card={card} set={put} errors={errors} />
            </div>
            <EquipmentList value={card.equipment} onChange={field("equipment")} error={errors.equipment} />
            <AbilityList value={card.abilities} onChange={field("abilities")} error={errors.abilities} />
          </>
        )}
        {kind === "mission" && (
          <div className="flex flex-wrap gap-2">
            <SelectField
              label={t("eden.missionType")}
              value={card.missionType}
              options={[
                { value: "secret", label: t("eden.secret") },
                { value: "revealed", label: t("eden.revealed") },
              ]}
              onChange={field("missionType")}
              error={errors.missionType}
              empty="—"
            />
            <SelectField
              label={t("eden.deployment")}
              value={card.deployment}
              options={[
                { value: "confrontation", label: t("eden.confrontation") },
                { value: "ambush", label: t("eden.ambush") },
              ]}
              onChange={field("deployment")}
              error={errors.deployment}
              empty="—"
            />
            <TextField
              label={t("eden.restrictedFaction")}
              value={(card.restriction as { faction?: string } | undefined)?.faction}
              onChange={(v) => put("restriction", v ? { faction: v } : undefined)}
              error={errors.restriction}
              list="eden-factions"
            />
            <datalist id="eden-factions">
              {factions.map((f) => (
                <option key={f} value={f} />
              ))}
            </datalist>
          </div>
        )}
        {kind === "tactic" && (
          <div className="flex flex-wrap items-end gap-2">
            <ChipsField
              label={t("eden.specialRules")}
              options={opts("tacticRules", TACTIC_RULES)}
              selected={(card.rules as string[] | undefined)?.filter((r) => !r.startsWith("cancel:"))}
              onChange={(v) => {
                const cancel = (card.rules as string[] | undefined)?.filter((r) => r.startsWith("cancel:")) ?? [];
                const next = [...(v ?? []), ...cancel];
                put("rules", next.length > 0 ? next : undefined);
              }}
              error={errors.rules}
            />
            <NumberField
              label={t("eden.cancellation")}
              value={Number((card.rules as string[] | undefined)?.find((r) => r.startsWith("cancel:"))?.slice(7) ?? Number.NaN) || undefined}
              min={0}
              max={99}
              onChange={(n) => {
                const rest = (card.rules as string[] | undefined)?.filter((r) => !r.startsWith("cancel:")) ?? [];
                const next = n === undefined ? rest : [...rest, `cancel:${n}`];
                put("rules", next.length > 0 ? next : undefined);
              }}
            />
          </div>
        )}
        <TextField label={t("fields.text")} value={card.text} onChange={field("text")} error={errors.text} multiline />
        <TextField label={t("fields.code")} value={card.code} onChange={field("code")} error={errors.code} className="w-48" />
      </div>
      {errors[""] && (
        <p role="alert" className="text-sm text-red-800">
          {errors[""]}
        </p>
      )}
    </div>
  );
}
