import type { SetView } from "@/lib/sets/service";
import type { DesignedSet } from "./types";

/** The designed set from the sets API's view (GET/PUT /api/v1/sets/:id). */
export function designedSetOf(view: SetView): DesignedSet {
  return {
    id: view.id,
    game: view.game,
    name: view.name,
    code: view.code,
    visibility: view.visibility,
    status: view.status,
    version: view.version,
    cards: view.cards as unknown as DesignedSet["cards"],
    ...(view.civilizations ? { civilizations: view.civilizations } : {}),
  };
}

/** The PUT body that saves the designed cards (and a World's civilizations) on `version`. */
export function saveBody(set: DesignedSet, version: number): Record<string, unknown> {
  return {
    cards: set.cards,
    ...(set.game === "battle-for-eden" ? { civilizations: set.civilizations ?? [] } : {}),
    version,
  };
}

/** What a save compares: the content the designer edits, without the version. */
export function contentKey(set: DesignedSet): string {
  return JSON.stringify({ cards: set.cards, civilizations: set.civilizations ?? [] });
}
