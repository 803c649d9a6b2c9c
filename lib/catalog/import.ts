import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describeProblem, parseCatalogFile, type CatalogFile, type CatalogProblem } from "./catalog-file";
import { allRulesets, rulesetFor } from "../games";
import { foldName } from "../engine/fold";
import { db, type Tx } from "../db/client";
import { invalidateCatalogCache } from "./game-catalog";
import { bumpCatalogVersion, lockCatalogVersion } from "./version";
import { planChangesAnything, planImport, type ImportPlan } from "../catalog-changes/import-plan";
import { recordCatalogChanges } from "../catalog-changes/record";
import type { CatalogCardChange } from "../catalog-changes/card-diff";
import type { GameSlug } from "../games/types";

export class CatalogImportError extends Error {
  constructor(readonly problems: CatalogProblem[]) {
    super(
      `Catalog not imported (nothing was changed):\n` +
        problems
          .slice(0, 20)
          .map((p) => `  ${describeProblem(p)}`)
          .join("\n") +
        (problems.length > 20 ? `\n  … and ${problems.length - 20} more` : ""),
    );
    this.name = "CatalogImportError";
  }
}

export interface ImportSummary {
  files: number;
  sets: number;
  /** Cards in the files. */
  cards: number;
  /** Cards added, changed and removed (CONTRACTS §11); the others are unchanged. */
  created: number;
  updated: number;
  removed: number;
  unchanged: number;
  /** The new catalog version; null when the import changed nothing (or was a dry run). */
  version: number | null;
  /** True for `--dry-run`: worked out, nothing written. */
  dryRun: boolean;
  /** Per game, what changed (or would change). */
  changes: { game: GameSlug; changes: CatalogCardChange[] }[];
}

function summaryOf(files: number, catalogs: CatalogFile[], plan: ImportPlan, version: number | null, dryRun: boolean): ImportSummary {
  const all = [...plan.changes.values()].flat();
  const count = (kind: CatalogCardChange["change"]) => all.filter((c) => c.change === kind).length;
  const cards = catalogs.reduce((n, c) => n + c.cards.length, 0);
  return {
    files,
    sets: catalogs.length,
    cards,
    created: count("added"),
    updated: count("changed"),
    removed: count("removed"),
    unchanged: cards - count("added") - count("changed"),
    version,
    dryRun,
    changes: [...plan.changes].map(([game, changes]) => ({ game, changes })),
  };
}

/** Reads and validates catalog files; throws CatalogImportError naming file, card and field. */
export async function readCatalogFiles(files: string[]): Promise<CatalogFile[]> {
  const problems: CatalogProblem[] = [];
  const catalogs: CatalogFile[] = [];
  for (const file of files) {
    const label = path.relative(process.cwd(), file) || file;
    let text: string;
    try {
      text = await readFile(file, "utf8");
    } catch (err) {
      problems.push({ file: label, message: `cannot read the file (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})` });
      continue;
    }
    const parsed = parseCatalogFile(text, label, rulesetFor);
    if (parsed.ok) catalogs.push(parsed.catalog);
    else problems.push(...parsed.problems);
  }
  // A card code is unique within its game across every file of the import.
  const owner = new Map<string, string>();
  for (const c of catalogs) {
    for (const card of c.cards) {
      const key = `${c.game}/${card.code}`;
      const prev = owner.get(key);
      if (prev && prev !== `${c.file}#${c.set.code}`)
        problems.push({ file: c.file, card: card.code, field: "code", message: `duplicate code: also in ${prev.split("#")[0]}` });
      owner.set(key, `${c.file}#${c.set.code}`);
    }
  }
  if (problems.length > 0) throw new CatalogImportError(problems);
  return catalogs;
}

/**
 * Imports catalog files in one transaction: all of them or nothing. Re-importing a set
 * updates its cards in place (by game and code) and removes cards no longer in the file.
 *
 * An import that changes anything is a new catalog version, and its card changes are recorded
 * under that version in the same transaction (CONTRACTS §11, lib/catalog-changes); one that
 * changes nothing writes nothing and makes no version. A removed card still in decks is removed
 * all the same: the decks keep their lines and show it as withdrawn. `dryRun` works out and
 * returns the changes without writing anything.
 */
