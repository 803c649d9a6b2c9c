import type { CatalogFilter } from "@/lib/games/types";

/** A card field as people read it: lists joined, objects as `key n`, option values by label. */
export function formatValue(value: unknown, filter?: CatalogFilter): string {
  if (value === null || value === undefined) return "—";
  const label = (v: unknown) => filter?.options?.find((o) => o.value === v)?.label ?? String(v);
  if (Array.isArray(value)) return value.map((v) => (typeof v === "object" && v !== null ? formatValue(v) : label(v))).join(", ");
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k} ${typeof v === "object" ? formatValue(v) : String(v)}`)
      .join("; ");
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  return label(value);
}
