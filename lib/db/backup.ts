import "server-only";
import { existsSync } from "node:fs";
import path from "node:path";
import { absoluteUrl, engineOf, openDatabase } from "./client";
import { sqliteBackupInto } from "./sql/sqlite";

/**
 * An online backup of a SQLite database (docs/deploy.md, "Backups"): `VACUUM INTO` writes a
 * consistent copy of the database as of one moment while the app keeps serving (readers and
 * writers are not stopped). The copy is a complete database file: restoring is putting it in
 * place of data/app.db while the app is stopped. PostgreSQL has its own tools (pg_dump,
 * point-in-time recovery).
 */
export async function backupDatabase(url: string, out: string): Promise<{ file: string }> {
  const source = absoluteUrl(url);
  if (engineOf(source) === "postgres")
    throw new Error("backup writes SQLite databases; back PostgreSQL up with pg_dump or point-in-time recovery (docs/deploy.md).");
  const file = path.resolve(out);
  if (existsSync(file)) throw new Error(`${out} exists already: backup never overwrites a file.`);
  const client = await openDatabase(source);
  try {
    await client.$executeRawUnsafe(sqliteBackupInto.text, file);
  } finally {
    await client.$disconnect();
  }
  return { file };
}
