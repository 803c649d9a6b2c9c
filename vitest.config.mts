import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // Server modules start with `import "server-only"`, which throws unless resolved as React
      // Server Components resolve it: tests run on the server side, so they take its empty module.
      "server-only": fileURLToPath(new URL("node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        // Unit files first (group 0), then the integration files (group 1), each group with its own workers.
        // Not isolated: a worker loads the pure modules once for all the files it runs (a third of
        // the CPU time of isolating each file). Unit code keeps no state a file could leave behind.
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", isolate: false, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: ["tests/integration/postgres/**"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/integration/next-environment.ts"],
          // Two files at a time: each has its own copy of the migrated template database (global-setup.ts).
          maxWorkers: 2,
          // Not isolated: a worker imports the route handlers, Prisma and Next once for all its files
          // (importing them again for each file was 250 of 300 worker-seconds). Each file points the
          // app at its own database (fresh-db.ts: disconnect, caches dropped); a file that changes
          // the environment puts it back in afterEach.
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The same tests on PostgreSQL (docs/deploy.md), but those of SQLite itself (its
        // connection settings, crash recovery) and those that use no database; plus
        // tests/integration/postgres/, which are PostgreSQL's own (two servers on one database).
        extends: true,
        test: {
          name: "integration-pg",
          include: ["tests/integration/**/*.test.ts"],
          exclude: [
            "tests/integration/security/database.test.ts",
            "tests/integration/security/crash.test.ts",
            "tests/integration/cli.test.ts",
            "tests/integration/goldfish.test.ts",
            "tests/integration/backup.test.ts",
            "tests/integration/db/transaction-guard.test.ts",
            "tests/integration/catalog-changes/concurrent-import.test.ts",
          ],
          environment: "node",
          globalSetup: ["tests/integration/global-setup-pg.ts"],
          setupFiles: ["tests/integration/next-environment.ts"],
          // Two files at a time, as on SQLite: each has its own database, made from the template;
          // not isolated, as on SQLite.
          maxWorkers: 2,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
