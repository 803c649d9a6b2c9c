"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type Dispatch, type RefObject, useEffect, useRef } from "react";
import { api, deckUrl } from "@/components/api/client";
import type { SyncOutcome } from "@/components/offline/sync-engine";
import type { BuilderSetup, ListProblem } from "@/lib/decks/builder";
import type { DeckSaveItem } from "@/lib/offline/sync-queue";
import { type BuilderAction, type BuilderState, namedCards } from "./builder-state";
import { draftText, fingerprint, withoutNameHeader, type Draft } from "./draft";
import type { DeckSaveState } from "./use-deck-save";
import type { DeviceDeck } from "./use-device-deck";

/**
 * Saving in the builder: the one save (online: a version, or the conflict view on a stale one;
 * offline: queued on this device for the sync engine), Ctrl+S from anywhere (typed text not read
 * yet is saved as soon as it is), taking their version after a conflict, deleting, and what the
 * sync engine answers for this deck (docs/builder.md, docs/offline.md).
 */
export function useSaveFlow({
  setup,
  state,
  dispatch,
  deck,
  device,
  dirty,
  readingText,
  blocking,
  statusRef,
  show,
}: {
  setup: BuilderSetup;
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
  deck: DeckSaveState;
  device: DeviceDeck;
  /** The draft differs from the version saved: leaving the page asks first. */
  dirty: boolean;
  readingText: boolean;
  blocking: readonly ListProblem[];
  statusRef: RefObject<HTMLElement | null>;
  show: (validation: NonNullable<DeckSaveState["conflict"]>["validation"]) => void;
}) {
  const router = useRouter();
  const t = useTranslations("builder");
  const tSync = useTranslations("sync");
  const { id, version, saving, conflict } = deck;
  const say = (tone: "ok" | "error", text: string) => dispatch({ type: "say", message: { tone, text } });
  const saveRef = useRef<() => void>(() => {});
  const saveWhenRead = useRef(false);

  /** Without network: the save waits on this device and the sync engine sends it on reconnecting. */
  async function queueSave(d: Draft, list: string, onVersion?: number) {
    try {
      await device.queue({ name: d.name.trim(), visibility: d.visibility, list }, onVersion ?? version, d);
      dispatch({ type: "saved", key: fingerprint(d) });
      say("ok", tSync("savedOnDevice"));
    } catch {
      say("error", tSync("notKept"));
    }
  }

  /** Saves the draft on the version shown (or, overwriting after a conflict, on theirs); never two saves at once. */
  async function save(onVersion?: number) {
    if (readingText) {
      saveWhenRead.current = true; // typed text not read yet: saved as soon as it is (Ctrl+S right after typing)
      return;
    }
    if (saving) return;
    const d = state.draft;
    if (d.name.trim() === "") return say("error", t("nameFirst"));
    if (blocking.length > 0) return say("error", t("unreadableSave"));
    dispatch({ type: "say", message: null });
    const list = draftText(setup.game, d, state.cards, { headers: setup.headers, sections: setup.sections });
    if (id !== null && !navigator.onLine) return queueSave(d, list, onVersion);
    const outcome = await deck.save({ game: setup.game, name: d.name.trim(), visibility: d.visibility, list }, onVersion);
    if (!outcome) return;
    switch (outcome.kind) {
      case "created":
        // The deck's own address, without leaving the page: the search, the scroll and the focus stay where they were.
        dispatch({ type: "saved", key: fingerprint(d) });
        say("ok", t("savedAs", { version: outcome.version }));
        window.history.replaceState(null, "", `/decks/${encodeURIComponent(outcome.id)}`);
        if (document.activeElement === document.body || document.activeElement === null) statusRef.current?.focus();
        return;
      case "saved":
        dispatch({ type: "saved", key: fingerprint(d) });
        say("ok", t("savedAs", { version: outcome.version }));
        await device.settled();
        return;
      case "conflict":
        return say("error", t("conflict", { version: outcome.theirs.version }));
      case "refused":
        // No answer at all: the network is gone; the save waits on this device.
        if (outcome.status === 0 && id !== null) return queueSave(d, list, onVersion);
        say("error", outcome.status === 401 ? t("sessionEnded") : outcome.message);
    }
  }

  function takeTheirs() {
    if (!conflict) return;
    const draft: Draft = {
      name: conflict.name,
      visibility: conflict.visibility,
      headers: conflict.headers,
      lines: conflict.entries.map((e) => ({ section: e.section, code: e.code, quantity: e.quantity })),
    };
    dispatch({ type: "cards", list: namedCards(Object.fromEntries(conflict.entries.map((e) => [e.code, e.name]))), overwrite: false });
    dispatch({ type: "replace", draft, text: withoutNameHeader(conflict.list), savedKey: fingerprint(draft), check: true });
    deck.takeTheirs(conflict);
    show(conflict.validation);
    void device.settled();
    say("ok", t("nowShowing", { version: conflict.version }));
  }

  async function remove() {
    if (id === null || !window.confirm(t("confirmDelete", { name: state.draft.name }))) return;
    const res = await api<void>("DELETE", deckUrl(id));
    if (!res.ok) return say("error", res.error.message);
    dispatch({ type: "saved", key: fingerprint(state.draft) });
    router.push("/decks");
    router.refresh();
  }

  /** The queued save met a newer version: the usual conflict view (Overwrite with mine / Take theirs). */
  async function showConflict() {
    const theirs = await deck.loadConflict();
    if (theirs) say("error", t("conflict", { version: theirs.version }));
  }

  /** What the sync engine answered for this deck's queued save. */
  function onOutcome({ item, result, version: saved }: SyncOutcome & { item: DeckSaveItem }) {
    if (result.kind === "accepted" && saved !== undefined) {
      deck.basedOn(saved);
      if (item.draftKey) dispatch({ type: "saved", key: item.draftKey });
      say("ok", tSync("synced", { version: saved }));
    } else if (result.kind === "conflict") void showConflict();
    else if (result.kind === "refused") say("error", tSync("refusedSays", { reason: result.reason.message }));
  }

  const unsavedWork = dirty && !(state.savedKey === null && state.draft.lines.length === 0);
  useEffect(() => {
    if (!unsavedWork) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsavedWork]);

  // Ctrl+S (⌘S on a Mac) saves from anywhere in the builder, without walking back to the button.
  saveRef.current = () => void save();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "s") {
        e.preventDefault();
        saveRef.current();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  useEffect(() => {
    if (readingText || !saveWhenRead.current) return;
    saveWhenRead.current = false;
    saveRef.current();
  }, [readingText]);

  return { save, takeTheirs, remove, onOutcome, showConflict };
}
