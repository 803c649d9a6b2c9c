"use client";

import type { ComponentType } from "react";
import type { GameSlug } from "@/lib/games/types";
import { DarkEdenCardDesigner } from "./dark-eden/card-designer";
import { EdenCardDesigner } from "./eden-skirmish/card-designer";
import { GenericCardDesigner } from "./generic-card-designer";
import type { CardDesignerProps, SetDesignerProps } from "./types";

/**
 * Which designer each game uses: a card designer (one card at a time, beside the card list
 * and the live preview) or a set designer that edits the whole set (a Battle for Eden World).
 */
export type GameDesigner = { level: "card"; Designer: ComponentType<CardDesignerProps> } | { level: "set"; Designer: ComponentType<SetDesignerProps> };

export const DESIGNERS: Record<GameSlug, GameDesigner> = {
  "dark-eden": { level: "card", Designer: DarkEdenCardDesigner },
  "eden-skirmish": { level: "card", Designer: EdenCardDesigner },
  "got-cgs": { level: "card", Designer: GenericCardDesigner },
  "battle-for-eden": { level: "card", Designer: GenericCardDesigner },
};
