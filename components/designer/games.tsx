"use client";

import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import type { GameSlug } from "@/lib/games/types";
import { DarkEdenCardDesigner } from "./dark-eden/card-designer";
import { EdenCardDesigner } from "./eden-skirmish/card-designer";
import type { CardDesignerProps, SetDesignerProps } from "./types";

// The Gardener of Thoughts designer brings CodeMirror and the attributes parser: loaded only for that game.
const GotCardDesigner = dynamic(() => import("./got-cgs/card-designer").then((m) => m.GotCardDesigner));
const WorldDesigner = dynamic(() => import("./battle-for-eden/world-designer").then((m) => m.WorldDesigner));

/**
 * Which designer each game uses: a card designer (one card at a time, beside the card list
 * and the live preview) or a set designer that edits the whole set (a Battle for Eden World).
 */
export type GameDesigner = { level: "card"; Designer: ComponentType<CardDesignerProps> } | { level: "set"; Designer: ComponentType<SetDesignerProps> };

export const DESIGNERS: Record<GameSlug, GameDesigner> = {
  "dark-eden": { level: "card", Designer: DarkEdenCardDesigner },
  "eden-skirmish": { level: "card", Designer: EdenCardDesigner },
  "got-cgs": { level: "card", Designer: GotCardDesigner },
  "battle-for-eden": { level: "set", Designer: WorldDesigner },
};
