import { backupDatabase } from "../../lib/db/backup";
import { databaseUrl } from "../../lib/db/client";
import { CopyRefused, copyDatabase } from "../../lib/db/copy-db";
import { EXIT, output, UnusableInput } from "../io";
import type { Outcome } from "../io";

/** `copy-db --from URL --to URL`: every table copied, counted and checksummed (lib/db/copy-db.ts). */
export async function copyDbCommand(opts: { from?: string; to?: string; json: boolean }): Promise<Outcome> {
  if (!opts.from || !opts.to) throw new UnusableInput("USAGE", "copy-db needs --from URL and --to URL (file:… or postgresql://…).");
  try {
    const tables = await copyDatabase(opts.from, opts.to);
    return output(
      opts.json,
      { tables },
      () =>
        [
          ...tables.map((t) => `${t.table.padEnd(18)} ${String(t.rows).padStart(9)} rows  sha256 ${t.checksum.slice(0, 16)}`),
          `Copied ${tables.length} tables; every row count and checksum equals the source's.`,
        ].join("\n"),
      EXIT.ok,
    );
  } catch (err) {
    if (err instanceof CopyRefused || /DATABASE_URL must start/.test((err as Error).message)) throw new UnusableInput("COPY_REFUSED", (err as Error).message);
    throw err;
  }
}

/** `backup --out FILE`: an online copy of the SQLite database of DATABASE_URL (lib/db/backup.ts). */
export async function backupCommand(opts: { out?: string; json: boolean }): Promise<Outcome> {
  if (!opts.out) throw new UnusableInput("USAGE", "backup needs --out FILE.");
  try {
    const { file } = await backupDatabase(databaseUrl(), opts.out);
    return output(opts.json, { file }, () => `Backed up ${databaseUrl().slice("file:".length)} to ${file}.`, EXIT.ok);
  } catch (err) {
    throw new UnusableInput("BACKUP_REFUSED", (err as Error).message);
  }
}
