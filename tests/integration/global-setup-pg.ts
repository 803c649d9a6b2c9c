import { execFileSync } from "node:child_process";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startPostgres } from "../support/postgres";
import { importBundledCatalogs } from "./template-catalog";

/**
 * The `integration-pg` project: the same integration tests on a real PostgreSQL started from
 * npm (tests/support/postgres.ts), one server per run. The template database is migrated the
 * way production is (`prisma migrate deploy` with prisma/postgres); each test file gets a
 * fresh copy of it (fresh-db.ts: CREATE DATABASE … TEMPLATE), or of a second template that holds
 * the bundled catalogs too.
 */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  try {
    await server.createDatabase("template_edenkeep");
    execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], {
      env: { ...process.env, DATABASE_URL: server.url("template_edenkeep") },
      stdio: "pipe",
    });
    await server.createDatabase("template_edenkeep_catalog", "template_edenkeep");
    importBundledCatalogs(server.url("template_edenkeep_catalog"));
  } catch (err) {
    await server.stop();
    throw new Error(`Migrating the PostgreSQL template failed: ${(err as { stderr?: Buffer }).stderr?.toString() ?? err}`);
  }
  project.provide("dbTemplate", server.url("template_edenkeep"));
  project.provide("dbTemplateCatalog", server.url("template_edenkeep_catalog"));
  return () => server.stop();
}
