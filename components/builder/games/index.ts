import { use } from "react";
import type { GameSlug } from "@/lib/games/types";
import type { GameLayout } from "../layout";

/**
 * Maps a game to its layout (as lib/games/index.ts does for rules). Each game's layout is its
 * own chunk: a deck loads only its game's. The builder's page loads it with the builder's chunk
 * (lazy-builder.tsx, which must name each game's module for the page to preload it) and hands
 * it over with provideLayout; a deck read by someone else loads it here.
 */
const LOADERS: Record<GameSlug, () => Promise<GameLayout>> = {
  "dark-eden": () => import("./dark-eden").then((m) => m.darkEdenLayout),
  "eden-skirmish": () => import("./eden-skirmish").then((m) => m.edenSkirmishLayout),
  "got-cgs": () => import("./got-cgs").then((m) => m.gotCgsLayout),
  "battle-for-eden": () => import("./battle-for-eden").then((m) => m.battleForEdenLayout),
};

/** A layout's load, as React's `use` reads it: once settled, `status` and `value` let it answer without suspending. */
type Loading = Promise<GameLayout> & { status?: "fulfilled"; value?: GameLayout };

/** One promise a game, kept so that every render reads the same one; a failed load is tried again next time. */
const loading = new Map<GameSlug, Loading>();

/** Starts loading the game's layout (once) and returns its promise. */
function loadLayout(game: GameSlug): Promise<GameLayout> {
  let promise = loading.get(game);
  if (!promise) {
    const started: Loading = LOADERS[game]();
    started.then(
      (layout) => {
        started.status = "fulfilled";
        started.value = layout;
      },
      () => loading.delete(game),
    );
    loading.set(game, started);
    promise = started;
  }
  return promise;
}

/** Hands over a layout loaded with the builder's own chunk (lazy-builder.tsx), so that the builder's page loads it once and reads it without suspending. */
export function provideLayout(game: GameSlug, layout: GameLayout): void {
  if (loading.get(game)?.status === "fulfilled") return;
  loading.set(game, Object.assign(Promise.resolve(layout), { status: "fulfilled" as const, value: layout }));
}

/** The game's layout; suspends (the nearest Suspense boundary shows its fallback) until its chunk has loaded. */
export function useLayout(game: GameSlug): GameLayout {
  return use(loadLayout(game));
}
