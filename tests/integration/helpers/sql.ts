import { inject } from "vitest";
import { db } from "@/lib/db/client";

/** The engine this run of the integration tests is on (the `integration` or `integration-pg` project); known while tests are collected. */
export const onPostgres = () => inject("dbTemplate").startsWith("postgresql:");

/**
 * A test's own raw read, written once with `?` placeholders and quoted identifiers (both engines
 * read it alike); numbered `$1 …` on PostgreSQL.
 */
export async function rawRows<T>(sql: string, ...args: unknown[]): Promise<T[]> {
  let n = 0;
  const text = onPostgres() ? sql.replace(/\?/g, () => `$${++n}`) : sql;
  return (await db()).$queryRawUnsafe<T[]>(text, ...args);
}
