import "server-only";
import type { db, Tx } from "../db/client";
import { queryRows, statements } from "../db/sql";

/**
 * The round timer's clock (CONTRACTS §9.1 "Timer"): the database's, never an app server's, so
 * every server computes the same remaining time however their own clocks drift.
 */
export async function databaseNow(client: Awaited<ReturnType<typeof db>> | Tx): Promise<number> {
  const rows = await queryRows<{ ms: number | bigint }>(client, statements().databaseNowMs());
  return Number(rows[0]?.ms);
}
