// Shared steps of `npm start`, `npm test` and `npm run setup`. Plain Node, no dependencies:
// these run on a fresh clone before anything is installed.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

export function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

const bin = (name) => path.join(root, "node_modules", ".bin", name);

/**
 * Installs the locked dependencies when node_modules is missing or older than
 * package-lock.json. `npm install` rather than `npm ci`: the registry these machines reach
 * serves only the Linux builds of the platform packages (Next's SWC, Tailwind's oxide), so
 * the lock cannot list the others and `npm ci` refuses it as out of sync. The exact pins in
 * package.json and the lock keep the install the same.
 */
export function ensureInstalled() {
  const marker = path.join(root, "node_modules", ".package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (!existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs) {
    console.log("→ installing dependencies (npm install from the lock file)");
    run("npm", ["install", "--no-audit", "--no-fund"], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" });
  }
  if (!existsSync(path.join(root, "lib", "generated", "prisma", "client.ts"))) {
    console.log("→ generating the Prisma client");
    run(bin("prisma"), ["generate"], { DATABASE_URL: "file:./data/app.db" });
  }
  if (!existsSync(path.join(root, "lib", "generated", "prisma-pg", "client.ts"))) {
    console.log("→ generating the Prisma client for PostgreSQL");
    run(bin("prisma"), ["generate", "--schema", "prisma/postgres/schema.prisma"], { DATABASE_URL: "file:./data/app.db" });
  }
}

/** "sqlite" for a `file:` URL, "postgres" for `postgresql://`/`postgres://`, else null. */
export function engineOf(databaseUrl) {
  if (databaseUrl.startsWith("file:")) return "sqlite";
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return "postgres";
  return null;
}

/** Stops with one line (no stack trace) on stderr. */
export function fail(message, code = 1) {
  console.error(`✖ ${message}`);
  process.exit(code);
}

/**
 * Checks DATABASE_URL before anything touches it, so a wrong one stops `npm start` with one
 * clear line and nothing half-migrated: its scheme, and for PostgreSQL that the server answers,
 * takes the password, has the database and is version 15 or newer.
 */
export async function checkDatabase(databaseUrl) {
  const engine = engineOf(databaseUrl);
  if (!engine) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(databaseUrl)?.[1];
    fail(`DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL)${scheme ? `, not ${scheme}:` : ""}.`, 2);
  }
  if (engine === "sqlite") return;
  let where = "the PostgreSQL server";
  let url;
  try {
    url = new URL(databaseUrl);
    where = `the PostgreSQL server at ${url.hostname || "localhost"}:${url.port || 5432}`;
  } catch {
    fail("DATABASE_URL is not a valid postgresql:// URL.", 2);
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    const { rows } = await client.query("SELECT current_setting('server_version_num')::int AS version");
    if (rows[0].version < 150000) fail(`${where} runs PostgreSQL ${Math.floor(rows[0].version / 10000)}; Edenkeep needs 15 or newer.`);
  } catch (err) {
    const user = decodeURIComponent(url.username || "postgres");
    const database = decodeURIComponent(url.pathname.slice(1) || user);
    const reasons = {
      "28P01": `${where} refused the password of user "${user}" (DATABASE_URL).`,
      28000: `${where} refused user "${user}" (DATABASE_URL; check pg_hba.conf).`,
      "3D000": `${where} has no database "${database}": create it first (createdb ${database}).`,
    };
    const network = ["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "EHOSTUNREACH", "ECONNRESET"];
    fail(
      reasons[err.code] ??
        (network.includes(err.code) || /timeout/i.test(err.message ?? "")
          ? `cannot reach ${where} (${err.code ?? "timeout"}): is it running, and is DATABASE_URL right?`
          : `${where}: ${String(err.message ?? err).split("\n")[0]}`),
    );
  } finally {
    await client.end().catch(() => {});
  }
}

/** Applies the committed migrations to DATABASE_URL (default data/app.db): prisma/migrations, or prisma/postgres/migrations for PostgreSQL (prisma.config.ts picks). */
export function migrate(databaseUrl) {
  mkdirSync(path.join(root, "data"), { recursive: true, mode: 0o700 });
  run(bin("prisma"), ["migrate", "deploy"], { DATABASE_URL: databaseUrl });
  ownerOnly(databaseUrl);
}

/** The database file and its -wal/-shm readable by their owner only (SECURITY.md). */
function ownerOnly(databaseUrl) {
  if (!databaseUrl.startsWith("file:")) return;
  const file = path.resolve(root, databaseUrl.slice("file:".length));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
}

/** The bundled catalog files: card-data/<game>/<set>.json (sub-folders such as maps/ are not sets). */
export function catalogFiles() {
  const dir = path.join(root, "card-data");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(path.join(dir, d.name))
        .filter((f) => f.endsWith(".json"))
        .map((f) => path.join("card-data", d.name, f)),
    )
    .sort();
}

