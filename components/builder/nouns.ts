import type { GameSlug } from "@/lib/games/types";

/** What players call a list of each game (server and client components both read this). */
export const NOUNS: Record<GameSlug, string> = {
  "dark-eden": "deck",
  "eden-skirmish": "warband",
  "got-cgs": "era deck",
  "battle-for-eden": "starting deck",
};
