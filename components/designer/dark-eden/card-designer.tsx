"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { AFFILIATIONS, AFTER_PLAY, ALLOWS, CARD_TYPES, RESOURCES, TACTICS, WARRIOR_CLASSES } from "@/lib/games/dark-eden/card";
import { CORPORATIONS } from "@/lib/games/dark-eden/card-text";
import { useCardCheck } from "../use-card-check";
import { CardPart, ChipsField, NumberField, SelectField, TextField, WordsField } from "../fields";
import { withField } from "../grid-columns";
import { useAffiliationName, useVocabulary } from "../labels";
import type { CardDesignerProps } from "../types";

/**
 * The Dark Eden card designer, laid out like the card (Dark Eden rules, "THE PLAYING CARDS"):
 * name and CV at the top, type, affiliation and class, battle tactics, the resource icons it
 * provides and requires, the text box with its designations, and what it allows. Every
 * field is checked live by the game's card schema, the finding beside the field.
 */

/** Designations printed on the catalog's cards (card-data/dark-eden), offered as suggestions; printed in English. */
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

/** Corporations are proper names: shown as written. */
const corporationName = (c: string) => c.replace(/^./, (x) => x.toUpperCase());

type Resource = (typeof RESOURCES)[number];
type Icons = Partial<Record<Resource, number>>;

function ResourceIcons({
  label,
  labelOf,
  value,
  onChange,
  error,
}: {
  label: string;
  labelOf: (r: Resource) => string;
  value: unknown;
  onChange: (v: Icons | undefined) => void;
  error?: string;
}) {
  const icons = (value && typeof value === "object" ? value : {}) as Icons;
  const set = (r: Resource, n: number | undefined) => {
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
          <NumberField key={r} label={labelOf(r)} value={icons[r]} min={0} max={20} onChange={(n) => set(r, n)} />
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
  const t = useTranslations("designer");
  const v = useVocabulary("dark-eden");
  const affiliationName = useAffiliationName();
  const checkCard = useCardCheck();
  const errors = useMemo(() => checkCard("dark-eden", card, set.cards), [checkCard, card, set.cards]);
  const field = (key: string) => (value: unknown) => onChange(withField(card, key, value));
  const opts = (group: string, values: readonly string[]) => values.map((value) => ({ value, label: v(group, value) }));
  const allowLabel = (a: string) => (a.startsWith("affiliation:") ? t("de.affiliationCards", { affiliation: affiliationName(a.slice(12)) }) : v("allows", a));
  const type = String(card.type ?? "");
  return (
    <div className="space-y-3" data-testid="dark-eden-designer">
      <div className="space-y-3 rounded-xl border-4 border-stone-800 bg-amber-50 p-3 shadow">
        <div className="flex items-end gap-2">
          <TextField label={t("fields.name")} value={card.name} onChange={field("name")} error={errors.name} className="flex-1" />
          <NumberField label={t("de.cv")} value={card.cv} onChange={field("cv")} error={errors.cv} min={-99} max={99} />
        </div>
        <div className="flex flex-wrap gap-2">
          <SelectField label={t("de.type")} value={card.type} options={opts("types", CARD_TYPES)} onChange={field("type")} error={errors.type} />
          <SelectField
            label={t("de.affiliation")}
            value={card.affiliation}
            options={AFFILIATIONS.map((a) => ({ value: a, label: affiliationName(a) }))}
            onChange={field("affiliation")}
            error={errors.affiliation}
          />
          {(type === "warrior" || card.warriorClass !== undefined) && (
            <SelectField
              label={t("de.class")}
              value={card.warriorClass}
              options={opts("classes", WARRIOR_CLASSES)}
              onChange={field("warriorClass")}
              error={errors.warriorClass}
              empty="—"
            />
          )}
          {(card.affiliation === "megacorporations" || card.corporation !== undefined) && (
            <SelectField
              label={t("de.corporation")}
              value={card.corporation}
              options={CORPORATIONS.map((c) => ({ value: c, label: corporationName(c) }))}
              onChange={field("corporation")}
              error={errors.corporation}
              empty="—"
            />
          )}
        </div>
        <ChipsField label={t("de.tactics")} options={opts("tactics", TACTICS)} selected={card.tactics} onChange={field("tactics")} error={errors.tactics} />
        <CardPart title={t("de.resources")}>
          <ResourceIcons
            label={t("de.provides")}
            labelOf={(r) => t("de.providesOne", { resource: v("resources", r) })}
            value={card.provides}
            onChange={field("provides")}
            error={errors.provides}
          />
          <ResourceIcons
            label={t("de.requires")}
            labelOf={(r) => t("de.requiresOne", { resource: v("resources", r) })}
            value={card.requires}
            onChange={field("requires")}
            error={errors.requires}
          />
        </CardPart>
        <TextField label={t("fields.text")} value={card.text} onChange={field("text")} error={errors.text} multiline />
        <WordsField
          label={t("de.designations")}
          words={card.designations}
          suggestions={DESIGNATIONS}
          transform={(s) => s.toUpperCase()}
          onChange={field("designations")}
          error={errors.designations}
        />
        <div className="flex flex-wrap gap-2">
          <TextField label={t("fields.code")} value={card.code} onChange={field("code")} error={errors.code} className="w-48" />
          <NumberField label={t("de.initialCost")} value={card.initialCost} onChange={field("initialCost")} error={errors.initialCost} min={0} max={999} />
          {(type === "establishment" || card.neighborAllowance !== undefined) && (
            <NumberField
              label={t("de.neighborAllowance")}
              value={card.neighborAllowance}
              onChange={field("neighborAllowance")}
              error={errors.neighborAllowance}
              min={1}
              max={4}
            />
          )}
          {(type === "intrigue" || type === "enhancement" || card.afterPlay !== undefined) && (
            <SelectField
              label={t("de.afterPlay")}
              value={card.afterPlay}
              options={opts("afterPlay", AFTER_PLAY)}
              onChange={field("afterPlay")}
              error={errors.afterPlay}
              empty="—"
            />
          )}
        </div>
      </div>
      <CardPart title={t("de.allowsPart")}>
        <ChipsField
          label={t("de.allows")}
          options={ALLOWS.map((a) => ({ value: a, label: allowLabel(a) }))}
          selected={card.allows}
          onChange={field("allows")}
          error={errors.allows}
        />
      </CardPart>
      {Object.entries(errors)
        .filter(([k]) => !SHOWN.has(k))
        .map(([k, msg]) => (
          <p key={k} role="alert" className="text-sm text-red-800">
            {k ? `${k}: ${msg}` : msg}
          </p>
        ))}
    </div>
  );
}

/** Fields with their own control above (others' findings, and the card's as a whole, are listed below the card). */
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
