import { checkDeckList } from "../../lib/decks/list-check";
import type { Issue, Validation } from "../../lib/games/types";
import type { CatalogSource } from "../../lib/decks/list-check";
import { EXIT, fromListError, output, readText } from "../io";
import type { Outcome } from "../io";

/** `validate DECK [--game G] [--catalog F]… [--json]` (CONTRACTS §3). */
export async function validateCommand(file: string, opts: { game?: string; json: boolean; source: CatalogSource }): Promise<Outcome> {
  const text = await readText(file, "deck list");
  const outcome = await checkDeckList(text, opts.source, opts.game);
  if (!outcome.ok) throw fromListError(outcome.error);
  const v = outcome.validation;
  return output(opts.json, v, () => describe(v), v.legal ? EXIT.ok : EXIT.illegal);
}

function describe(v: Validation): string {
  const lines = [`${v.game}: ${v.legal ? "legal" : "NOT legal"}`];
  const list = (label: string, issues: Issue[]) => {
    for (const i of issues) lines.push(`  ${label} ${i.code}: ${i.message}`);
  };
  list("error  ", v.errors);
  list("warning", v.warnings);
  const flat = Object.entries(v.stats).filter(([, value]) => value === null || typeof value !== "object");
  if (flat.length) lines.push(`  ${flat.map(([k, value]) => `${k} ${value}`).join(", ")}`);
  return lines.join("\n");
}