export function importCatalog(databaseUrl) {
  const files = catalogFiles();
  if (files.length === 0) return;
  run(bin("tsx"), ["cli/main.ts", "import-catalog", ...files], { DATABASE_URL: databaseUrl });
}

/**
 * A secret for next-auth kept in data/ so sessions survive restarts (AUTH_SECRET/NEXTAUTH_SECRET win).
 * In PostgreSQL mode there may be many servers, and a session signed by one must be read by all:
 * NEXTAUTH_SECRET must be set, the same on each.
 */
export function authSecret(databaseUrl = "file:") {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  if (engineOf(databaseUrl) === "postgres")
    fail(
      "NEXTAUTH_SECRET must be set in PostgreSQL mode, the same on every server (sessions signed by one are read by all): e.g. NEXTAUTH_SECRET=$(openssl rand -hex 32).",
      2,
    );
  const file = path.join(root, "data", ".auth-secret");
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  chmodSync(file, 0o600);
  return readFileSync(file, "utf8").trim();
}

/**
 * What `next build` reads: every file under these folders and these files (the generated Prisma
 * clients under lib/generated come from prisma/ and the lock file, both listed).
 */
const BUILD_INPUTS = [
  "app",
  "components",
  "i18n",
  "lib",
  "messages",
  "prisma",
  "public",
  "next.config.js",
  "package-lock.json",
  "postcss.config.mjs",
  "proxy.ts",
  "tsconfig.json",
];

/** A SHA-256 over the paths and contents of every build input, in a fixed order. */
export function buildInputsHash() {
  const hash = createHash("sha256");
  const add = (p) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) {
      for (const name of readdirSync(p).sort()) if (!(name === "generated" && p.endsWith(`${path.sep}lib`))) add(path.join(p, name));
      return;
    }
    hash.update(path.relative(root, p)).update("\0").update(readFileSync(p)).update("\0");
  };
  for (const input of BUILD_INPUTS) add(path.join(root, input));
  return hash.digest("hex");
}

/**
 * `next build` unless the build in NEXT_DIST_DIR (default .next) was made from these very inputs:
 * `npm test` builds once, beside the type check, and the crash test, the browser tests and the
 * benches reuse that build. The build does not type-check again (next.config.js): tsc does.
 * `build` runs the build (by default `next build`, waiting for it); when it returns a promise
 * (npm test's stage, which lets the type check run meanwhile), so does ensureBuilt.
 */
export function ensureBuilt(env, build = () => run(bin("next"), ["build"], env)) {
  const dist = path.join(root, process.env.NEXT_DIST_DIR || ".next");
  const stamp = path.join(dist, "edenkeep-inputs.sha256");
  const inputs = buildInputsHash();
  if (existsSync(path.join(dist, "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === inputs) return;
  console.log("→ building the app (next build)");
  rmSync(stamp, { force: true });
  const built = build();
  if (built instanceof Promise) return built.then(() => writeFileSync(stamp, inputs));
  writeFileSync(stamp, inputs);
}

/**
 * Starts the production server of `npm start` (scripts/server.mjs on the build in NEXT_DIST_DIR):
 * the one way every caller starts it (npm start, the browser tests, the crash test, the benches).
 */
export function startServer({ port, hostname = "127.0.0.1", env = {}, stdio = "inherit", detached = false }) {
  const args = [path.join(root, "scripts", "server.mjs"), "-p", String(port)];
  if (hostname) args.push("-H", hostname);
  return spawn(process.execPath, args, { cwd: root, stdio, detached, env: { ...process.env, ...env, NODE_ENV: "production" } });
}

/** The file holding the database URL of the page tests' server on `port` (scripts/e2e-server.mjs writes it). */
export function e2eDatabaseUrlFile(port) {
  return path.join(tmpdir(), `edenkeep-e2e-${port}.database-url`);
}
