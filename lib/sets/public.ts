import "server-only";
import { db } from "../db/client";
import type { GameSlug } from "../games/types";

/** The public sets browser's page (CONTRACTS §6): public sets only, newest save first, counted for paging. */

export const PUBLIC_SETS_PAGE_SIZE = 25;

export interface PublicSetRow {
  id: string;
  game: string;
  name: string;
  code: string;
  owner: string;
  cardCount: number;
  version: number;
  updatedAt: string;
}

export async function listPublicSets(query: {
  game?: GameSlug;
  page: number;
}): Promise<{ sets: PublicSetRow[]; total: number; page: number; pageSize: number }> {
  const client = await db();
  const where = { visibility: "public", ...(query.game ? { gameSlug: query.game } : {}) };
  const [total, rows] = await Promise.all([
    client.playerSet.count({ where }),
    client.playerSet.findMany({
      where,
      include: { owner: { select: { username: true } } },
      orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
      skip: (query.page - 1) * PUBLIC_SETS_PAGE_SIZE,
      take: PUBLIC_SETS_PAGE_SIZE,
    }),
  ]);
  return {
    total,
    page: query.page,
    pageSize: PUBLIC_SETS_PAGE_SIZE,
    sets: rows.map((r) => ({
      id: r.id,
      game: r.gameSlug,
      name: r.name,
      code: r.code,
      owner: r.owner.username,
      cardCount: r.cardCount,
      version: r.version,
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}
