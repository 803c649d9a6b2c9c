// The server Playwright tests against: a production build on a fresh SQLite file in the
// temporary directory, migrated and loaded with card-data/ exactly as `npm start` does.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuilt, importCatalog, migrate, root } from "./lib.mjs";

const port = process.env.E2E_PORT ?? "3100";
const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-e2e-"));
const databaseUrl = `file:${path.join(dir, "app.db")}`;
const env = {
  DATABASE_URL: databaseUrl,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXTAUTH_SECRET: "e2e-secret-not-for-production-0123456789",
  NEXTAUTH_URL: `http://127.0.0.1:${port}`,
  // Every browser test registers from 127.0.0.1: lift the per-address registration limit (SECURITY.md).
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000",
};
migrate(databaseUrl);
importCatalog(databaseUrl);
ensureBuilt(env);
const server = spawn(process.execPath, [path.join(root, "scripts", "server.mjs"), "-p", port, "-H", "127.0.0.1"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, ...env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
