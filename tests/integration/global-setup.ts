import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

/** Migrates one template database per run, the same way production is (`prisma migrate deploy`). */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-it-"));
  const template = path.join(dir, "template.db");
  execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: `file:${template}` },
    stdio: "pipe",
  });
  project.provide("dbTemplate", template);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}
