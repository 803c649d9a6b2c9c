import "server-only";
import { db, type Db } from "../db/client";
import type { GameSlug } from "../games/types";
import { currentCatalogVersion } from "../catalog";
import { netChanges, type CatalogCardChange, type FieldChange } from "./card-diff";

/**
 * Reading the catalog's recorded changes (CONTRACTS §11): since a version (the API, a deck's
 * last save, an event registration), and version by version (the page /cards/<game>/changes).
 */

/** A change as listed since a version: the card's net change, and the newest version that touched it. */
export type ChangeSince = CatalogCardChange & { version: number };

export interface ChangesSince {
  /** The catalog's version now: ask `since` it next time. */
  version: number;
  changes: ChangeSince[];
}

interface Row {
  version: number;
  code: string;
  name: string;
  change: string;
  fields: string | null;
}

function changeOf(row: Row): CatalogCardChange {
  return {
    code: row.code,
    name: row.name,
    change: row.change as CatalogCardChange["change"],
    ...(row.fields ? { fields: JSON.parse(row.fields) as Record<string, FieldChange> } : {}),
  };
}

/** Rows oldest first, folded per card: what changed from `since` to now. */
function folded(rows: Row[]): ChangeSince[] {
  const newest = new Map<string, number>();
  for (const r of rows) newest.set(r.code, r.version);
  return netChanges(rows.map(changeOf)).map((c) => ({ ...c, version: newest.get(c.code)! }));
}

const SELECT = { version: true, code: true, name: true, change: true, fields: true } as const;

/** GET /api/v1/catalog/:game/changes?since=V: the game's cards changed after version `since`, each once. */
export async function catalogChangesSince(game: GameSlug, since: number): Promise<ChangesSince> {
  const client = await db();
  const [version, rows] = await client.$transaction(async (tx) => [
    await currentCatalogVersion(tx),
    await tx.catalogChange.findMany({ where: { gameSlug: game, version: { gt: since } }, orderBy: [{ version: "asc" }, { id: "asc" }], select: SELECT }),
  ]);
  return { version: version as number, changes: folded(rows as Row[]) };
}

/** The changes after `since` to these cards of a game (a deck's, a registration's): each card once. */
export async function changesTouching(game: GameSlug, codes: readonly string[], since: number, client?: Db): Promise<ChangeSince[]> {
  const catalogCodes = [...new Set(codes.filter((c) => !c.includes("/")))];
  if (catalogCodes.length === 0) return [];
  const rows = await (client ?? (await db())).catalogChange.findMany({
    where: { gameSlug: game, version: { gt: since }, code: { in: catalogCodes } },
    orderBy: [{ version: "asc" }, { id: "asc" }],
    select: SELECT,
  });
  return folded(rows);
}

/** The last name each of these codes had in the game's catalog before it was withdrawn (codes never recorded are left out). */
export async function withdrawnNames(game: GameSlug, codes: readonly string[]): Promise<Map<string, string>> {
  const catalogCodes = [...new Set(codes.filter((c) => !c.includes("/")))];
  if (catalogCodes.length === 0) return new Map();
  const client = await db();
  const rows = await client.catalogChange.findMany({
    where: { gameSlug: game, change: "removed", code: { in: catalogCodes } },
    orderBy: [{ version: "asc" }, { id: "asc" }],
    select: { code: true, name: true },
  });
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** One catalog version's changes to a game, as the changes page lists them. */
export interface VersionChanges {
  version: number;
  at: string;
  changes: CatalogCardChange[];
}

/** Versions shown per page of /cards/<game>/changes. */
export const VERSIONS_PER_PAGE = 10;

/** The game's catalog versions with their changes, newest first, `VERSIONS_PER_PAGE` of them before `before`. */
export async function catalogChangeHistory(game: GameSlug, before?: number): Promise<{ versions: VersionChanges[]; next: number | null }> {
  const client = await db();
  const versions = await client.catalogChange.findMany({
    where: { gameSlug: game, ...(before === undefined ? {} : { version: { lt: before } }) },
    distinct: ["version"],
    orderBy: { version: "desc" },
    take: VERSIONS_PER_PAGE + 1,
    select: { version: true },
  });
  const shown = versions.slice(0, VERSIONS_PER_PAGE).map((v) => v.version);
  if (shown.length === 0) return { versions: [], next: null };
  const rows = await client.catalogChange.findMany({
    where: { gameSlug: game, version: { in: shown } },
    orderBy: [{ version: "desc" }, { code: "asc" }],
    select: { ...SELECT, createdAt: true },
  });
  const out: VersionChanges[] = shown.map((version) => {
    const mine = rows.filter((r) => r.version === version);
    return { version, at: mine[0].createdAt.toISOString(), changes: mine.map(changeOf) };
  });
  return { versions: out, next: versions.length > VERSIONS_PER_PAGE ? shown[shown.length - 1] : null };
}
