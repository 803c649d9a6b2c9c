/**
 * Writes docs/schemas/<game>.schema.json: the JSON Schema of each game's set files, generated
 * from the import's zod schemas (lib/sets/schemas.ts). Run after changing a card schema:
 *   npx tsx scripts/write-schemas.ts
 * tests/unit/sets/schemas.test.ts fails while the committed files differ from what the code generates.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { GAME_SLUGS } from "../lib/games/types";
import { setFileJsonSchema } from "../lib/sets/schemas";

export const SCHEMA_DIR = path.join("docs", "schemas");

export function schemaText(game: (typeof GAME_SLUGS)[number]): string {
  return `${JSON.stringify(setFileJsonSchema(game), null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  mkdirSync(SCHEMA_DIR, { recursive: true });
  for (const game of GAME_SLUGS) {
    const file = path.join(SCHEMA_DIR, `${game}.schema.json`);
    writeFileSync(file, schemaText(game));
    console.log(`wrote ${file}`);
  }
}
