import { checkMap, parseMapFile } from "../../lib/games/battle-for-eden";
import { EXIT, output, readText, UnusableInput } from "../io";
import type { Outcome } from "../io";

/** `map MAPFILE [--json]`: a battle-for-eden map check (CONTRACTS §3 and §4). */
export async function mapCommand(file: string, opts: { json: boolean }): Promise<Outcome> {
  const read = parseMapFile(await readText(file, "map file"));
  if (!read.ok) throw new UnusableInput(read.error.code, `${file}: ${read.error.message}`);
  const result = checkMap(read.map);
  return output(
    opts.json,
    result,
    () =>
      [
        `map: ${result.legal ? "legal" : "NOT legal"} (${read.map.tiles.length} tiles)`,
        ...result.errors.map((e) => `  error ${e.code}: ${e.message}`),
        ...result.warnings.map((w) => `  warning ${w.code}: ${w.message}`),
        `  energy-rich: ${result.energyRich.map((h) => `(${h.q},${h.r})`).join(" ") || "none"}`,
        `  wild: ${result.wild.map((w) => `(${w.q},${w.r}) strength ${w.strength}`).join(", ") || "none"}`,
      ].join("\n"),
    result.legal ? EXIT.ok : EXIT.illegal,
  );
}
