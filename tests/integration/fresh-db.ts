import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { disconnectDb } from "@/lib/db/client";
import { invalidateCatalogCache } from "@/lib/services/catalog-index";

/** Points the app at a fresh copy of the migrated template database; returns its path. */
export async function freshDatabase(): Promise<string> {
  await disconnectDb();
  invalidateCatalogCache();
  const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-db-"));
  const file = path.join(dir, "test.db");
  copyFileSync(inject("dbTemplate"), file);
  process.env.DATABASE_URL = `file:${file}`;
  return file;
}
