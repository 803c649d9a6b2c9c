/**
 * The face for each game, and the format its cards print at. The sheet asks here and
 * nowhere else which game a card belongs to.
 */
import type { GameSlug } from "../../games/types";
import type { Face } from "../frame";
import type { ProxyCardData } from "../types";
import { battleForEdenFace } from "./battle-for-eden";
import { darkEdenFace } from "./dark-eden";
import { edenSkirmishFace } from "./eden-skirmish";
import { gotCgsFace, isGold } from "./got-cgs";

export type CardFormat = "standard" | "gold";

export interface GameFace {
  draw: Face;
  format(card: ProxyCardData): CardFormat;
}

const standard = () => "standard" as const;

export const FACES: Record<GameSlug, GameFace> = {
  "dark-eden": { draw: darkEdenFace, format: standard },
  "battle-for-eden": { draw: battleForEdenFace, format: standard },
  "got-cgs": { draw: gotCgsFace, format: (card) => (isGold(card) ? "gold" : "standard") },
  "eden-skirmish": { draw: edenSkirmishFace, format: standard },
};

export function faceFor(game: string): GameFace | undefined {
  return Object.hasOwn(FACES, game) ? FACES[game as GameSlug] : undefined;
}
