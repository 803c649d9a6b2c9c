import type { CatalogCardChange } from "./card-diff";

/**
 * A card change as one plain line of text (the CLI's output; English, as the CLI answers):
 * `+ code  Name`, `- code  Name (withdrawn)`, `~ code  Name: field before → after; …`.
 */
export function describeChange(c: CatalogCardChange): string {
  if (c.change === "added") return `+ ${c.code}  ${c.name}`;
  if (c.change === "removed") return `- ${c.code}  ${c.name} (withdrawn)`;
  const fields = Object.entries(c.fields ?? {})
    .map(([field, [before, after]]) => `${field} ${shown(before)} → ${shown(after)}`)
    .join("; ");
  return `~ ${c.code}  ${c.name}: ${fields}`;
}

function shown(value: unknown): string {
  if (value === null || value === undefined) return "(none)";
  return JSON.stringify(value);
}
