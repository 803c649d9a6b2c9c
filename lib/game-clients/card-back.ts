/**
 * The card back of each game in Tabletop Simulator (CONTRACTS §10): the game's name and
 * "Edenkeep" as glyph outlines on a dark card, the size of a sheet's cell. The same picture
 * on every server (no system font).
 */
import sharp from "sharp";
import { rulesetFor } from "../games";
import type { GameSlug } from "../games/types";
import { glyphs } from "./face-png";
import { withRenderSlot } from "./render-slots";
import { CELL_HEIGHT, CELL_WIDTH } from "./tts";

const BACK_VERSION = "1";

const COLORS: Record<GameSlug, string> = {
  "dark-eden": "#3f1d1d",
  "battle-for-eden": "#1d3a2a",
  "got-cgs": "#3a3219",
  "eden-skirmish": "#1d2a3f",
};

export function cardBackEtag(game: GameSlug): string {
  return `"back.${game}.${BACK_VERSION}"`;
}

export async function cardBackPng(game: GameSlug): Promise<Uint8Array> {
  return withRenderSlot(async () => {
    const out = glyphs();
    const title = rulesetFor(game).title;
    let size = 44;
    while (size > 16 && out.width(title, "bold", size) > CELL_WIDTH - 60) size -= 2;
    const w = out.width(title, "bold", size);
    const brand = out.width("Edenkeep", "regular", 24);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL_WIDTH}" height="${CELL_HEIGHT}" viewBox="0 0 ${CELL_WIDTH} ${CELL_HEIGHT}">
<rect width="${CELL_WIDTH}" height="${CELL_HEIGHT}" rx="18" fill="${COLORS[game]}"/>
<rect x="16" y="16" width="${CELL_WIDTH - 32}" height="${CELL_HEIGHT - 32}" rx="12" fill="none" stroke="#d6d3d1" stroke-width="4"/>
<circle cx="${CELL_WIDTH / 2}" cy="${CELL_HEIGHT / 2 - 40}" r="70" fill="none" stroke="#d6d3d1" stroke-width="6"/>
${out.path({ text: title, x: (CELL_WIDTH - w) / 2, y: CELL_HEIGHT / 2 + 90, font: "bold", size, fill: "#f5f5f4" })}
${out.path({ text: "Edenkeep", x: (CELL_WIDTH - brand) / 2, y: CELL_HEIGHT - 50, font: "regular", size: 24, fill: "#d6d3d1" })}
</svg>`;
    return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
  });
}
