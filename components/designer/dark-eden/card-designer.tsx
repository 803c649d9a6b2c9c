"use client";

import { useMemo } from "react";
import { AFFILIATION_NAMES, AFFILIATIONS, AFTER_PLAY, ALLOWS, CARD_TYPES, RESOURCES, TACTICS, WARRIOR_CLASSES } from "@/lib/games/dark-eden/card";
import { CORPORATIONS } from "@/lib/games/dark-eden/card-text";
import { checkCard } from "../card-check";
import { CardPart, ChipsField, NumberField, SelectField, TextField, WordsField } from "../fields";
import { withField } from "../grid-columns";
import type { CardDesignerProps } from "../types";

/**
 * The Dark Eden card designer, laid out like the card (Dark Eden rules, "THE PLAYING CARDS"):
 * name and CV at the top, type, affiliation and class, battle tactics, the resource icons it
 * provides and requires, the text box with its designations, and what it allows. Every
 * field is checked live by the game's card schema, the finding beside the field.
 */

const words = (s: string) =>
  s
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/-/g, " ")
    .replace(/^./, (c) => c.toUpperCase());
const opts = <T extends string>(values: readonly T[], label: (v: T) => string = words) => values.map((value) => ({ value, label: label(value) }));

const TYPE_NAMES: Record<string, string> = {
  commander: "Commander",
  establishment: "Establishment",
  warrior: "Warrior",
  intrigue: "Intrigue",
  enhancement: "Enhancement",
};
const RESOURCE_NAMES: Record<string, string> = { gold: "Gold", food: "Food", rawMaterials: "Raw materials", fuel: "Fuel" };

/** Designations printed on the catalog's cards (card-data/dark-eden), offered as suggestions. */
const DESIGNATIONS = [
  "UNIQUE",
  "NO DECK LIMIT",
  "EQUIPMENT",
  "SOLITARY",
  "DARK SYMMETRY",
  "WORTHY OF DARK SYMMETRY",
  "EMBASSY",
  "RITUAL",
  "ART SPELL",
  "SABOTAGE",
  "TEAM GAME ONLY",
  "PROPHECY",
  "INCONSPICUOUS",
  "ISLAND TEAM MEMBER",
  "SPELLCASTER",
  "WEAPON",
  "ARMOR",
  "STORAGE",
  "IMMOBILE",
];

const allowLabel = (a: string) =>
  a.startsWith("affiliation:") ? `${AFFILIATION_NAMES[a.slice(12) as keyof typeof AFFILIATION_NAMES] ?? a.slice(12)} cards` : words(a);

type Icons = Partial<Record<(typeof RESOURCES)[number], number>>;

