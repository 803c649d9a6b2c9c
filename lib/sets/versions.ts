import "server-only";
import { db } from "../db/client";
import { diffVersions, listVersions, readVersion, restoreVersion, type VersionSummary } from "../documents";
import type { BaseCard } from "../games/types";
import { type SetRow, type SetVersionRow, setDocument } from "./document";
import { type SetContent, setContentFromFile } from "./files";
import { saveContent, getSet, type SetView } from "./service";

/** History of a player-made set (lib/documents): its saved versions, card-by-card diffs, and restoring one. */

export type SetVersionSummary = VersionSummary;

export interface CardRef {
  code: string;
  name: string;
}

/** What changed between two card lists, by code: added, removed, and changed cards (with the fields). */
export interface SetCardChanges {
  added: CardRef[];
  removed: CardRef[];
  changed: (CardRef & { fields: string[] })[];
}

export interface SetDiff extends SetCardChanges {
  setId: string;
  from: number;
  to: number;
}

/** Cards compared by code; a card is changed when any field differs (the fields are named). */
export function cardChanges(before: readonly BaseCard[], after: readonly BaseCard[]): SetCardChanges {
  const old = new Map(before.map((c) => [c.code, c]));
  const now = new Map(after.map((c) => [c.code, c]));
  const ref = (c: BaseCard): CardRef => ({ code: c.code, name: c.name });
  const changed: SetCardChanges["changed"] = [];
  for (const card of after) {
    const prev = old.get(card.code);
    if (!prev) continue;
    const fields = [...new Set([...Object.keys(prev), ...Object.keys(card)])].filter(
      (k) => JSON.stringify((prev as unknown as Record<string, unknown>)[k]) !== JSON.stringify((card as unknown as Record<string, unknown>)[k]),
    );
    if (fields.length > 0) changed.push({ ...ref(card), fields: fields.sort() });
  }
  return {
    added: after.filter((c) => !old.has(c.code)).map(ref),
    removed: before.filter((c) => !now.has(c.code)).map(ref),
    changed,
  };
}

/** Every kept version of a set the actor may read, oldest first. */
export function listSetVersions(actorId: string | null, id: string): Promise<{ setId: string; current: number; versions: SetVersionSummary[] }> {
  return listVersions(setDocument, actorId, id);
}

/** A kept version's §1 catalog file. */
const fileOf = (saved: { file: string }) => JSON.parse(saved.file) as Record<string, unknown>;

/** One saved version as its §1 catalog file. */
export async function getSetVersion(actorId: string | null, id: string, version: number): Promise<Record<string, unknown>> {
  return fileOf((await readVersion(setDocument, actorId, id, version)).saved);
}

/** The cards of one saved version (for decks pinned to it); null when the version is no longer kept. */
export async function setVersionCards(setId: string, version: number): Promise<BaseCard[] | null> {
  const client = await db();
  const row = await client.playerSetVersion.findUnique({ where: { setId_version: { setId, version } }, select: { file: true } });
  if (!row) return null;
  const cards = (JSON.parse(row.file) as { cards?: BaseCard[] }).cards;
  return Array.isArray(cards) ? cards : [];
}

/** Card-by-card changes from one saved version to another. */
export function diffSetVersions(actorId: string | null, id: string, from: number, to: number): Promise<SetDiff> {
  const cardsOf = (saved: { file: string }) => (fileOf(saved).cards ?? []) as BaseCard[];
  return diffVersions({ ...setDocument, diff: (_row, a, b) => cardChanges(cardsOf(a), cardsOf(b)) }, actorId, id, from, to);
}

/**
 * Restores a saved version: a new save whose name, code, status and cards are that
 * version's (visibility stays). `expected` guards against a stale page (409).
 */
export function restoreSetVersion(actorId: string, id: string, version: number, expected?: number): Promise<SetView> {
  const restoring = {
    content: (saved: SetVersionRow) => setContentFromFile(fileOf(saved)),
    save: async (actor: string, row: SetRow, content: SetContent, at: number) => {
      await saveContent(await db(), actor, row.id, at, content);
      return getSet(actor, row.id);
    },
  };
  return restoreVersion(setDocument, restoring, actorId, id, version, expected);
}
