// `npm test`: every test. Type check, lint and format check (Biome), unit and integration tests (Vitest, a fresh SQLite file per run),
// the integration tests again on PostgreSQL (a server started from npm, a fresh database per test file),
// then the pages in Chromium (Playwright against a production build on a fresh database; two servers on one PostgreSQL).
import { ensureInstalled, run } from "./lib.mjs";
import path from "node:path";

ensureInstalled();
const bin = (name) => path.join(process.cwd(), "node_modules", ".bin", name);
const env = { NEXT_TELEMETRY_DISABLED: "1" };
run(bin("tsc"), ["--noEmit", "-p", "."], env);
run(bin("biome"), ["ci", "."], env);
run(bin("vitest"), ["run", "--project", "unit", "--project", "integration"], env);
run(bin("vitest"), ["run", "--project", "integration-pg"], env);
run(bin("playwright"), ["test"], env);
