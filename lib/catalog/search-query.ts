import { z } from "zod";
import { foldName } from "../engine/fold";
import type { CatalogFilter } from "../games/types";

/** The catalog search as it stands in a URL (`/cards/[game]?q=…&type=…&cv_min=…&page=…`). */
export const PAGE_SIZE = 48;
export const MAX_QUERY_LENGTH = 200;

export const searchParamsSchema = z.object({
  q: z.string().max(MAX_QUERY_LENGTH).optional().default(""),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});

/** Words of a text as the search compares them: folded (case, accents, ł…), split on anything not a letter or digit. */
export function foldedWords(text: string): string[] {
  return foldName(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

/** The words a search looks for: at most 12, from the query's first MAX_QUERY_LENGTH characters. */
export function queryWords(q: string): string[] {
  return foldedWords(q.slice(0, MAX_QUERY_LENGTH)).slice(0, 12);
}

/** Turns user text into a safe FTS5 MATCH expression: each folded token quoted, as a prefix. */
export function ftsMatch(q: string): string | null {
  const tokens = queryWords(q);
  if (tokens.length === 0) return null;
  return tokens.map((t) => `"${t.replace(/"/g, '""')}"*`).join(" ");
}

export interface FilterValue {
  filter: CatalogFilter;
  value?: string;
  min?: number;
  max?: number;
}

/** Reads the game's filters from URL parameters: `<key>=value`, `<key>_min`, `<key>_max`. */
export function readFilters(filters: readonly CatalogFilter[], params: Record<string, string | undefined>): FilterValue[] {
  const out: FilterValue[] = [];
  for (const filter of filters) {
    if (filter.kind === "range") {
      const min = toInt(params[`${filter.key}_min`]);
      const max = toInt(params[`${filter.key}_max`]);
      if (min !== undefined || max !== undefined) out.push({ filter, min, max });
    } else {
      const value = params[filter.key]?.trim();
      if (!value) continue;
      if (filter.options && !filter.options.some((o) => o.value === value)) continue;
      out.push({ filter, value: value.slice(0, 80) });
    }
  }
  return out;
}

function toInt(v: string | undefined): number | undefined {
  if (v === undefined || v.trim() === "") return undefined;
  const n = Number(v);
  return Number.isInteger(n) && Math.abs(n) < 1_000_000 ? n : undefined;
}
