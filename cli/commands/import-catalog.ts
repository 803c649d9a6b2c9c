import { CatalogImportError, importCatalogFiles, type ImportSummary } from "../../lib/catalog/import";
import { describeChange } from "../../lib/catalog-changes/describe";
import { decksHolding } from "../../lib/catalog-changes/usage";
import { EXIT, output, UnusableInput } from "../io";
import type { Outcome } from "../io";

/**
 * `import-catalog FILE… [--dry-run] [--json]`: all files in one transaction, or nothing; prints
 * what changed (CONTRACTS §11): each card added, withdrawn or changed with its fields before and
 * after, and the decks still holding a withdrawn card (they keep it, shown as withdrawn).
 * `--dry-run` prints the same and imports nothing.
 */
export async function importCatalogCommand(files: string[], opts: { json: boolean; dryRun?: boolean }): Promise<Outcome> {
  if (files.length === 0) throw new UnusableInput("USAGE", "import-catalog needs at least one catalog file.");
  let summary: ImportSummary;
  try {
    summary = await importCatalogFiles(files, { dryRun: opts.dryRun ?? false });
  } catch (err) {
    if (err instanceof CatalogImportError) throw new UnusableInput("BAD_CATALOG", err.message);
    throw err;
  }
  const withdrawn = await Promise.all(
    summary.changes.map(async ({ game, changes }) => {
      const held = await decksHolding(
        game,
        changes.filter((c) => c.change === "removed").map((c) => c.code),
      );
      return [...held].map(([code, decks]) => ({ game, code, decks }));
    }),
  );
  const document = { ...summary, withdrawnInDecks: withdrawn.flat() };
  return output(opts.json, document, () => humanText(summary, document.withdrawnInDecks), EXIT.ok);
}

function humanText(summary: ImportSummary, held: { game: string; code: string; decks: number }[]): string {
  const counts = `${summary.created} added, ${summary.updated} changed, ${summary.removed} withdrawn, ${summary.unchanged} unchanged`;
  const lines: string[] = [];
  if (summary.dryRun) lines.push(`Dry run, nothing imported: ${summary.cards} cards in ${summary.files} file(s) would make ${counts}.`);
  else if (summary.version === null)
    lines.push(`Nothing changed: ${summary.cards} cards in ${summary.files} file(s) are as imported before; no new catalog version.`);
  else lines.push(`Imported ${summary.cards} cards from ${summary.files} file(s) as catalog version ${summary.version}: ${counts}.`);
  for (const { game, changes } of summary.changes) {
    if (changes.length === 0) continue;
    lines.push(`${game}:`);
    for (const c of changes) lines.push(`  ${describeChange(c)}`);
  }
  for (const h of held) lines.push(`${h.game}/${h.code} is in ${h.decks} saved deck(s): they keep it, shown as withdrawn.`);
  return lines.join("\n");
}
