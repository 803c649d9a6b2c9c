import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GAME_SLUGS } from "@/lib/games/types";
import { setFileJsonSchema, setFileZodSchema } from "@/lib/sets/schemas";

describe("set file JSON Schemas (docs/schemas)", () => {
  it.each(GAME_SLUGS)("%s: the committed schema equals what the code generates (run scripts/write-schemas.ts)", (game) => {
    const committed = JSON.parse(readFileSync(path.join("docs", "schemas", `${game}.schema.json`), "utf8"));
    expect(committed).toEqual(setFileJsonSchema(game));
  });

  it.each(GAME_SLUGS)("%s: every bundled catalog file fits the set file schema", (game) => {
    const dir = path.join("card-data", game);
    const files = readdirSync(dir).filter((f: string) => f.endsWith(".json"));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const parsed = setFileZodSchema(game).safeParse(JSON.parse(readFileSync(path.join(dir, f), "utf8")));
      expect(parsed.success, `${f}: ${parsed.error?.issues[0]?.message}`).toBe(true);
    }
  });

  it("describes the file-level version and status, and battle-for-eden's civilizations", () => {
    const schema = setFileJsonSchema("battle-for-eden") as { properties: Record<string, { enum?: string[] }>; additionalProperties: boolean };
    expect(schema.properties.status.enum).toEqual(["draft", "beta", "final"]);
    expect(schema.properties).toHaveProperty("version");
    expect(schema.properties).toHaveProperty("civilizations");
    expect(setFileJsonSchema("dark-eden")).not.toHaveProperty("properties.civilizations");
    expect(schema.additionalProperties).toBe(false);
  });
});
