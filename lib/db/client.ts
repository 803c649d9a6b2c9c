import path from "node:path";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaClient } from "../generated/prisma/client";

/** `DATABASE_URL` (a `file:` URL) or `data/app.db` under the working directory. */
export function databaseUrl(): string {
  const url = process.env.DATABASE_URL ?? "file:./data/app.db";
  if (!url.startsWith("file:")) return url;
  const file = url.slice("file:".length);
  return `file:${path.isAbsolute(file) ? file : path.resolve(/*turbopackIgnore: true*/ process.cwd(), file)}`;
}

type Db = PrismaClient;
const globalForDb = globalThis as unknown as { edenkeepDb?: { url: string; client: Db; ready: Promise<void> } };

/**
 * The one Prisma client. On first use it turns on WAL and a busy timeout
 * (STACK-NOTES: SQLite under a web server).
 */
export async function db(): Promise<Db> {
  const url = databaseUrl();
  let holder = globalForDb.edenkeepDb;
  if (!holder || holder.url !== url) {
    const client = new PrismaClient({ adapter: new PrismaLibSQL({ url }) });
    const ready = (async () => {
      await client.$queryRawUnsafe("PRAGMA journal_mode=WAL");
      await client.$queryRawUnsafe("PRAGMA busy_timeout=5000");
      await client.$queryRawUnsafe("PRAGMA foreign_keys=ON");
    })();
    holder = { url, client, ready };
    globalForDb.edenkeepDb = holder;
  }
  await holder.ready;
  return holder.client;
}

export async function disconnectDb(): Promise<void> {
  const holder = globalForDb.edenkeepDb;
  globalForDb.edenkeepDb = undefined;
  if (holder) await holder.client.$disconnect();
}

export type { Db };
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
