import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { importBundledCatalogs } from "./template-catalog";

/**
 * Migrates one template database per run, the same way production is (`prisma migrate deploy`),
 * and a second one holding the bundled catalogs too (fresh-db.ts: `freshDatabase({ catalog: true })`).
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-it-"));
  const template = path.join(dir, "template.db");
  execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: `file:${template}` },
    stdio: "pipe",
  });
  const withCatalog = path.join(dir, "template-catalog.db");
  copyFileSync(template, withCatalog);
  importBundledCatalogs(`file:${withCatalog}`);
  project.provide("dbTemplate", template);
  project.provide("dbTemplateCatalog", withCatalog);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: string;
    /** The template with the bundled catalogs imported. */
    dbTemplateCatalog: string;
  }
}
