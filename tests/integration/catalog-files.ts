import { readdirSync } from "node:fs";
import path from "node:path";

/** The bundled catalog files, as `npm start` imports them: card-data/<game>/<set>.json. */
export function catalogFiles(): string[] {
  const root = path.resolve("card-data");
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(path.join(root, d.name))
        .filter((f) => f.endsWith(".json"))
        .map((f) => path.join(root, d.name, f)),
    )
    .sort();
}
