import "server-only";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { absoluteUrl, engineOf, openDatabase, type Db, type Tx } from "./client";
import { execute, statementsFor } from "./sql";

/**
 * Moving an instance (docs/deploy.md): copies every table of one database into another,
 * SQLite to PostgreSQL or back, through the Prisma models of prisma/schema.prisma. The target
 * is migrated first and must hold no rows; the whole copy is one transaction on the target,
 * which ends by comparing each table's row count and checksum with the source's and rolls back
 * on any difference. The source is only read.
 */

export interface TableCopy {
  table: string;
  rows: number;
  /** sha256 over the table's rows in key order, each as JSON of its columns in schema order. */
  checksum: string;
}

export class CopyRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CopyRefused";
  }
}

/** A model as copying needs it: its columns, key and the models it refers to. */
export interface ModelInfo {
  name: string;
  columns: { name: string; type: string }[];
  key: string[];
  /** Models this one's foreign keys point at (copied before it). */
  parents: string[];
  /** An `Int @id @default(autoincrement())` column, whose sequence follows copied ids. */
  autoincrement?: string;
}

/** Columns kept by triggers from other tables' rows (migration 0012): written as 0, the copied child rows bring them back. */
const TRIGGER_KEPT: Record<string, Record<string, unknown>> = { Deck: { cardCount: 0 } };
/** Rows the migrations themselves write: replaced by the source's. */
const SEEDED = new Set(["DataVersion"]);
const PAGE = 1000;
const BATCH = 500;
const SCALARS = new Set(["String", "Int", "BigInt", "Float", "Decimal", "Boolean", "DateTime", "Json", "Bytes"]);

/** The models of a Prisma schema, parents before children. */
export function modelsOf(schema: string): ModelInfo[] {
  const models: ModelInfo[] = [];
  for (const m of schema.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)) {
    const [, name, body] = m;
    const info: ModelInfo = { name, columns: [], key: [], parents: [] };
    for (const raw of body.split("\n")) {
      const line = raw.replace(/\/\/.*$/, "").trim();
      const field = /^(\w+)\s+(\w+)(\[\])?(\?)?\s*(.*)$/.exec(line);
      if (line.startsWith("@@id"))
        info.key = /\[([^\]]*)\]/
          .exec(line)![1]
          .split(",")
          .map((f) => f.trim());
      if (!field || line.startsWith("@@")) continue;
      const [, fieldName, type, list, , attrs] = field;
      if (SCALARS.has(type) && !list) {
        info.columns.push({ name: fieldName, type });
        if (/@id\b/.test(attrs)) info.key = [fieldName];
        if (/@id\b/.test(attrs) && /@default\(autoincrement\(\)\)/.test(attrs)) info.autoincrement = fieldName;
      } else if (/@relation\([^)]*fields:/.test(attrs) && type !== name) info.parents.push(type);
    }
    models.push(info);
  }
  const ordered: ModelInfo[] = [];
  const placed = new Set<string>();
  const place = (model: ModelInfo, seen: Set<string>) => {
    if (placed.has(model.name) || seen.has(model.name)) return;
    seen.add(model.name);
    for (const parent of model.parents) {
      const p = models.find((x) => x.name === parent);
      if (p) place(p, seen);
    }
    placed.add(model.name);
    ordered.push(model);
  };
  for (const model of models) place(model, new Set());
  return ordered;
}

type Delegate = {
  findMany(args: unknown): Promise<Record<string, unknown>[]>;
  count(): Promise<number>;
  createMany(args: { data: Record<string, unknown>[] }): Promise<unknown>;
  deleteMany(args?: unknown): Promise<unknown>;
};
const delegate = (client: Db | Tx, model: string) => (client as unknown as Record<string, Delegate>)[model.charAt(0).toLowerCase() + model.slice(1)];

/** A value as the checksum sees it, the same whichever engine gave it. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  if (typeof value === "bigint") return value.toString();
  return value;
}

/** Every row of a model in key order, a page at a time. */
async function* rowsOf(client: Db | Tx, model: ModelInfo): AsyncGenerator<Record<string, unknown>[]> {
  const orderBy = model.key.map((k) => ({ [k]: "asc" }));
  const select = Object.fromEntries(model.columns.map((c) => [c.name, true]));
  for (let skip = 0; ; skip += PAGE) {
    const page = await delegate(client, model.name).findMany({ select, orderBy, skip, take: PAGE });
    if (page.length > 0) yield page;
    if (page.length < PAGE) return;
  }
}

