import { execFileSync } from "node:child_process";
import path from "node:path";
import { bundledCatalogFiles } from "./helpers/http";

/**
 * Loads the bundled catalogs (card-data/) into the database at `databaseUrl` through the real
 * command line, as `npm start` does: the global set-ups make a second template with them, so a
 * test file that needs the catalogs copies it instead of importing them again.
 */
export function importBundledCatalogs(databaseUrl: string): void {
  try {
    execFileSync(path.resolve("node_modules/.bin/tsx"), ["cli/main.ts", "import-catalog", ...bundledCatalogFiles()], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: "pipe",
    });
  } catch (err) {
    throw new Error(`Importing the bundled catalogs into the template failed: ${(err as { stderr?: Buffer }).stderr?.toString() ?? err}`);
  }
}
