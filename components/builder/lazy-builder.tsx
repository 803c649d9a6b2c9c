"use client";

import dynamic from "next/dynamic";

/**
 * The builder, as its own chunk: a page that may or may not show it (the game chooser at
 * `/decks/new`, a deck someone else reads) loads its code only when it is shown. While it (or
 * its game's layout, games/index.ts) loads, an empty busy block holds the page's height.
 */
export const LazyBuilder = dynamic(() => import("./builder").then((m) => m.Builder), {
  loading: () => <div aria-busy="true" className="min-h-screen" />,
});
