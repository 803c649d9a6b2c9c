import "server-only";
import { db } from "../db/client";
import type { BaseCard } from "../games/types";
import { DomainError, staleVersion } from "../errors";
import { setContentFromFile } from "./files";
import { ownedSet, readableSet, saveContent, getSet, type SetView } from "./service";

/** History of a player-made set: its saved versions, card-by-card diffs, and restoring one. */

export interface SetVersionSummary {
  version: number;
  name: string;
  createdAt: string;
}

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
export async function listSetVersions(actorId: string | null, id: string): Promise<{ setId: string; current: number; versions: SetVersionSummary[] }> {
  const client = await db();
  const set = await readableSet(client, actorId, id);
  const rows = await client.playerSetVersion.findMany({
    where: { setId: set.id },
    orderBy: { version: "asc" },
    select: { version: true, name: true, createdAt: true },
  });
  return { setId: set.id, current: set.version, versions: rows.map((r) => ({ version: r.version, name: r.name, createdAt: r.createdAt.toISOString() })) };
}

async function versionFile(setId: string, version: number): Promise<Record<string, unknown>> {
  const client = await db();
  const row = await client.playerSetVersion.findUnique({ where: { setId_version: { setId, version } } });
  if (!row)
    throw new DomainError("not-found", "NOT_FOUND", `The set has no version ${version} (the newest versions are kept).`).saying("apiErrors.NO_VERSION", {
      thing: "set",
      version,
    });
  return JSON.parse(row.file) as Record<string, unknown>;
}

/** One saved version as its §1 catalog file. */
export async function getSetVersion(actorId: string | null, id: string, version: number): Promise<Record<string, unknown>> {
  const client = await db();
  const set = await readableSet(client, actorId, id);
  return versionFile(set.id, version);
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
export async function diffSetVersions(actorId: string | null, id: string, from: number, to: number): Promise<SetDiff> {
  const client = await db();
  const set = await readableSet(client, actorId, id);
  const [a, b] = await Promise.all([versionFile(set.id, from), versionFile(set.id, to)]);
  return { setId: set.id, from, to, ...cardChanges((a.cards ?? []) as BaseCard[], (b.cards ?? []) as BaseCard[]) };
}

/**
 * Restores a saved version: a new save whose name, code, status and cards are that
 * version's (visibility stays). `expected` guards against a stale page (409).
 */
export async function restoreSetVersion(actorId: string, id: string, version: number, expected?: number): Promise<SetView> {
  const client = await db();
  const set = await ownedSet(client, actorId, id);
  const content = setContentFromFile(await versionFile(set.id, version));
  if (expected !== undefined && expected !== set.version) {
    throw staleVersion("set", set.version);
  }
  await saveContent(client, actorId, id, expected ?? set.version, content);
  return getSet(actorId, id);
}
