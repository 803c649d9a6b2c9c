import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";

/**
 * `npm start`/`npm run setup` with a DATABASE_URL that cannot work stop before anything is
 * migrated, with one line naming the problem and no stack trace (scripts/lib.mjs checkDatabase).
 */
function setup(databaseUrl: string, env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [path.resolve("scripts/setup.mjs")], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: databaseUrl, ...env },
  });
  return { status: run.status, lines: run.stderr.trim().split("\n").filter(Boolean) };
}

const server = new URL(inject("dbTemplate"));

describe("a DATABASE_URL that cannot work stops setup with one clear line", () => {
  it("another scheme", () => {
    expect(setup("mysql://root@localhost/edenkeep")).toEqual({
      status: 2,
      lines: ["✖ DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), not mysql:."],
    });
  });

  it("a server that does not answer", () => {
    const r = setup("postgresql://postgres:x@127.0.0.1:1/edenkeep");
    expect(r).toEqual({ status: 1, lines: ["✖ cannot reach the PostgreSQL server at 127.0.0.1:1 (ECONNREFUSED): is it running, and is DATABASE_URL right?"] });
  });

  it("a wrong password, and a database that does not exist", () => {
    const wrong = new URL(server);
    wrong.password = "not-the-password";
    expect(setup(wrong.toString())).toEqual({
      status: 1,
      lines: [`✖ the PostgreSQL server at 127.0.0.1:${server.port} refused the password of user "postgres" (DATABASE_URL).`],
    });
    const missing = new URL(server);
    missing.pathname = "/no_such_database";
    expect(setup(missing.toString())).toEqual({
      status: 1,
      lines: [`✖ the PostgreSQL server at 127.0.0.1:${server.port} has no database "no_such_database": create it first (createdb no_such_database).`],
    });
  });

  it("npm start in PostgreSQL mode without NEXTAUTH_SECRET says it must be shared", () => {
    const run = spawnSync(process.execPath, [path.resolve("scripts/start.mjs")], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: server.toString(), NEXTAUTH_SECRET: "" },
    });
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toMatch(/^✖ NEXTAUTH_SECRET must be set in PostgreSQL mode, the same on every server/);
  });
});
