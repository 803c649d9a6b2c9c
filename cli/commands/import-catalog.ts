import { CatalogImportError, importCatalogFiles } from "../../lib/catalog/import";
import { EXIT, output, UnusableInput } from "../io";
import type { Outcome } from "../io";

/** `import-catalog FILE…`: all files in one transaction, or nothing. */
export async function importCatalogCommand(files: string[], opts: { json: boolean }): Promise<Outcome> {
  if (files.length === 0) throw new UnusableInput("USAGE", "import-catalog needs at least one catalog file.");
  try {
    const summary = await importCatalogFiles(files);
    return output(
      opts.json,
      summary,
      () => `Imported ${summary.cards} cards from ${summary.files} file(s): ${summary.created} new, ${summary.updated} updated, ${summary.removed} removed.`,
      EXIT.ok,
    );
  } catch (err) {
    if (err instanceof CatalogImportError) throw new UnusableInput("BAD_CATALOG", err.message);
    throw err;
  }
}
