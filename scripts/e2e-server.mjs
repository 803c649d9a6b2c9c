// The servers Playwright tests against: production builds on fresh SQLite files in the temporary
// directory, migrated and loaded with card-data/ exactly as `npm start` does. Two of them, each on
// its own database: E2E_PORT for the page tests, E2E_PORT + 1 for the accessibility survey
// (tests/e2e/a11y-pages.spec.ts), whose public listings must hold only what it made itself while
// the other worker adds decks and sets. The second starts once the first answers, so Playwright,
// which waits for the second, starts the tests with both up.
import { copyFileSync, existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { e2eDatabaseUrlFile, ensureBuilt, importCatalog, migrate, startServer } from "./lib.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-e2e-"));
const env = (databaseFile, serverPort) => ({
  DATABASE_URL: `file:${databaseFile}`,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXTAUTH_SECRET: "e2e-secret-not-for-production-0123456789",
  NEXTAUTH_URL: `http://127.0.0.1:${serverPort}`,
  // Every browser test registers from 127.0.0.1: lift the per-address registration limit (SECURITY.md).
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000",
  // The moderator of tests/e2e/moderation.spec.ts (CONTRACTS §12: moderators named in MODERATORS).
  MODERATORS: "e2emoderator",
});
const files = [path.join(dir, "pages.db"), path.join(dir, "survey.db")];
// Where each server's database is, for a test that changes the catalog as an operator does
// (tests/e2e/catalog-changes.spec.ts runs `cli import-catalog` on the survey's, so that no page
// test counting a catalog sees its card): e2eDatabaseUrlFile in lib.mjs.
for (const [i, file] of files.entries()) writeFileSync(e2eDatabaseUrlFile(port + i), `file:${file}`);
migrate(`file:${files[0]}`);
importCatalog(`file:${files[0]}`);
for (const suffix of ["", "-wal"]) if (existsSync(files[0] + suffix)) copyFileSync(files[0] + suffix, files[1] + suffix);
ensureBuilt(env(files[0], port));

const servers = [];
for (const [i, file] of files.entries()) {
  const at = port + i;
  servers.push(startServer({ port: at, env: env(file, at) }));
  await answers(`http://127.0.0.1:${at}/api/health`);
}
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    for (const s of servers) s.kill(signal);
  });
for (const server of servers) server.on("exit", (code) => process.exit(code ?? 0));
// Playwright's runner (E2E_RUNNER_PID, playwright.config.ts) stops these servers when it ends; when
// it is killed instead (npm test stopping every stage after another failed), they stop once it is gone.
const runner = Number(process.env.E2E_RUNNER_PID);
if (runner > 0)
  setInterval(() => {
    try {
      process.kill(runner, 0);
    } catch {
      for (const s of servers) s.kill("SIGTERM");
    }
  }, 1000).unref();

async function answers(url) {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
