import { use } from "react";
import type { GameSlug } from "@/lib/games/types";
import type { GameLayout } from "../layout";

/**
 * The builder's one place that maps a game to its layout (as lib/games/index.ts does for rules).
 * Each game's layout is its own chunk: a deck loads only its game's.
 */
const LOADERS: Record<GameSlug, () => Promise<GameLayout>> = {
  "dark-eden": () => import("./dark-eden").then((m) => m.darkEdenLayout),
  "eden-skirmish": () => import("./eden-skirmish").then((m) => m.edenSkirmishLayout),
  "got-cgs": () => import("./got-cgs").then((m) => m.gotCgsLayout),
  "battle-for-eden": () => import("./battle-for-eden").then((m) => m.battleForEdenLayout),
};

/** One promise a game, kept so that every render reads the same one; a failed load is tried again next time. */
const loading = new Map<GameSlug, Promise<GameLayout>>();

function layoutOf(game: GameSlug): Promise<GameLayout> {
  let promise = loading.get(game);
  if (!promise) {
    promise = LOADERS[game]();
    promise.catch(() => loading.delete(game));
    loading.set(game, promise);
  }
  return promise;
}

/** The game's layout; suspends (the nearest Suspense boundary shows its fallback) until its chunk has loaded. */
export function useLayout(game: GameSlug): GameLayout {
  return use(layoutOf(game));
}
