import type { DesignedSet } from "./types";

/**
 * Unsaved edits kept in the browser per set (localStorage), so a closed tab loses nothing:
 * the designer offers the draft when the set is opened again, and clears it after a save.
 */
export interface StoredDraft {
  /** The saved version the edits were made on. */
  version: number;
  set: DesignedSet;
  savedAt: string;
}

const key = (setId: string) => `edenkeep:set-draft:${setId}`;

export function readDraft(setId: string): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(key(setId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    return draft && typeof draft.version === "number" && draft.set && Array.isArray(draft.set.cards) ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(setId: string, draft: StoredDraft): void {
  try {
    window.localStorage.setItem(key(setId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the edits stay in the page.
  }
}

export function clearDraft(setId: string): void {
  try {
    window.localStorage.removeItem(key(setId));
  } catch {
    // nothing to clear
  }
}
