"use client";

import { useEffect, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { civilizationSchema } from "@/lib/games/battle-for-eden/card";
import { worldReadiness } from "@/lib/games/battle-for-eden/world-readiness";
import { useCardCheck } from "../use-card-check";
import { useCardArt } from "../use-card-art";
import { ArtUpload } from "../art-upload";
import { CardPreview } from "../card-preview";
import type { DesignCard, DesignedSet, SetDesignerProps } from "../types";
import { CivilizationCover } from "./civilization-cover";
import { useCatalogCommons } from "./use-catalog-commons";
import { ReadinessPanel } from "./readiness-panel";
import { SetCard } from "./set-card";
import { UnitCard } from "./unit-card";
import type { CardActions } from "./card-frame";
import { addCivilization, addSetCard, addUnit, deleteCard, duplicateCard, editCard, editCivilization, moveCard } from "./world-edits";

const NEUTRAL = "#57534e";

/** The codes of the set as last saved: cards and civilizations not among them are fresh (their codes follow their names). */
function useSavedCodes(set: DesignedSet, status: string) {
  const [saved, setSaved] = useState(() => snapshot(set));
  useEffect(() => {
    if (status === "clean" || status === "saved") setSaved(snapshot(set));
  }, [status, set]);
  return saved;
}

function snapshot(set: DesignedSet) {
  return { cards: new Set(set.cards.map((c) => String(c.code ?? ""))), civilizations: new Set((set.civilizations ?? []).map((c) => c.code)) };
}

/** Moves focus to the same control of the card now at `index` (after a move), or to its first field. */
function refocus(index: number, control: string | null) {
  requestAnimationFrame(() => {
    const card = document.querySelector<HTMLElement>(`[data-card-index="${index}"]`);
    const target = (control && card?.querySelector<HTMLElement>(`${control}:not(:disabled)`)) || card?.querySelector<HTMLElement>("input, textarea, select");
    target?.focus();
  });
}

function activeControl(): string | null {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement)) return null;
  if (el.dataset.move) return `[data-move="${el.dataset.move}"]`;
  if (el.dataset.field) return `[data-field="${el.dataset.field}"]`;
  return null;
}

/**
 * The Battle for Eden World designer: a civilization's World laid out like its booklet (the cover
 * with the civilization's name and colour, then its units as cards), the set's common and
 * technology cards, a live preview of the card being edited, and whether the World can start a
 * legal game with the starting deck it deals. Every edit goes through `designer.update`.
 */