/** A model's row count and checksum. */
export async function tableChecksum(client: Db | Tx, model: ModelInfo): Promise<TableCopy> {
  const hash = createHash("sha256");
  let rows = 0;
  for await (const page of rowsOf(client, model)) {
    for (const row of page) hash.update(`${JSON.stringify(model.columns.map((c) => canonical(row[c.name])))}\n`);
    rows += page.length;
  }
  return { table: model.name, rows, checksum: hash.digest("hex") };
}

/** Applies the committed migrations of the target's engine to it (as `npm start` does). */
function migrate(url: string): void {
  const prisma = path.resolve("node_modules", ".bin", "prisma");
  const run = spawnSync(prisma, ["migrate", "deploy"], { encoding: "utf8", env: { ...process.env, DATABASE_URL: url } });
  if (run.status !== 0) throw new CopyRefused(`Migrating the target failed: ${(run.stderr || run.stdout).trim().split("\n").slice(-3).join(" ")}`);
}

/** The tables a database has now, by engine (a new database has none). */
const TABLE_NAMES: Record<ReturnType<typeof engineOf>, string> = {
  sqlite: "SELECT name FROM sqlite_master WHERE type = 'table'",
  postgres: "SELECT tablename::text AS name FROM pg_tables WHERE schemaname = current_schema()",
};

/** Refuses a target any of whose tables has rows; a table not made yet (a new database) is empty. */
async function refuseUnlessEmpty(url: string, models: readonly { name: string }[]): Promise<void> {
  const db = await openDatabase(url);
  try {
    const present = new Set((await db.$queryRawUnsafe<{ name: string }[]>(TABLE_NAMES[engineOf(url)])).map((t) => t.name));
    for (const model of models) {
      if (SEEDED.has(model.name) || !present.has(model.name)) continue;
      if ((await delegate(db, model.name).count()) > 0)
        throw new CopyRefused(`The target is not empty (its ${model.name} table has rows): copy-db writes only into an empty database.`);
    }
  } finally {
    await db.$disconnect();
  }
}

export async function copyDatabase(from: string, to: string, schemaFile = path.resolve("prisma", "schema.prisma")): Promise<TableCopy[]> {
  const [source, target] = [absoluteUrl(from), absoluteUrl(to)];
  for (const url of [source, target]) engineOf(url); // a clear refusal for another scheme
  if (source === target) throw new CopyRefused("--from and --to name the same database.");
  const models = modelsOf(readFileSync(schemaFile, "utf8"));
  const sourceDb = await openDatabase(source);
  try {
    // The source must hold every table (an older one: `npm run setup` with its URL first).
    const counts = await Promise.all(models.map((m) => delegate(sourceDb, m.name).count()));
    // Refused before anything is written to it: a target with rows is not even migrated.
    await refuseUnlessEmpty(target, models);
    migrate(target);
    const targetDb = await openDatabase(target);
    try {
      const expected: TableCopy[] = [];
      for (const model of models) expected.push(await tableChecksum(sourceDb, model));
      return await targetDb.$transaction(
        async (tx) => {
          for (const model of models) {
            if (SEEDED.has(model.name)) await delegate(tx, model.name).deleteMany({});
            for await (const page of rowsOf(sourceDb, model)) {
              const rows = page.map((row) => ({ ...row, ...TRIGGER_KEPT[model.name] }));
              for (let i = 0; i < rows.length; i += BATCH) await delegate(tx, model.name).createMany({ data: rows.slice(i, i + BATCH) });
            }
            if (model.autoincrement) await execute(tx, statementsFor(engineOf(target)).resetIdSequence(model.name, model.autoincrement));
          }
          const copied: TableCopy[] = [];
          for (const model of models) copied.push(await tableChecksum(tx, model));
          const wrong = copied.find((c, i) => c.rows !== expected[i].rows || c.checksum !== expected[i].checksum || c.rows !== counts[i]);
          if (wrong) throw new CopyRefused(`The copy of ${wrong.table} differs from the source (rows or checksum): nothing was written.`);
          return copied;
        },
        { timeout: 3_600_000, maxWait: 60_000 },
      );
    } finally {
      await targetDb.$disconnect();
    }
  } finally {
    await sourceDb.$disconnect();
  }
}
