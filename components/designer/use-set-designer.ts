"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { SetView } from "@/lib/sets/service";
import { api } from "@/components/api/client";
import { useOneAtATime } from "@/components/ui/use-one-at-a-time";
import { clearDraft, readDraft, writeDraft, type StoredDraft } from "./draft-store";
import { record, redo as redoStep, redoLabel, startHistory, undo as undoStep, undoLabel, type History } from "./history";
import { type Choice, conflicts, mergedSet } from "./set-diff";
import { contentKey, designedSetOf, saveBody } from "./set-designer-state";
import type { DesignedSet, SetDesigner, SetDesignerStatus } from "./types";

export interface Conflict {
  theirs: DesignedSet;
  rows: ReturnType<typeof conflicts>;
}

export interface SetDesignerState extends SetDesigner {
  /** The last saved set (its version is the one edits are made on). */
  base: DesignedSet;
  undoLabel?: string;
  redoLabel?: string;
  /** Edits kept in the browser from an earlier visit, offered before anything else. */
  draft: StoredDraft | null;
  restoreDraft(): void;
  discardDraft(): void;
  /** After a 409: the set as saved meanwhile and the cards that differ. */
  conflict: Conflict | null;
  resolve(choices: Record<string, Choice>): Promise<void>;
  /** The last save's problem, in the server's words. */
  error: string | null;
}

/**
 * The set being designed (SetDesigner): edits with undo/redo, unsaved edits kept in
 * localStorage per set, saving through PUT /api/v1/sets/:id with `version`, and after a 409
 * the cards changed on both sides for the user to merge.
 */
export function useSetDesigner(initial: DesignedSet): SetDesignerState {
  const t = useTranslations("designer");
  const [base, setBaseState] = useState(initial);
  // The saved set as a save reads it: changed in the same step as the state, never a render behind.
  const baseRef = useRef(initial);
  const setBase = useCallback((next: DesignedSet) => {
    baseRef.current = next;
    setBaseState(next);
  }, []);
  const [history, setHistory] = useState<History<DesignedSet>>(() => startHistory(initial));
  const { busy: saving, run: oneAtATime } = useOneAtATime();
  const [justSaved, setJustSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [draft, setDraft] = useState<StoredDraft | null>(null);
  const draftChecked = useRef(false);

  // A draft left from an earlier visit is offered, not applied (it may be older than the saved set).
  useEffect(() => {
    const stored = readDraft(initial.id);
    if (stored && contentKey(stored.set) !== contentKey(initial)) setDraft(stored);
    else if (stored) clearDraft(initial.id);
    draftChecked.current = true;
  }, [initial]);

  const present = history.present;
  const dirty = contentKey(present) !== contentKey(base);
  // Unsaved edits go to the browser's storage as they are made; a save or undo to the saved state clears them.
  const edited = history.past.length + history.future.length > 0;
  useEffect(() => {
    if (!draftChecked.current || draft || !edited) return;
    if (dirty) writeDraft(base.id, { version: base.version, set: present, savedAt: new Date().toISOString() });
    else clearDraft(base.id);
  }, [present, dirty, base, draft, edited]);

  const update = useCallback((recipe: (s: DesignedSet) => DesignedSet, label: string) => {
    setHistory((h) => record(h, recipe(h.present), label, Date.now()));
    setJustSaved(false);
    setError(null);
  }, []);

  /** One save at a time, on `version`; edits made while it runs stay (the saved set replaces only what was sent). */
  const put = useCallback(
    (set: DesignedSet, version: number) =>
      oneAtATime(async () => {
        setError(null);
        const res = await api<SetView>("PUT", `/api/v1/sets/${encodeURIComponent(set.id)}`, saveBody(set, version));
        if (res.ok) {
          const saved = designedSetOf(res.data);
          setBase(saved);
          setHistory((h) => (h.present === set ? { ...h, present: saved } : h));
          setConflict(null);
          setJustSaved(true);
          clearDraft(set.id);
        } else if (res.status === 409) {
          const now = await api<SetView>("GET", `/api/v1/sets/${encodeURIComponent(set.id)}`);
          if (now.ok) {
            const theirs = designedSetOf(now.data);
            setConflict({ theirs, rows: conflicts(baseRef.current.cards, set.cards, theirs.cards) });
          } else setError(now.error.message);
        } else setError(res.error.message);
      }),
    [oneAtATime, setBase],
  );

  const save = useCallback(() => put(present, baseRef.current.version), [put, present]);

  const resolve = useCallback(
    async (choices: Record<string, Choice>) => {
      if (!conflict || saving) return;
      const merged = mergedSet(present, conflict.theirs, choices);
      setBase(conflict.theirs);
      setHistory((h) => record(h, merged, t("steps.merge"), Date.now()));
      await put(merged, conflict.theirs.version);
    },
    [conflict, present, put, saving, setBase, t],
  );

  const restoreDraft = useCallback(() => {
    if (!draft) return;
    // Edits made on an older version save as a 409 and open the merge view.
    const b = baseRef.current;
    if (draft.version < b.version) setBase({ ...b, version: draft.version });
    setHistory((h) => record(h, { ...h.present, cards: draft.set.cards, civilizations: draft.set.civilizations }, t("steps.restore"), Date.now()));
    setDraft(null);
  }, [draft, setBase, t]);

  const discardDraft = useCallback(() => {
    clearDraft(initial.id);
    setDraft(null);
  }, [initial.id]);

  const status: SetDesignerStatus = saving ? "saving" : conflict ? "conflict" : error ? "error" : dirty ? "dirty" : justSaved ? "saved" : "clean";
  const set = useMemo(() => ({ ...present, version: base.version }), [present, base.version]);

  return {
    set,
    base,
    update,
    undo: () => setHistory(undoStep),
    redo: () => setHistory(redoStep),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undoLabel: undoLabel(history),
    redoLabel: redoLabel(history),
    status,
    save,
    draft,
    restoreDraft,
    discardDraft,
    conflict,
    resolve,
    error,
  };
}