export function WorldDesigner({ designer }: SetDesignerProps) {
  const t = useTranslations("designer-bfe");
  const { set, update, status } = designer;
  const civilizations = set.civilizations ?? [];
  const [chosen, setChosen] = useState(0);
  const civIndex = Math.min(chosen, Math.max(0, civilizations.length - 1));
  const civ = civilizations[civIndex];
  const accent = civ?.color?.trim() || NEUTRAL;
  const saved = useSavedCodes(set, status);
  const commons = useCatalogCommons();
  const [selected, setSelected] = useState<number | null>(null);
  const art = useCardArt(set.id);
  const checkCard = useCardCheck();

  const units = useMemo(() => set.cards.flatMap((c, i) => (civ && c.kind === "unit" && c.civilization === civ.code ? [i] : [])), [set.cards, civ]);
  const strays = useMemo(() => {
    const declared = new Set(civilizations.map((c) => c.code));
    return set.cards.flatMap((c, i) => (c.kind === "unit" && !declared.has(String(c.civilization ?? "")) ? [i] : []));
  }, [set.cards, civilizations]);
  const others = useMemo(() => set.cards.flatMap((c, i) => (c.kind === "common" || c.kind === "technology" ? [i] : [])), [set.cards]);
  const readiness = useMemo(
    () => (commons.cards ? worldReadiness({ civilizations, cards: set.cards }, civ?.code ?? null, commons.cards) : null),
    [civilizations, set.cards, civ, commons.cards],
  );
  const validCiv = civ ? civilizationSchema.safeParse(civ) : null;
  const extras = useMemo(() => ({ civilizations }), [civilizations]);
  const previewIndex = selected !== null && set.cards[selected] ? selected : (units[0] ?? others[0]);
  const previewCard = previewIndex === undefined ? undefined : set.cards[previewIndex];
  const previewCode = String(previewCard?.code ?? "");
  const previewArt = previewCard ? (art.art[previewCode] ?? null) : null;

  const fresh = (card: DesignCard) => !saved.cards.has(String(card.code ?? ""));
  const actionsFor = (index: number, group: readonly number[], cardLabel: string): CardActions => ({
    edit: (patch, label) => update((s) => editCard(s, index, patch, s.cards[index] !== undefined && fresh(s.cards[index])), label),
    move: (delta) => {
      const at = group.indexOf(index);
      const target = group[at + delta];
      if (target === undefined) return;
      const control = activeControl();
      update((s) => moveCard(s, group, index, delta), t("label.move", { card: cardLabel }));
      setSelected(target);
      refocus(target, control);
    },
    duplicate: () => {
      update((s) => duplicateCard(s, index, t("copyName", { name: String(s.cards[index]?.name ?? "") })), t("label.duplicate", { card: cardLabel }));
      refocus(index + 1, '[data-field="name"]');
    },
    remove: () => {
      update((s) => deleteCard(s, index), t("label.delete", { card: cardLabel }));
      setSelected(null);
    },
    select: () => setSelected(index),
  });

  const nameCivilization = (name: string) =>
    update((s) => (civ ? editCivilization(s, civIndex, { name }, !saved.civilizations.has(civ.code)) : addCivilization(s, name)), t("label.civilizationName"));
  const colourCivilization = (color: string) =>
    update((s) => {
      const withCiv = civ ? s : addCivilization(s, "");
      return editCivilization(withCiv, civ ? civIndex : (withCiv.civilizations ?? []).length - 1, { color }, false);
    }, t("label.civilizationColour"));
  const newCivilization = () => {
    update((s) => addCivilization(s, t("newCivilization")), t("label.addCivilization"));
    setChosen(civilizations.length);
  };
  const newUnit = () => {
    if (!civ) return;
    update((s) => addUnit(s, civ.code, t("newUnit")), t("label.addUnit"));
    setSelected(set.cards.length);
    refocus(set.cards.length, '[data-field="name"]');
  };
  const newSetCard = (kind: "common" | "technology") => {
    update((s) => addSetCard(s, kind, kind === "common" ? t("newCommon") : t("newTechnology")), t("label.addSetCard"));
    setSelected(set.cards.length);
    refocus(set.cards.length, '[data-field="name"]');
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        <CivilizationCover
          civilizations={civilizations}
          index={civIndex}
          accent={accent}
          onName={nameCivilization}
          onColor={colourCivilization}
          onChoose={setChosen}
          onAdd={newCivilization}
        />
        <section aria-labelledby="world-units" className="space-y-3">
          <h2 id="world-units" className="text-xl font-semibold" style={{ color: accent }}>
            {civ?.name ? t("units.headingOf", { civilization: civ.name }) : t("units.heading")}
          </h2>
          <p className="text-sm text-stone-700">{t("units.hint")}</p>
          {units.length === 0 && <p className="text-sm">{civ ? t("units.none") : t("units.nameFirst")}</p>}
          <ol className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2">
            {units.map((index, n) => {
              const label = t("unit.label", { n: n + 1 });
              return (
                <li key={index}>
                  <UnitCard
                    card={set.cards[index]}
                    index={index}
                    number={n + 1}
                    accent={accent}
                    selected={selected === index}
                    errors={checkCard("battle-for-eden", set.cards[index], set.cards)}
                    first={n === 0}
                    last={n === units.length - 1}
                    actions={actionsFor(index, units, label)}
                  />
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            onClick={newUnit}
            disabled={!civ}
            className="min-h-8 rounded bg-stone-900 px-3 py-1 text-sm font-medium text-white disabled:opacity-50"
          >
            {t("units.add")}
          </button>
        </section>
        {civ && strays.length > 0 && (
          <section aria-labelledby="stray-units" className="space-y-2 rounded border-2 border-amber-600 bg-amber-50 p-3">
            <h2 id="stray-units" className="font-semibold">
              {t("strays.heading")}
            </h2>
            <p className="text-sm">{t("strays.hint")}</p>
            <ul className="space-y-1 text-sm">
              {strays.map((index) => {
                const name = String(set.cards[index].name ?? set.cards[index].code ?? "");
                return (
                  <li key={index} className="flex flex-wrap items-center gap-2">
                    <span>
                      {name} <span className="font-mono text-xs">({String(set.cards[index].civilization ?? "—")})</span>
                    </span>
                    <button
                      type="button"
                      onClick={() => update((s) => editCard(s, index, { civilization: civ.code }, false), t("strays.moveLabel", { name }))}
                      className="min-h-8 rounded border border-stone-500 px-2 text-xs"
                    >
                      {t("strays.move", { name, civilization: civ.name || civ.code })}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        <section aria-labelledby="set-cards" className="space-y-3">
          <h2 id="set-cards" className="text-xl font-semibold">
            {t("setCards.heading")}
          </h2>
          <p className="text-sm text-stone-700">{t("setCards.hint")}</p>
          <ol className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2">
            {others.map((index, n) => (
              <li key={index}>
                <SetCard
                  card={set.cards[index]}
                  index={index}
                  number={n + 1}
                  selected={selected === index}
                  errors={checkCard("battle-for-eden", set.cards[index], set.cards)}
                  first={n === 0}
                  last={n === others.length - 1}
                  actions={actionsFor(index, others, t("setCard.label", { n: n + 1 }))}
                />
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={() => newSetCard("common")} className="min-h-8 rounded border border-stone-500 px-3 text-sm">
              {t("setCards.addCommon")}
            </button>
            <button type="button" onClick={() => newSetCard("technology")} className="min-h-8 rounded border border-stone-500 px-3 text-sm">
              {t("setCards.addTechnology")}
            </button>
          </div>
        </section>
      </div>
      <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start">
        <section aria-labelledby="world-preview" className="space-y-2">
          <h2 id="world-preview" className="text-lg font-semibold">
            {t("preview.heading")}
          </h2>
          {previewCard ? (
            <>
              <CardPreview game="battle-for-eden" card={previewCard} extras={extras} art={previewArt?.url} className="h-auto w-full max-w-xs" />
              {saved.cards.has(previewCode) ? (
                <ArtUpload key={previewCode} setId={set.id} code={previewCode} art={previewArt} onChange={(next) => art.change(previewCode, next)} />
              ) : (
                <p className="text-sm text-stone-700">{t("preview.artAfterSave")}</p>
              )}
            </>
          ) : (
            <p className="text-sm">{t("preview.none")}</p>
          )}
        </section>
        <ReadinessPanel
          readiness={readiness}
          loadError={commons.error}
          setId={set.id}
          civilization={validCiv?.success ? validCiv.data : null}
          saved={status === "clean" || status === "saved"}
        />
      </aside>
    </div>
  );
}
