// `npm start` on a fresh clone: install what is missing, create data/app.db (or migrate the
// PostgreSQL database of DATABASE_URL=postgresql://…), load card-data/, build, and serve
// http://localhost:${PORT:-3000}.
import path from "node:path";
import { authSecret, checkDatabase, ensureBuilt, ensureInstalled, importCatalog, migrate, root, startServer } from "./lib.mjs";

const port = process.env.PORT ?? "3000";
const databaseUrl = process.env.DATABASE_URL ?? `file:${path.join(root, "data", "app.db")}`;
const env = {
  DATABASE_URL: databaseUrl,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXTAUTH_SECRET: authSecret(databaseUrl),
  NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}`,
};

ensureInstalled();
await checkDatabase(databaseUrl);
migrate(databaseUrl);
importCatalog(databaseUrl);
ensureBuilt(env);

console.log(`→ Edenkeep on http://localhost:${port}`);
const server = startServer({ port, hostname: null, env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
