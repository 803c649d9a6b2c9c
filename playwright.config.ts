import { statfsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Chromium keeps its shared memory in /dev/shm when that holds at least 1 GiB: Playwright's default
 * (--disable-dev-shm-usage, for containers with a tiny /dev/shm) puts it in files in the temporary
 * directory, which costs the kernel's time on every frame where /tmp is a disk.
 */
function devShmRoomy(): boolean {
  try {
    const { bavail, bsize } = statfsSync("/dev/shm");
    return bavail * bsize >= 2 ** 30;
  } catch {
    return false;
  }
}

export default defineConfig({
  testDir: "tests/e2e",
  // Chromium comes from npm (@sparticuz/chromium): tests/e2e/setup/global-setup.ts resolves it
  // into CHROMIUM_PATH before the workers start, unless CHROMIUM_PATH is already set.
  globalSetup: "./tests/e2e/setup/global-setup.ts",
  // Two workers, each running whole files in order. The accessibility survey has a server and a
  // database of its own (scripts/e2e-server.mjs), so its public listings never see the decks and
  // sets the other worker's tests make; every other test makes its own players.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every action's page, for debugging a failure; in CI nothing is kept to look
    // at, and recording costs CPU the tests need. A failure's error and steps are in the log.
    trace: process.env.CI ? "off" : "retain-on-failure",
    // The service worker (docs/offline.md) runs where offline use is tested: tests/e2e/offline*.spec.ts
    // allow it. Anywhere else each new context would install it, keep a dozen pages and store four
    // catalogs, work no other test looks at (a page without the worker works as it does online).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      ignoreDefaultArgs: devShmRoomy() ? ["--disable-dev-shm-usage"] : [],
      args: [
        "--no-sandbox",
        "--no-zygote",
        "--disable-gpu",
        "--font-render-hinting=none",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
      env: process.env.EDENKEEP_FONTCONFIG_FILE ? { ...process.env, FONTCONFIG_FILE: process.env.EDENKEEP_FONTCONFIG_FILE } : undefined,
    },
  },
  projects: [
    // The catalog-changes test imports a card into its server's catalog as an operator would: on the
    // survey's server, whose tests count no catalog, so the page tests' catalogs stay as bundled.
    { name: "survey", testMatch: ["a11y-pages.spec.ts", "catalog-changes.spec.ts"], use: { baseURL: `http://127.0.0.1:${PORT + 1}` } },
    { name: "pages", testIgnore: ["a11y-pages.spec.ts", "catalog-changes.spec.ts"] },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    // The survey's server, which starts once the pages' server answers.
    url: `http://127.0.0.1:${PORT + 1}/api/health`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(PORT), E2E_RUNNER_PID: String(process.pid) },
  },
});
