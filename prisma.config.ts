import { defineConfig } from "prisma/config";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

/**
 * One app, two engines, picked by DATABASE_URL (docs/deploy.md): `file:` (the default) is
 * SQLite with prisma/schema.prisma and prisma/migrations; `postgresql:` or `postgres:` is
 * PostgreSQL with prisma/postgres/schema.prisma and prisma/postgres/migrations, generated from
 * the SQLite schema by `npm run db:pg-schema`.
 */
const url = process.env.DATABASE_URL ?? "file:./data/app.db";
const postgres = /^postgres(ql)?:\/\//.test(url);

/**
 * PostgreSQL's own `name` type (what its catalogs answer in) read as text. Prisma's schema
 * engine reads the catalogs through the adapter, and @prisma/adapter-pg 6.19.3 refuses that
 * type ("Column type 'name' could not be deserialized", prisma/prisma#27403): every
 * migrate command would fail. The values are strings already; only the announced type changes.
 */
const AS_TEXT: Record<number, number> = { 18: 25, 19: 25, 1002: 1009, 1003: 1009 };

type Result = { fields?: { dataTypeID: number }[] };
function namesAsText<T>(result: T): T {
  for (const field of (result as Result)?.fields ?? []) field.dataTypeID = AS_TEXT[field.dataTypeID] ?? field.dataTypeID;
  return result;
}

class MigrationClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads, passed through unchanged
  override query(...args: any[]): any {
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last] as (err: unknown, result: unknown) => void;
      args[last] = (err: unknown, result: unknown) => callback(err, err ? result : namesAsText(result));
    }
    const result = (super.query as (...a: unknown[]) => unknown).apply(this, args);
    return result instanceof Promise ? result.then(namesAsText) : result;
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: postgres ? "prisma/postgres/schema.prisma" : "prisma/schema.prisma",
  adapter: async () => (postgres ? new PrismaPg({ connectionString: url, Client: MigrationClient }) : new PrismaLibSQL({ url })),
});
