"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { ArtUpload } from "./art-upload";
import { CardPreview } from "./card-preview";
import { checkCard } from "./card-check";
import { CardList } from "./card-list";
import { DesignerToolbar } from "./designer-toolbar";
import { DESIGNERS } from "./games";
import { MergeView } from "./merge-view";
import { NewCardMenu } from "./new-card-menu";
import { PrintDialog } from "./print-dialog";
import { StatsGrid } from "./stats-grid";
import { changedFields } from "./set-diff";
import { newCardFrom } from "./templates";
import type { DesignCard, DesignedSet } from "./types";
import { useCardArt } from "./use-card-art";
import { type SetDesignerState, useSetDesigner } from "./use-set-designer";

/** Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, Ctrl+S saves; a code editor keeps its own undo. */
function useDesignerKeys(designer: SetDesignerState) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      if (e.target instanceof Element && e.target.closest(".cm-editor")) return;
      const key = e.key.toLowerCase();
      if (key === "z" && !e.shiftKey) designer.undo();
      else if ((key === "z" && e.shiftKey) || key === "y") designer.redo();
      else if (key === "s") void designer.save();
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [designer]);
}

/**
 * The card designer of a player-made set: the set's cards on one side, the game's designer
 * in the middle and the live proxy face beside it; a stats grid for the whole set; undo and
 * redo; unsaved edits kept in the browser; saving with the merge view after a conflict.
 */
export function SetDesignerShell({ initial }: { initial: DesignedSet }) {
  const t = useTranslations("designer");
  const format = useFormatter();
  const designer = useSetDesigner(initial);
  useDesignerKeys(designer);
  const { set } = designer;
  const [selected, setSelected] = useState(0);
  const [view, setView] = useState<"cards" | "grid">("cards");
  const entry = DESIGNERS[set.game];
  const index = Math.min(selected, set.cards.length - 1);
  const card = index >= 0 ? set.cards[index] : undefined;
  const invalid = useMemo(
    () => new Set(set.cards.flatMap((c, i) => (Object.keys(checkCard(set.game, c, set.cards)).length > 0 ? [i] : []))),
    [set.cards, set.game],
  );
  const art = useCardArt(set.id);
  const code = typeof card?.code === "string" ? card.code : "";
  // Art belongs to a saved card: the server keeps it by the set's saved card codes.
  const saved = designer.base.cards.some((c) => c.code === code);
  const extras = useMemo(() => (set.civilizations ? { civilizations: set.civilizations } : undefined), [set.civilizations]);

  const add = (source: DesignCard, name: string) => {
    designer.update((s) => ({ ...s, cards: [...s.cards, newCardFrom(source, s.cards, name)] }), t("steps.add", { name }));
    setSelected(set.cards.length);
  };
  // One undo step per field typed into (a name typed letter by letter is one step).
  const change = (next: DesignCard) =>
    designer.update(
      (s) => ({ ...s, cards: s.cards.map((c, i) => (i === index ? next : c)) }),
      t("steps.edit", { n: index + 1, fields: card ? changedFields(card, next).join(", ") : "" }),
    );
  const duplicate = () => {
    if (!card) return;
    const name = t("steps.copyName", { name: String(card.name ?? "") });
    designer.update(
      (s) => ({ ...s, cards: [...s.cards.slice(0, index + 1), newCardFrom(card, s.cards, name), ...s.cards.slice(index + 1)] }),
      t("steps.duplicate", { name }),
    );
    setSelected(index + 1);
  };
  const remove = () => {
    if (!card) return;
    designer.update((s) => ({ ...s, cards: s.cards.filter((_, i) => i !== index) }), t("steps.delete", { name: String(card.name ?? "") }));
    setSelected(Math.max(0, index - 1));
  };

  const tab = (v: "cards" | "grid", label: string) => (
    <button
      type="button"
      aria-pressed={view === v}
      onClick={() => setView(v)}
      className="min-h-8 rounded border border-stone-500 px-3 text-sm aria-pressed:bg-stone-900 aria-pressed:text-white"
    >
      {label}
    </button>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t("title", { name: set.name })}</h1>
          <p className="text-sm">
            <Link href={`/sets/${set.id}`} className="underline">
              {t("backToSet")}
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <DesignerToolbar designer={designer} />
          {/* The PDF is drawn from the saved set: one card once it is saved, or the whole set. */}
          <PrintDialog key={code} setId={set.id} card={saved && card ? { code, name: String(card.name ?? code) } : undefined} />
        </div>
      </div>

      {designer.draft && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded border-2 border-amber-600 bg-amber-50 p-2 text-sm">
          <span>
            {t("draft.offer", {
              when: format.dateTime(new Date(designer.draft.savedAt), { dateStyle: "medium", timeStyle: "short" }),
              version: designer.draft.version,
            })}
          </span>
          <button type="button" onClick={designer.restoreDraft} className="min-h-8 rounded bg-stone-900 px-3 text-white">
            {t("draft.restore")}
          </button>
          <button type="button" onClick={designer.discardDraft} className="min-h-8 rounded border border-stone-500 px-3">
            {t("draft.discard")}
          </button>
        </div>
      )}

      {designer.conflict && (
        <MergeView
          key={designer.conflict.theirs.version}
          conflict={designer.conflict}
          busy={designer.status === "saving"}
          onMerge={(c) => void designer.resolve(c)}
        />
      )}

      <div className="flex gap-2">
        {tab("cards", t("views.cards"))}
        {tab("grid", t("views.grid"))}
      </div>

      {view === "grid" ? (
        <StatsGrid designer={designer} />
      ) : entry.level === "set" ? (
        <entry.Designer designer={designer} />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[14rem_minmax(0,1fr)_20rem]">
          <aside aria-label={t("cards.label")} className="space-y-4">
            <NewCardMenu game={set.game} onAdd={add} />
            <CardList cards={set.cards} selected={index} invalid={invalid} onSelect={setSelected} onDuplicate={duplicate} onDelete={remove} />
          </aside>
          <section aria-label={t("designerLabel")} className="min-w-0">
            {card ? <entry.Designer key={index} card={card} onChange={change} set={set} /> : <p className="text-sm text-stone-700">{t("noCard")}</p>}
          </section>
          <aside aria-label={t("preview")} className="space-y-2">
            {card && <CardPreview game={set.game} card={card} extras={extras} art={art.art[code]?.url} className="h-auto w-full" />}
            {card &&
              (saved ? (
                <ArtUpload key={code} setId={set.id} code={code} art={art.art[code] ?? null} onChange={(next) => art.change(code, next)} />
              ) : (
                <p className="text-xs text-stone-700">{t("artAfterSave")}</p>
              ))}
          </aside>
        </div>
      )}
    </div>
  );
}
