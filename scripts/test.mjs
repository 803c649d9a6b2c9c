// `npm test`: every test, in stages (docs/testing.md). Type check, lint and format check (Biome)
// and the boundaries between folders (dependency-cruiser) beside one production build (`next
// build`, reused by every test that starts the server); then, side by
// side, the Vitest stages (unit and integration on SQLite, then the integration tests again on
// PostgreSQL from npm) and the pages in Chromium (Playwright against that build). A test stage
// that runs no test, or fewer files than it lists, fails (scripts/stages.mjs).
import { ensureBuilt, ensureInstalled } from "./lib.mjs";
import { bin, playwrightStage, stage, summary, together, vitestStage } from "./stages.mjs";

const startedAt = Date.now();
const env = { NEXT_TELEMETRY_DISABLED: "1" };
process.env.NEXT_TELEMETRY_DISABLED = "1";

await stage("install", () => ensureInstalled());
// The build does not type-check (next.config.js), so the checks run beside it.
const cruised = ["app", "components", "lib", "cli", "i18n", "proxy.ts"];
await together(
  [
    () =>
      stage("type check (tsc)", async () => {
        await bin("tsc", ["--noEmit", "-p", "."], { env, label: "tsc" });
        // The service worker on its own, with the worker library (docs/development.md).
        await bin("tsc", ["-p", "tsconfig.worker.json"], { env, label: "tsc" });
      }),
    () => stage("lint and format (Biome)", () => bin("biome", ["ci", "."], { env, label: "biome" })),
    // The boundaries between folders (.dependency-cruiser.cjs), then cycles with type imports counted.
    () =>
      stage("boundaries (dependency-cruiser)", async () => {
        await bin("depcruise", [...cruised, "--config", ".dependency-cruiser.cjs", "--ignore-known", "--output-type", "err-long"], { env, label: "depcruise" });
        await bin("depcruise", [...cruised, "--config", ".dependency-cruiser-cycles.cjs", "--output-type", "err-long"], { env, label: "depcruise" });
      }),
  ],
  [() => stage("build (next build)", () => ensureBuilt(env, () => bin("next", ["build"], { env, label: "build" })))],
);
// The browser tests keep Chromium and the servers busy but wait on pages between steps; the
// Vitest stages use the rest of the machine meanwhile. Each line of output names its stage.
await together(
  [
    () => stage("unit + SQLite integration (Vitest)", () => vitestStage(["unit", "integration"], { env, label: "vitest" })),
    () => stage("PostgreSQL integration (Vitest)", () => vitestStage(["integration-pg"], { env, label: "vitest-pg" })),
  ],
  [() => stage("browser (Playwright)", () => playwrightStage({ env, label: "browser" }))],
);
summary(startedAt);
