"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { EQUIPMENT_CATEGORIES, MEMBERS } from "@/lib/games/eden-skirmish/card";
import { CardPart, ChipsField, inputClass, SelectField, TextField } from "../fields";
import { useVocabulary } from "../labels";

/**
 * The parts of an EDEN profile card ("1. D ▶ Las cartas de Perfil"): the characteristics
 * normal and wounded, constitution and location index per member, equipment and abilities.
 */

type Pair = [number | null, number | null];

export const CHARACTERISTICS = [
  { key: "psi", label: "PSI" },
  { key: "cbt", label: "CBT" },
  { key: "vig", label: "VIG" },
  { key: "rap", label: "RAP" },
] as const;

const pairOf = (v: unknown): Pair => (Array.isArray(v) && v.length === 2 ? (v as Pair) : [null, null]);
const num = (text: string): number | null => (text.trim() === "" ? null : Math.trunc(Number(text)));
/** Both halves empty leaves the field out. */
const pairValue = (p: Pair): Pair | undefined => (p[0] === null && p[1] === null ? undefined : p);

/** A table of the card's rows under column headings (the first column holds each row's name). */
function RowTable({ columns, children }: { columns: { label: string; red?: boolean }[]; children: ReactNode }) {
  return (
    <table className="text-sm">
      <thead>
        <tr>
          <th scope="col" />
          {columns.map((c) => (
            <th key={c.label} scope="col" className={`px-1 text-xs ${c.red ? "text-red-800" : ""}`}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** An item list's change: replace item `i`, or remove it (undefined); an empty list leaves the field out. */
function listChange<T>(items: T[], onChange: (v: unknown) => void) {
  return (i: number, item: T | undefined) => {
    const next = item === undefined ? items.filter((_, j) => j !== i) : items.map((x, j) => (j === i ? item : x));
    onChange(next.length > 0 ? next : undefined);
  };
}

/** A card part listing items, with an add button and the list's error under them. */
function ItemsPart({ title, add, onAdd, error, children }: { title: string; add: string; onAdd: () => void; error?: string; children: ReactNode }) {
  return (
    <CardPart title={title}>
      {children}
      <button type="button" onClick={onAdd} className="min-h-8 rounded border border-stone-500 px-2 text-sm">
        {add}
      </button>
      {error && (
        <p role="alert" className="text-xs text-red-800">
          {error}
        </p>
      )}
    </CardPart>
  );
}

function PairInputs({ labels, value, onChange }: { labels: [string, string]; value: unknown; onChange: (v: Pair | undefined) => void }) {
  const pair = pairOf(value);
  return (
    <>
      {[0, 1].map((i) => (
        <td key={i} className="p-0.5">
          <input
            type="number"
            aria-label={labels[i]}
            value={pair[i] ?? ""}
            onChange={(e) => {
              const next: Pair = [...pair];
              next[i] = num(e.target.value);
              onChange(pairValue(next));
            }}
            className={`${inputClass} w-16`}
          />
        </td>
      ))}
    </>
  );
}

export function Characteristics({
  card,
  set,
  errors,
}: {
  card: Record<string, unknown>;
  set: (key: string, v: unknown) => void;
  errors: Record<string, string>;
}) {
  const t = useTranslations("designer");
  return (
    <CardPart title={t("eden.characteristics")}>
      <RowTable columns={[{ label: t("eden.normal") }, { label: t("eden.wounded"), red: true }]}>
        {CHARACTERISTICS.map((c) => (
          <tr key={c.key}>
            <th scope="row" className="pr-2 text-left font-mono">
              {c.label}
            </th>
            <PairInputs
              labels={[t("eden.statNormal", { stat: c.label }), t("eden.statWounded", { stat: c.label })]}
              value={card[c.key]}
              onChange={(v) => set(c.key, v)}
            />
            {errors[c.key] && (
              <td role="alert" className="pl-2 text-xs text-red-800">
                {errors[c.key]}
              </td>
            )}
          </tr>
        ))}
      </RowTable>
    </CardPart>
  );
}

/** Constitution (white and red boxes) and the d6 faces of the location index, per member. */
export function Members({ card, set, errors }: { card: Record<string, unknown>; set: (key: string, v: unknown) => void; errors: Record<string, string> }) {
  const t = useTranslations("designer");
  const v = useVocabulary("eden-skirmish");
  const constitution = (card.constitution ?? {}) as Record<string, unknown>;
  const location = (card.location ?? {}) as Record<string, number[] | undefined>;
  const setMember = (key: "constitution" | "location", obj: Record<string, unknown>, member: string, v: unknown) => {
    const next = { ...obj };
    if (v === undefined) delete next[member];
    else next[member] = v;
    set(key, Object.keys(next).length > 0 ? next : undefined);
  };
  // Each d6 face belongs to one member: choosing it for one takes it from the others.
  const toggleFace = (member: string, face: number) => {
    const next: Record<string, number[]> = {};
    for (const m of MEMBERS) {
      let faces = (location[m] ?? []).filter((f) => f !== face);
      if (m === member && !(location[m] ?? []).includes(face)) faces = [...faces, face].sort();
      if (faces.length > 0) next[m] = faces;
    }
    set("location", Object.keys(next).length > 0 ? next : undefined);
  };
  return (
    <CardPart title={t("eden.members")}>
      <RowTable columns={[{ label: t("eden.white") }, { label: t("eden.red"), red: true }, { label: t("eden.location") }]}>
        {MEMBERS.map((m) => (
          <tr key={m}>
            <th scope="row" className="pr-2 text-left">
              {v("members", m)}
            </th>
            <PairInputs
              labels={[t("eden.constitutionWhite", { member: v("members", m) }), t("eden.constitutionRed", { member: v("members", m) })]}
              value={constitution[m]}
              onChange={(next) => setMember("constitution", constitution, m, next)}
            />
            <td className="p-0.5">
              <fieldset aria-label={t("eden.faces", { member: v("members", m) })} className="flex flex-wrap gap-0.5">
                {[1, 2, 3, 4, 5, 6].map((f) => (
                  <button
                    key={f}
                    type="button"
                    aria-pressed={(location[m] ?? []).includes(f)}
                    onClick={() => toggleFace(m, f)}
                    className="h-7 w-7 rounded border border-stone-400 text-xs aria-pressed:bg-stone-900 aria-pressed:text-white"
                  >
                    {f}
                  </button>
                ))}
              </fieldset>
            </td>
          </tr>
        ))}
      </RowTable>
      {(errors.constitution || errors.location) && (
        <p role="alert" className="text-xs text-red-800">
          {errors.constitution ?? errors.location}
        </p>
      )}
    </CardPart>
  );
}

type Equipment = string | { name: string; categories?: string[]; effects?: string[] };

export function EquipmentList({ value, onChange, error }: { value: unknown; onChange: (v: unknown) => void; error?: string }) {
  const t = useTranslations("designer");
  const v = useVocabulary("eden-skirmish");
  const items = (Array.isArray(value) ? value : []) as Equipment[];
  const asObject = (e: Equipment) => (typeof e === "string" ? { name: e } : e);
  const put = listChange(items, onChange);
  return (
    <ItemsPart title={t("eden.equipment")} add={t("eden.addEquipment")} onAdd={() => onChange([...items, { name: t("eden.newEquipment") }])} error={error}>
      {items.map((raw, i) => {
        const e = asObject(raw);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: equipment has no id; its place in the list is its identity
          <div key={i} className="flex flex-wrap items-end gap-2 border-b border-stone-200 pb-1">
            <TextField label={t("eden.equipmentName", { n: i + 1 })} value={e.name} onChange={(v) => put(i, { ...e, name: v ?? "" })} />
            <ChipsField
              label={t("eden.equipmentCategories", { n: i + 1 })}
              options={EQUIPMENT_CATEGORIES.map((c) => ({ value: c, label: v("categories", c) }))}
              selected={e.categories}
              onChange={(v) => put(i, v ? { ...e, categories: v } : { name: e.name, ...(e.effects ? { effects: e.effects } : {}) })}
            />
            <button type="button" onClick={() => put(i, undefined)} className="min-h-8 text-sm text-red-800 underline">
              {t("eden.removeEquipment", { n: i + 1 })}
            </button>
          </div>
        );
      })}
    </ItemsPart>
  );
}

type Ability = { name: string; kind: "permanent" | "action"; cost?: number | string; text?: string };

export function AbilityList({ value, onChange, error }: { value: unknown; onChange: (v: unknown) => void; error?: string }) {
  const t = useTranslations("designer");
  const items = (Array.isArray(value) ? value : []) as Ability[];
  const put = listChange(items, onChange);
  return (
    <ItemsPart
      title={t("eden.abilities")}
      add={t("eden.addAbility")}
      onAdd={() => onChange([...items, { name: t("eden.newAbility"), kind: "permanent" }])}
      error={error}
    >
      {items.map((a, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: abilities have no id; their place in the list is their identity
        <div key={i} className="flex flex-wrap items-end gap-2 border-b border-stone-200 pb-1">
          <TextField label={t("eden.abilityName", { n: i + 1 })} value={a.name} onChange={(v) => put(i, { ...a, name: v ?? "" })} />
          <SelectField
            label={t("eden.abilityKind", { n: i + 1 })}
            value={a.kind}
            options={[
              { value: "permanent", label: t("eden.permanent") },
              { value: "action", label: t("eden.action") },
            ]}
            onChange={(v) => put(i, { ...a, kind: v ?? "permanent" })}
          />
          <TextField
            label={t("eden.abilityCost", { n: i + 1 })}
            value={a.cost}
            onChange={(v) => {
              const { cost: _cost, ...rest } = a;
              put(i, v === undefined ? rest : { ...rest, cost: /^\d{1,2}$/.test(v) ? Number(v) : v });
            }}
            className="w-24"
          />
          <TextField
            label={t("eden.abilityText", { n: i + 1 })}
            value={a.text}
            onChange={(v) => {
              const { text: _text, ...rest } = a;
              put(i, v === undefined ? rest : { ...rest, text: v });
            }}
            multiline
            className="w-full"
          />
          <button type="button" onClick={() => put(i, undefined)} className="min-h-8 text-sm text-red-800 underline">
            {t("eden.removeAbility", { n: i + 1 })}
          </button>
        </div>
      ))}
    </ItemsPart>
  );
}
