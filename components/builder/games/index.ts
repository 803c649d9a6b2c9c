import type { GameSlug } from "@/lib/games/types";
import type { GameLayout } from "../layout";
import { battleForEdenLayout } from "./battle-for-eden";
import { darkEdenLayout } from "./dark-eden";
import { edenSkirmishLayout } from "./eden-skirmish";
import { gotCgsLayout } from "./got-cgs";

/** The builder's one place that maps a game to its layout (as lib/games/index.ts does for rules). */
export const LAYOUTS: Record<GameSlug, GameLayout> = {
  "dark-eden": darkEdenLayout,
  "eden-skirmish": edenSkirmishLayout,
  "got-cgs": gotCgsLayout,
  "battle-for-eden": battleForEdenLayout,
};
