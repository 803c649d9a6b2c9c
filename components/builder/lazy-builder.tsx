"use client";

import type { ComponentProps, ComponentType } from "react";
import type { GameSlug } from "@/lib/games/types";
import type { Builder as BuilderComponent } from "./builder";
import dynamic from "next/dynamic";
import { provideLayout } from "./games";
import type { GameLayout } from "./layout";

type BuilderProps = ComponentProps<typeof BuilderComponent>;

/** The builder, its game's layout handed to games/index.ts (one copy of the layout's chunk, read without suspending). */
function ready(Builder: ComponentType<BuilderProps>, game: GameSlug, layout: GameLayout) {
  provideLayout(game, layout);
  return Builder;
}

/**
 * The builder, as its own chunk: a page that may or may not show it (the game chooser at
 * `/decks/new`, a deck someone else reads) loads its code only when it is shown. One per game:
 * each loads the builder's chunk and its game's layout (games/index.ts) together, and the page
 * preloads both. No loading fallback: the server-rendered builder stays on the page until it
 * hydrates (a fallback made React replace it, dropping what was typed meanwhile).
 */
const BUILDERS: Record<GameSlug, ComponentType<BuilderProps>> = {
  "dark-eden": dynamic(() => Promise.all([import("./builder"), import("./games/dark-eden")]).then(([m, g]) => ready(m.Builder, "dark-eden", g.darkEdenLayout))),
  "eden-skirmish": dynamic(() =>
    Promise.all([import("./builder"), import("./games/eden-skirmish")]).then(([m, g]) => ready(m.Builder, "eden-skirmish", g.edenSkirmishLayout)),
  ),
  "got-cgs": dynamic(() => Promise.all([import("./builder"), import("./games/got-cgs")]).then(([m, g]) => ready(m.Builder, "got-cgs", g.gotCgsLayout))),
  "battle-for-eden": dynamic(() =>
    Promise.all([import("./builder"), import("./games/battle-for-eden")]).then(([m, g]) => ready(m.Builder, "battle-for-eden", g.battleForEdenLayout)),
  ),
};

export function LazyBuilder(props: BuilderProps) {
  const Builder = BUILDERS[props.setup.game];
  return <Builder {...props} />;
}
