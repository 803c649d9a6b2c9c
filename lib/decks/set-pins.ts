import "server-only";
import { db, type Tx } from "../db/client";
import type { DeckSet } from "./deck-catalog";
import { cardChanges, setVersionCards, type SetCardChanges } from "../sets/versions";
import { diffCards, type CardSnapshot, type CatalogCardChange } from "../catalog-changes/card-diff";

/**
 * Which version of each player-made set a deck was saved against (DeckSetPin), and what
 * changed in those sets since: the deck page shows it, and upgrading re-pins.
 */

export interface SetChange {
  setId: string;
  name: string;
  savedVersion: number;
  currentVersion: number;
  /** Cards added, removed and changed since; null when the saved version is no longer kept. */
  cards: SetCardChanges | null;
  /** The same, each changed field with its value before and after, as the catalog's changes read (CONTRACTS §11); null as `cards`. */
  changes: CatalogCardChange[] | null;
}

/** Records the set versions a deck is saved against (replacing the previous pins). */
export async function writePins(tx: Tx, deckId: string, sets: readonly DeckSet[]): Promise<void> {
  await tx.deckSetPin.deleteMany({ where: { deckId } });
  if (sets.length > 0) await tx.deckSetPin.createMany({ data: sets.map((s) => ({ deckId, setId: s.id, version: s.version })) });
}

/** The deck's sets whose current version differs from the pinned one, with their card changes. */
export async function setChangesOf(deckId: string, current: readonly DeckSet[]): Promise<SetChange[]> {
  if (current.length === 0) return [];
  const client = await db();
  const pins = new Map((await client.deckSetPin.findMany({ where: { deckId }, select: { setId: true, version: true } })).map((p) => [p.setId, p.version]));
  const changed = current.filter((s) => pins.has(s.id) && pins.get(s.id) !== s.version);
  return Promise.all(
    changed.map(async (s) => {
      const savedVersion = pins.get(s.id)!;
      const [before, after] = await Promise.all([setVersionCards(s.id, savedVersion), setVersionCards(s.id, s.version)]);
      const kept = before && after;
      return {
        setId: s.id,
        name: s.name,
        savedVersion,
        currentVersion: s.version,
        cards: kept ? cardChanges(before, after) : null,
        changes: kept ? diffCards(before as unknown as CardSnapshot[], after as unknown as CardSnapshot[]) : null,
      };
    }),
  );
}
