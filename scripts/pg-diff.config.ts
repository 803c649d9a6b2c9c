import { defineConfig } from "prisma/config";

/**
 * The Prisma config scripts/pg-schema.mjs runs `prisma migrate diff --from-empty` with: a
 * diff from nothing needs no database, but Prisma's JS schema engine asks its adapter for the
 * server's version first. This adapter answers that one question (PostgreSQL 15, the oldest
 * supported) and refuses every other statement, so the baseline is written offline.
 */
const VERSION_COLUMNS = { columnNames: ["exists", "version", "numeric_version"], columnTypes: [5, 7, 0], rows: [[true, "PostgreSQL 15.0", 150000]] };

const refuse = async () => {
  throw new Error("scripts/pg-diff.config.ts has no database");
};

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "../prisma/postgres/schema.prisma",
  adapter: async () =>
    ({
      provider: "postgres",
      adapterName: "@prisma/adapter-pg",
      connect: async () => ({
        provider: "postgres",
        adapterName: "@prisma/adapter-pg",
        queryRaw: async (query: { sql: string }) => (query.sql.includes("version()") ? VERSION_COLUMNS : refuse()),
        executeRaw: refuse,
        executeScript: refuse,
        startTransaction: refuse,
        dispose: async () => {},
        getConnectionInfo: () => ({ schemaName: "public", supportsRelationJoins: true }),
      }),
      connectToShadowDb: refuse,
    }) as never,
});
