import type { MapTile } from "@/lib/games/battle-for-eden/map-file";
import type { Visibility } from "@/lib/decks/input";

/** The unsaved state of a map kept in the browser (localStorage), so a closed tab loses nothing. */
export interface MapDraft {
  name: string;
  visibility: Visibility;
  tiles: MapTile[];
  /** The saved version the draft was made on (null for a new map). */
  version: number | null;
}

const key = (id: string | null) => `edenkeep.map-draft.${id ?? "new"}`;

export function loadDraft(id: string | null): MapDraft | null {
  try {
    const text = window.localStorage.getItem(key(id));
    if (!text) return null;
    const draft = JSON.parse(text) as MapDraft;
    return Array.isArray(draft.tiles) && typeof draft.name === "string" ? draft : null;
  } catch {
    return null;
  }
}

export function storeDraft(id: string | null, draft: MapDraft): void {
  try {
    window.localStorage.setItem(key(id), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft stays in the page only.
  }
}

export function dropDraft(id: string | null): void {
  try {
    window.localStorage.removeItem(key(id));
  } catch {
    // nothing to drop
  }
}
