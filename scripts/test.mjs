// `npm test`: every test, in stages. Type check, lint and format check (Biome), one production
// build (`next build`, reused by every test that starts the server), unit and integration tests
// (Vitest, a fresh SQLite file per test file), the integration tests again on PostgreSQL (a server
// started from npm, a fresh database per test file), then the pages in Chromium (Playwright against
// that build). A test stage that runs no test, or fewer files than it lists, fails: see stages.mjs.
import { ensureBuilt, ensureInstalled } from "./lib.mjs";
import { bin, playwrightStage, stage, summary, vitestStage } from "./stages.mjs";

const env = { NEXT_TELEMETRY_DISABLED: "1" };
process.env.NEXT_TELEMETRY_DISABLED = "1";

stage("install", () => ensureInstalled());
stage("type check (tsc)", () => bin("tsc", ["--noEmit", "-p", "."], env));
stage("lint and format (Biome)", () => bin("biome", ["ci", "."], env));
stage("build (next build)", () => ensureBuilt(env));
stage("unit + SQLite integration (Vitest)", () => vitestStage(["unit", "integration"], env));
stage("PostgreSQL integration (Vitest)", () => vitestStage(["integration-pg"], env));
stage("browser (Playwright)", () => playwrightStage(env));
summary();
