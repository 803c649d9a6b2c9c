"use client";

import { EQUIPMENT_CATEGORIES, MEMBERS } from "@/lib/games/eden-skirmish/card";
import { CardPart, ChipsField, inputClass, SelectField, TextField } from "../fields";

/**
 * The parts of an EDEN profile card ("1. D ▶ Las cartas de Perfil"): the characteristics
 * normal and wounded, constitution and location index per member, equipment and abilities.
 */

type Pair = [number | null, number | null];

const MEMBER_NAMES: Record<string, string> = { head: "Head", arms: "Arms", torso: "Torso", legs: "Legs" };
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

function PairInputs({ label, names, value, onChange }: { label: string; names: [string, string]; value: unknown; onChange: (v: Pair | undefined) => void }) {
  const pair = pairOf(value);
  return (
    <>
      {[0, 1].map((i) => (
        <td key={i} className="p-0.5">
          <input
            type="number"
            aria-label={`${label} ${names[i]}`}
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
  return (
    <CardPart title="Characteristics">
      <table className="text-sm">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col" className="px-1 text-xs">
              Normal
            </th>
            <th scope="col" className="px-1 text-xs text-red-800">
              Wounded
            </th>
          </tr>
        </thead>
        <tbody>
          {CHARACTERISTICS.map((c) => (
            <tr key={c.key}>
              <th scope="row" className="pr-2 text-left font-mono">
                {c.label}
              </th>
              <PairInputs label={c.label} names={["normal", "wounded"]} value={card[c.key]} onChange={(v) => set(c.key, v)} />
              {errors[c.key] && (
                <td role="alert" className="pl-2 text-xs text-red-800">
                  {errors[c.key]}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </CardPart>
  );
}

/** Constitution (white and red boxes) and the d6 faces of the location index, per member. */
export function Members({ card, set, errors }: { card: Record<string, unknown>; set: (key: string, v: unknown) => void; errors: Record<string, string> }) {
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
    <CardPart title="Members">
      <table className="text-sm">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col" className="px-1 text-xs">
              White
            </th>
            <th scope="col" className="px-1 text-xs text-red-800">
              Red
            </th>
            <th scope="col" className="px-1 text-xs">
              Location (d6)
            </th>
          </tr>
        </thead>
        <tbody>
          {MEMBERS.map((m) => (
            <tr key={m}>
              <th scope="row" className="pr-2 text-left">
                {MEMBER_NAMES[m]}
              </th>
              <PairInputs
                label={`${MEMBER_NAMES[m]} constitution`}
                names={["white", "red"]}
                value={constitution[m]}
                onChange={(v) => setMember("constitution", constitution, m, v)}
              />
              <td className="p-0.5">
                <fieldset aria-label={`${MEMBER_NAMES[m]} location faces`} className="flex gap-0.5">
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
        </tbody>
      </table>
      {(errors.constitution || errors.location) && (
        <p role="alert" className="text-xs text-red-800">
          {errors.constitution ?? errors.location}
        </p>
      )}
    </CardPart>
  );
}

type Equipment = string | { name: string; categories?: string[]; effects?: string[] };
const CATEGORY_NAMES: Record<string, string> = { shooting: "Shooting", throwing: "Throwing", spray: "Spray", protection: "Protection", tech: "Tech" };

export function EquipmentList({ value, onChange, error }: { value: unknown; onChange: (v: unknown) => void; error?: string }) {
  const items = (Array.isArray(value) ? value : []) as Equipment[];
  const asObject = (e: Equipment) => (typeof e === "string" ? { name: e } : e);
  const put = (i: number, e: Equipment | undefined) => {
    const next = e === undefined ? items.filter((_, j) => j !== i) : items.map((x, j) => (j === i ? e : x));
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <CardPart title="Equipment">
      {items.map((raw, i) => {
        const e = asObject(raw);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: equipment has no id; its place in the list is its identity
          <div key={i} className="flex flex-wrap items-end gap-2 border-b border-stone-200 pb-1">
            <TextField label={`Equipment ${i + 1} name`} value={e.name} onChange={(v) => put(i, { ...e, name: v ?? "" })} />
            <ChipsField
              label={`Equipment ${i + 1} categories`}
              options={EQUIPMENT_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_NAMES[c] }))}
              selected={e.categories}
              onChange={(v) => put(i, v ? { ...e, categories: v } : { name: e.name, ...(e.effects ? { effects: e.effects } : {}) })}
            />
            <button type="button" onClick={() => put(i, undefined)} className="min-h-8 text-sm text-red-800 underline">
              Remove equipment {i + 1}
            </button>
          </div>
        );
      })}
      <button type="button" onClick={() => onChange([...items, { name: "New equipment" }])} className="min-h-8 rounded border border-stone-500 px-2 text-sm">
        Add equipment
      </button>
      {error && (
        <p role="alert" className="text-xs text-red-800">
          {error}
        </p>
      )}
    </CardPart>
  );
}

type Ability = { name: string; kind: "permanent" | "action"; cost?: number | string; text?: string };

export function AbilityList({ value, onChange, error }: { value: unknown; onChange: (v: unknown) => void; error?: string }) {
  const items = (Array.isArray(value) ? value : []) as Ability[];
  const put = (i: number, a: Ability | undefined) => {
    const next = a === undefined ? items.filter((_, j) => j !== i) : items.map((x, j) => (j === i ? a : x));
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <CardPart title="Abilities">
      {items.map((a, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: abilities have no id; their place in the list is their identity
        <div key={i} className="flex flex-wrap items-end gap-2 border-b border-stone-200 pb-1">
          <TextField label={`Ability ${i + 1} name`} value={a.name} onChange={(v) => put(i, { ...a, name: v ?? "" })} />
          <SelectField
            label={`Ability ${i + 1} kind`}
            value={a.kind}
            options={[
              { value: "permanent", label: "Permanent" },
              { value: "action", label: "Action" },
            ]}
            onChange={(v) => put(i, { ...a, kind: v ?? "permanent" })}
          />
          <TextField
            label={`Ability ${i + 1} cost`}
            value={a.cost}
            onChange={(v) => {
              const { cost: _cost, ...rest } = a;
              put(i, v === undefined ? rest : { ...rest, cost: /^\d{1,2}$/.test(v) ? Number(v) : v });
            }}
            className="w-24"
          />
          <TextField
            label={`Ability ${i + 1} text`}
            value={a.text}
            onChange={(v) => {
              const { text: _text, ...rest } = a;
              put(i, v === undefined ? rest : { ...rest, text: v });
            }}
            multiline
            className="w-full"
          />
          <button type="button" onClick={() => put(i, undefined)} className="min-h-8 text-sm text-red-800 underline">
            Remove ability {i + 1}
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => onChange([...items, { name: "New ability", kind: "permanent" }])}
        className="min-h-8 rounded border border-stone-500 px-2 text-sm"
      >
        Add ability
      </button>
      {error && (
        <p role="alert" className="text-xs text-red-800">
          {error}
        </p>
      )}
    </CardPart>
  );
}
