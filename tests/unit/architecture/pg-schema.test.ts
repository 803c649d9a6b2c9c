import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One source of truth for the schema (docs/deploy.md): prisma/postgres/schema.prisma and its
 * baseline migration are generated from prisma/schema.prisma by `npm run db:pg-schema`. This
 * fails when someone changed the SQLite schema and did not run it.
 */
describe("the PostgreSQL schema", () => {
  it("is in step with prisma/schema.prisma (else run `npm run db:pg-schema`)", () => {
    const run = spawnSync(process.execPath, [path.resolve("scripts/pg-schema.mjs"), "--check"], { encoding: "utf8" });
    expect(run.stderr.trim()).toBe("");
    expect(run.status).toBe(0);
  }, 60_000);
});
