import "server-only";
import type { CatalogFile } from "../catalog/catalog-file";
import type { Db, Tx } from "../db/client";
import type { GameSlug } from "../games/types";
import { canonicalJson, diffCards, type CardSnapshot, type CatalogCardChange } from "./card-diff";

/**
 * What a catalog import would change (CONTRACTS §11), worked out from the database before
 * anything is written: per game, the cards it adds, removes (from the sets it imports) and
 * changes. The import records exactly this under its new version; `--dry-run` prints it.
 */
export interface ImportPlan {
  /** Per game, in the order the files name them: its card changes (possibly none). */
  changes: Map<GameSlug, CatalogCardChange[]>;
  /** A set is new, or its name, year, language or file-level extras differ from the stored ones. */
  setsChanged: boolean;
}

/** True when the import would change anything at all: only then is it a new catalog version. */
export function planChangesAnything(plan: ImportPlan): boolean {
  return plan.setsChanged || [...plan.changes.values()].some((c) => c.length > 0);
}

export async function planImport(client: Db | Tx, catalogs: readonly CatalogFile[]): Promise<ImportPlan> {
  const games = [...new Set(catalogs.map((c) => c.game))];
  const changes = new Map<GameSlug, CatalogCardChange[]>();
  let setsChanged = false;
  for (const game of games) {
    const files = catalogs.filter((c) => c.game === game);
    const setCodes = new Set(files.map((c) => c.set.code));
    const after: CardSnapshot[] = files.flatMap((c) => c.cards.map((card) => ({ ...card }) as CardSnapshot));
    const afterCodes = new Set(after.map((c) => c.code));
    const [stored, sets] = await Promise.all([
      client.card.findMany({ where: { gameSlug: game }, select: { code: true, data: true, set: { select: { code: true } } } }),
      client.cardSet.findMany({
        where: { gameSlug: game, code: { in: [...setCodes] } },
        select: { code: true, name: true, year: true, language: true, extras: true },
      }),
    ]);
    // Before: the cards of the imported sets (those the import may remove), and any card it names (a card may move set).
    const before: CardSnapshot[] = stored
      .filter((c) => setCodes.has(c.set.code) || afterCodes.has(c.code))
      .map((c) => ({ ...(JSON.parse(c.data) as CardSnapshot), set: c.set.code }));
    changes.set(game, diffCards(before, after));
    const storedSets = new Map(sets.map((s) => [s.code, s]));
    for (const file of files) {
      const s = storedSets.get(file.set.code);
      if (
        !s ||
        s.name !== file.set.name ||
        s.year !== (file.set.year ?? null) ||
        s.language !== (file.set.language ?? null) ||
        canonicalJson(JSON.parse(s.extras)) !== canonicalJson(file.extras)
      )
        setsChanged = true;
    }
  }
  return { changes, setsChanged };
}
