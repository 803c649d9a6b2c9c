import "server-only";
import type { Tx } from "../db/client";
import type { GameSlug } from "../games/types";
import type { CatalogCardChange } from "./card-diff";

/** Rows written per statement. */
const CHUNK = 500;

/** Records an import's card changes under its catalog version, in the import's own transaction (CONTRACTS §11). */
export async function recordCatalogChanges(tx: Tx, version: number, changes: Map<GameSlug, CatalogCardChange[]>): Promise<void> {
  const rows = [...changes].flatMap(([game, list]) =>
    list.map((c) => ({
      version,
      gameSlug: game,
      code: c.code,
      name: c.name,
      change: c.change,
      fields: c.fields ? JSON.stringify(c.fields) : null,
    })),
  );
  for (let i = 0; i < rows.length; i += CHUNK) await tx.catalogChange.createMany({ data: rows.slice(i, i + CHUNK) });
}
