import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { disconnectDb } from "@/lib/db/client";
import { invalidateCatalogCache } from "@/lib/catalog/game-catalog";

let databases = 0;

/**
 * Points the app at a fresh copy of the migrated template database; returns its path (SQLite)
 * or URL (PostgreSQL, the `integration-pg` project: a new database made from the template).
 * With `catalog`, the copy holds the bundled catalogs (card-data/), imported once per run.
 */
export async function freshDatabase(options: { catalog?: boolean } = {}): Promise<string> {
  await disconnectDb();
  invalidateCatalogCache();
  const template = inject(options.catalog ? "dbTemplateCatalog" : "dbTemplate");
  if (template.startsWith("postgresql:")) {
    const name = `test_${process.pid}_${++databases}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: template.replace(/\/[^/]*$/, "/postgres") });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${new URL(template).pathname.slice(1)}"`);
    } finally {
      await admin.end();
    }
    process.env.DATABASE_URL = template.replace(/\/[^/]*$/, `/${name}`);
    invalidateCatalogCache();
    return process.env.DATABASE_URL;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-db-"));
  const file = path.join(dir, "test.db");
  copyFileSync(template, file);
  process.env.DATABASE_URL = `file:${file}`;
  return file;
}