export async function importCatalogFiles(files: string[], options: { dryRun?: boolean } = {}): Promise<ImportSummary> {
  const catalogs = await readCatalogFiles(files);
  const client = await db();
  const planned = await planImport(client, catalogs);
  if (options.dryRun) return summaryOf(files.length, catalogs, planned, null, true);
  // An import that changes nothing writes nothing, not even the lock below.
  if (!planChangesAnything(planned)) return summaryOf(files.length, catalogs, planned, null, false);
  const { plan, version } = await client.$transaction(
    async (tx) => {
      // The lock first, then the plan again: another import may have landed since the one above.
      await lockCatalogVersion(tx);
      const plan = await planImport(tx, catalogs);
      if (!planChangesAnything(plan)) return { plan, version: null };
      for (const r of allRulesets()) {
        await tx.game.upsert({ where: { slug: r.slug }, create: { slug: r.slug, title: r.title }, update: { title: r.title } });
      }
      for (const catalog of catalogs) await importOne(tx, catalog);
      const version = await bumpCatalogVersion(tx);
      await recordCatalogChanges(tx, version, plan.changes);
      return { plan, version };
    },
    { timeout: 300_000, maxWait: 30_000 },
  );
  if (version !== null) invalidateCatalogCache();
  return summaryOf(files.length, catalogs, plan, version, false);
}

async function importOne(tx: Tx, catalog: CatalogFile) {
  const ruleset = rulesetFor(catalog.game);
  const set = await tx.cardSet.upsert({
    where: { gameSlug_code: { gameSlug: catalog.game, code: catalog.set.code } },
    create: {
      gameSlug: catalog.game,
      code: catalog.set.code,
      name: catalog.set.name,
      year: catalog.set.year ?? null,
      language: catalog.set.language ?? null,
      extras: JSON.stringify(catalog.extras),
      source: catalog.file,
    },
    update: {
      name: catalog.set.name,
      year: catalog.set.year ?? null,
      language: catalog.set.language ?? null,
      extras: JSON.stringify(catalog.extras),
      source: catalog.file,
    },
  });

  const existing = await tx.card.findMany({ where: { gameSlug: catalog.game }, select: { id: true, code: true, setId: true } });
  const byCode = new Map(existing.map((c) => [c.code, c]));
  const inFile = new Set(catalog.cards.map((c) => c.code));

  const stale = existing.filter((c) => c.setId === set.id && !inFile.has(c.code)).map((c) => c.id);
  if (stale.length > 0) await tx.card.deleteMany({ where: { id: { in: stale } } });

  const rows = catalog.cards.map((card) => {
    const { set: _set, ...data } = card;
    return {
      gameSlug: catalog.game,
      setId: set.id,
      code: card.code,
      name: card.name,
      type: ruleset.cardType(card),
      text: card.text ?? null,
      data: JSON.stringify(data),
    };
  });
  const fresh = rows.filter((r) => !byCode.has(r.code));
  for (let i = 0; i < fresh.length; i += 500) await tx.card.createMany({ data: fresh.slice(i, i + 500) });
  for (const row of rows.filter((r) => byCode.has(r.code))) {
    await tx.card.update({ where: { id: byCode.get(row.code)!.id }, data: row });
  }

  const ids = await tx.card.findMany({ where: { gameSlug: catalog.game, setId: set.id }, select: { id: true, code: true } });
  const idOf = new Map(ids.map((c) => [c.code, c.id]));
  const cardIds = ids.map((c) => c.id);
  for (let i = 0; i < cardIds.length; i += 500) {
    const chunk = cardIds.slice(i, i + 500);
    await tx.cardName.deleteMany({ where: { cardId: { in: chunk } } });
  }
  const names = catalog.cards.flatMap((card) =>
    localizedNames(card).map(([locale, name]) => ({ cardId: idOf.get(card.code)!, locale, name, folded: foldName(name) })),
  );
  for (let i = 0; i < names.length; i += 500) await tx.cardName.createMany({ data: names.slice(i, i + 500) });
}

/** The card's names by locale; the primary name is stored as locale "default". */
function localizedNames(card: { name: string; names?: Record<string, string> }): [string, string][] {
  const out: [string, string][] = [["default", card.name]];
  for (const [locale, name] of Object.entries(card.names ?? {})) if (locale !== "default") out.push([locale, name]);
  return out;
}