function ResourceIcons({ label, value, onChange, error }: { label: string; value: unknown; onChange: (v: Icons | undefined) => void; error?: string }) {
  const icons = (value && typeof value === "object" ? value : {}) as Icons;
  const set = (r: (typeof RESOURCES)[number], n: number | undefined) => {
    const next: Icons = { ...icons };
    if (n === undefined || n <= 0) delete next[r];
    else next[r] = n;
    onChange(Object.keys(next).length > 0 ? next : undefined);
  };
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-xs font-medium text-stone-700">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {RESOURCES.map((r) => (
          <NumberField key={r} label={`${label}: ${RESOURCE_NAMES[r]}`} value={icons[r]} min={0} max={20} onChange={(n) => set(r, n)} />
        ))}
      </div>
      {error && (
        <span className="text-xs text-red-800" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}

export function DarkEdenCardDesigner({ card, onChange, set }: CardDesignerProps) {
  const errors = useMemo(() => checkCard("dark-eden", card, set.cards), [card, set.cards]);
  const field = (key: string) => (value: unknown) => onChange(withField(card, key, value));
  const type = String(card.type ?? "");
  return (
    <div className="space-y-3" data-testid="dark-eden-designer">
      <div className="space-y-3 rounded-xl border-4 border-stone-800 bg-amber-50 p-3 shadow">
        <div className="flex items-end gap-2">
          <TextField label="Name" value={card.name} onChange={field("name")} error={errors.name} className="flex-1" />
          <NumberField label="CV" value={card.cv} onChange={field("cv")} error={errors.cv} min={-99} max={99} />
        </div>
        <div className="flex flex-wrap gap-2">
          <SelectField label="Type" value={card.type} options={opts(CARD_TYPES, (t) => TYPE_NAMES[t])} onChange={field("type")} error={errors.type} />
          <SelectField
            label="Affiliation"
            value={card.affiliation}
            options={opts(AFFILIATIONS, (a) => AFFILIATION_NAMES[a])}
            onChange={field("affiliation")}
            error={errors.affiliation}
          />
          {(type === "warrior" || card.warriorClass !== undefined) && (
            <SelectField
              label="Class"
              value={card.warriorClass}
              options={opts(WARRIOR_CLASSES)}
              onChange={field("warriorClass")}
              error={errors.warriorClass}
              empty="—"
            />
          )}
          {(card.affiliation === "megacorporations" || card.corporation !== undefined) && (
            <SelectField
              label="Corporation"
              value={card.corporation}
              options={opts(CORPORATIONS)}
              onChange={field("corporation")}
              error={errors.corporation}
              empty="—"
            />
          )}
        </div>
        <ChipsField label="Battle tactics" options={opts(TACTICS)} selected={card.tactics} onChange={field("tactics")} error={errors.tactics} />
        <CardPart title="Resource icons">
          <ResourceIcons label="Provides" value={card.provides} onChange={field("provides")} error={errors.provides} />
          <ResourceIcons label="Requires" value={card.requires} onChange={field("requires")} error={errors.requires} />
        </CardPart>
        <TextField label="Text" value={card.text} onChange={field("text")} error={errors.text} multiline />
        <WordsField
          label="Designations"
          words={card.designations}
          suggestions={DESIGNATIONS}
          transform={(s) => s.toUpperCase()}
          onChange={field("designations")}
          error={errors.designations}
        />
        <div className="flex flex-wrap gap-2">
          <TextField label="Code" value={card.code} onChange={field("code")} error={errors.code} className="w-48" />
          <NumberField label="Initial cost" value={card.initialCost} onChange={field("initialCost")} error={errors.initialCost} min={0} max={999} />
          {(type === "establishment" || card.neighborAllowance !== undefined) && (
            <NumberField
              label="Neighbour allowance"
              value={card.neighborAllowance}
              onChange={field("neighborAllowance")}
              error={errors.neighborAllowance}
              min={1}
              max={4}
            />
          )}
          {(type === "intrigue" || type === "enhancement" || card.afterPlay !== undefined) && (
            <SelectField
              label="After play"
              value={card.afterPlay}
              options={opts(AFTER_PLAY)}
              onChange={field("afterPlay")}
              error={errors.afterPlay}
              empty="—"
            />
          )}
        </div>
      </div>
      <CardPart title="What the card allows">
        <ChipsField label="Allows" options={opts(ALLOWS, allowLabel)} selected={card.allows} onChange={field("allows")} error={errors.allows} />
      </CardPart>
      {errors[""] && (
        <p role="alert" className="text-sm text-red-800">
          {errors[""]}
        </p>
      )}
      {Object.entries(errors)
        .filter(([k]) => k !== "" && !SHOWN.has(k))
        .map(([k, msg]) => (
          <p key={k} role="alert" className="text-sm text-red-800">
            {k}: {msg}
          </p>
        ))}
    </div>
  );
}

/** Fields with their own control above (others' findings are listed below the card). */
const SHOWN = new Set([
  "name",
  "cv",
  "type",
  "affiliation",
  "warriorClass",
  "corporation",
  "tactics",
  "provides",
  "requires",
  "text",
  "designations",
  "code",
  "initialCost",
  "neighborAllowance",
  "afterPlay",
  "allows",
]);
