"use client";

import { useCallback, useRef, useState } from "react";
import { useOneAtATime } from "@/components/ui/use-one-at-a-time";
import { api, deckUrl, type DeckJson } from "@/components/api/client";

/** A save to send: the deck as the page shows it, and its list as text. */
export interface DeckToSave {
  game: string;
  name: string;
  visibility: string;
  list: string;
}

export type SaveOutcome =
  | { kind: "created"; id: string; version: number }
  | { kind: "saved"; version: number }
  | { kind: "conflict"; theirs: DeckJson }
  | { kind: "refused"; status: number; message: string };

export interface DeckSaveState {
  id: string | null;
  version: number;
  saving: boolean;
  /** The version saved elsewhere after a 409, until mine is saved over it or theirs is taken. */
  conflict: DeckJson | null;
  /**
   * Sends the deck: a POST for a new one, else a PUT on the version shown (or, overwriting
   * after a conflict, on theirs). One at a time: a call while one runs sends nothing (undefined).
   */
  save(deck: DeckToSave, onVersion?: number): Promise<SaveOutcome | undefined>;
  /** The page now shows their version (the conflict's), so later saves go out on it. */
  takeTheirs(theirs: DeckJson): void;
  /** The page now shows a draft based on `version` (kept on this device, or sent by the sync engine): later saves go out on it (docs/offline.md). */
  basedOn(version: number): void;
  /** Shows the conflict view for the version saved elsewhere (a queued save the server answered 409); that version, or null without an answer. */
  loadConflict(): Promise<DeckJson | null>;
}

/**
 * Saving a deck as versions. The version a save sends is read from a ref changed in the same
 * step as what the page shows, never a render behind; a 409 fetches the deck as saved
 * elsewhere for the conflict view.
 */
export function useDeckSave(initialId: string | null, initialVersion: number): DeckSaveState {
  const [id, setId] = useState(initialId);
  const [version, setVersionState] = useState(initialVersion);
  const shown = useRef({ id: initialId, version: initialVersion });
  const [conflict, setConflict] = useState<DeckJson | null>(null);
  const { busy: saving, run } = useOneAtATime();

  const showing = useCallback((nextId: string | null, nextVersion: number) => {
    shown.current = { id: nextId, version: nextVersion };
    setId(nextId);
    setVersionState(nextVersion);
  }, []);

  const save = useCallback(
    (deck: DeckToSave, onVersion?: number) =>
      run(async (): Promise<SaveOutcome> => {
        const { id: savedId, version: onShown } = shown.current;
        if (savedId === null) {
          const res = await api<DeckJson>("POST", "/api/v1/decks", { game: deck.game, name: deck.name, list: deck.list, visibility: deck.visibility });
          if (!res.ok) return { kind: "refused", status: res.status, message: res.error.message };
          showing(res.data.id, res.data.version);
          return { kind: "created", id: res.data.id, version: res.data.version };
        }
        const res = await api<DeckJson>("PUT", deckUrl(savedId), {
          list: deck.list,
          name: deck.name,
          visibility: deck.visibility,
          version: onVersion ?? onShown,
        });
        if (res.ok) {
          showing(savedId, res.data.version);
          setConflict(null);
          return { kind: "saved", version: res.data.version };
        }
        if (res.status === 409) {
          const theirs = await api<DeckJson>("GET", deckUrl(savedId));
          if (theirs.ok) {
            setConflict(theirs.data);
            return { kind: "conflict", theirs: theirs.data };
          }
        }
        return { kind: "refused", status: res.status, message: res.error.message };
      }),
    [run, showing],
  );

  const takeTheirs = useCallback(
    (theirs: DeckJson) => {
      showing(shown.current.id, theirs.version);
      setConflict(null);
    },
    [showing],
  );

  const basedOn = useCallback((based: number) => showing(shown.current.id, based), [showing]);

  const loadConflict = useCallback(async () => {
    const deckId = shown.current.id;
    if (deckId === null) return null;
    const theirs = await api<DeckJson>("GET", deckUrl(deckId));
    if (!theirs.ok || theirs.data.version === shown.current.version) return null;
    setConflict(theirs.data);
    return theirs.data;
  }, []);

  return { id, version, saving, conflict, save, takeTheirs, basedOn, loadConflict };
}
