"use client";

import { useMemo } from "react";
import { STIGMAS } from "@/lib/games/eden-skirmish/card";
import { FACTIONS } from "@/lib/games/eden-skirmish/warband";
import { checkCard } from "../card-check";
import { ChipsField, NumberField, SelectField, TextField, WordsField } from "../fields";
import { withField } from "../grid-columns";
import type { CardDesignerProps } from "../types";
import { AbilityList, Characteristics, EquipmentList, Members } from "./profile-parts";

/**
 * The EDEN designer ("1. D - Las cartas"): a combatant or CNJ profile laid out as printed
 * (faction, stigma, value, types, the characteristics normal and wounded, the members with
 * constitution and location index, equipment, abilities), a mission or a tactic. The
 * points of the faction's combatants in the set are summed beside the value.
 */

const STIGMA_NAMES: Record<string, string> = { destruction: "Destruction", order: "Order", protection: "Protection", change: "Change", chaos: "Chaos" };
const KINDS = [
  { value: "combatant", label: "Combatant profile" },
  { value: "npc", label: "Non-player combatant (CNJ)" },
  { value: "mission", label: "Mission" },
  { value: "tactic", label: "Tactic" },
] as const;
const TACTIC_RULES = [
  { value: "tactic", label: "Tactic" },
  { value: "first-turn", label: "First turn" },
];

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
  const errors = useMemo(() => checkCard("eden-skirmish", card, set.cards), [card, set.cards]);
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
          <TextField label="Name" value={card.name} onChange={field("name")} error={errors.name} className="flex-1" />
          <SelectField label="Kind" value={card.kind} options={KINDS} onChange={(v) => onChange(withKind(card, v ?? "combatant"))} error={errors.kind} />
        </div>
        {profile && (
          <>
            <div className="flex flex-wrap items-end gap-2">
              <TextField label="Faction" value={card.faction} onChange={field("faction")} error={errors.faction} list="eden-factions" className="w-44" />
              <datalist id="eden-factions">
                {factions.map((f) => (
                  <option key={f} value={f} />
                ))}
              </datalist>
              <SelectField
                label="Stigma"
                value={card.stigma}
                options={STIGMAS.map((s) => ({ value: s, label: STIGMA_NAMES[s] }))}
                onChange={field("stigma")}
                error={errors.stigma}
                empty="—"
              />
              {kind === "combatant" ? (
                <NumberField label="Value" value={card.value} onChange={field("value")} error={errors.value} min={0} max={1000} />
              ) : (
                <NumberField label="Level" value={card.level} onChange={field("level")} error={errors.level} min={0} max={100} />
              )}
            </div>
            {kind === "combatant" && typeof card.faction === "string" && (
              <p className="text-sm" data-testid="eden-points">
                {String(card.value ?? 0)} points · the set's {card.faction} combatants: {factionPoints} points
              </p>
            )}
            <WordsField
              label="Types"
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
              label="Mission type"
              value={card.missionType}
              options={[
                { value: "secret", label: "Secret" },
                { value: "revealed", label: "Revealed" },
              ]}
              onChange={field("missionType")}
              error={errors.missionType}
              empty="—"
            />
            <SelectField
              label="Deployment"
              value={card.deployment}
              options={[
                { value: "confrontation", label: "Confrontation" },
                { value: "ambush", label: "Ambush" },
              ]}
              onChange={field("deployment")}
              error={errors.deployment}
              empty="—"
            />
            <TextField
              label="Restricted to faction"
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
              label="Special rules"
              options={TACTIC_RULES}
              selected={(card.rules as string[] | undefined)?.filter((r) => !r.startsWith("cancel:"))}
              onChange={(v) => {
                const cancel = (card.rules as string[] | undefined)?.filter((r) => r.startsWith("cancel:")) ?? [];
                const next = [...(v ?? []), ...cancel];
                put("rules", next.length > 0 ? next : undefined);
              }}
              error={errors.rules}
            />
            <NumberField
              label="Cancellation (X)"
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
        <TextField label="Text" value={card.text} onChange={field("text")} error={errors.text} multiline />
        <TextField label="Code" value={card.code} onChange={field("code")} error={errors.code} className="w-48" />
      </div>
      {errors[""] && (
        <p role="alert" className="text-sm text-red-800">
          {errors[""]}
        </p>
      )}
    </div>
  );
}
