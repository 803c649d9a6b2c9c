import type { CatalogFilter } from "@/lib/games/types";

/** The words a value is shown with: an object's keys (`rawMaterials` → "Raw Materials") and yes/no, in the reader's language. */
export interface ValueWords {
  key(key: string): string;
  yes: string;
  no: string;
}

/** `rawMaterials` → "raw materials": a key as words where no translation names it. */
export function keyWords(key: string): string {
  return key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
}

const PLAIN_WORDS: ValueWords = { key: keyWords, yes: "yes", no: "no" };

/** A card field as people read it: lists joined, objects as `Key n`, option values by label. */
export function formatValue(value: unknown, filter?: CatalogFilter, words: ValueWords = PLAIN_WORDS): string {
  if (value === null || value === undefined) return "—";
  const label = (v: unknown) => filter?.options?.find((o) => o.value === v)?.label ?? String(v);
  // An item may be unknown too (EDEN's `[normal, wounded]` with one side unknown): the dash, never "null".
  if (Array.isArray(value))
    return value.map((v) => (v === null || v === undefined ? "—" : typeof v === "object" ? formatValue(v, undefined, words) : label(v))).join(", ");
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${words.key(k)} ${typeof v === "object" || v === undefined ? formatValue(v, undefined, words) : String(v)}`)
      .join("; ");
  }
  if (typeof value === "boolean") return value ? words.yes : words.no;
  return label(value);
}
