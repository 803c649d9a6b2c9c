/**
 * Defensive readers for a card's game fields. Catalog files are validated on import, but a
 * proxy must still print when a field is absent (unknown stats) or odd, so faces read every
 * field through these and show {@link DASH} for what is missing.
 */
import type { ProxyCardData } from "./types";

export const DASH = "—";

/** The card with the common fields made safe to print: a code, and a name (the code when it has none). */
export function printable(card: Record<string, unknown>): ProxyCardData {
  const code = str(card.code) ?? "";
  return { ...card, code, name: str(card.name) ?? (code || "(unnamed)") };
}

export function str(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() === "" ? undefined : value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

export function num(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function strList(value: unknown): string[] {
  if (typeof value === "string") return str(value) ? [value] : [];
  return list(value)
    .map(str)
    .filter((s): s is string => s !== undefined);
}

export function rec(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** A number as printed, or the dash when unknown. */
export function show(value: unknown): string {
  const n = num(value);
  if (n !== undefined) return String(n);
  return str(value) ?? DASH;
}

/** A signed modifier: +2, −1, 0. */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : "0";
}

const SMALL_WORDS = new Set(["of", "the", "and", "a", "an", "to", "de", "la", "los", "del"]);

/** `sons-of-rasputin` → "Sons of Rasputin"; `rawMaterials` → "Raw Materials". */
export function humanize(slug: string): string {
  const words = slug
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .split(/[-_\s]+/)
    .filter((w) => w !== "");
  return words.map((w, i) => (i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1))).join(" ");
}

/** A slug shown by its label in `labels`, else humanized. */
export function label(value: unknown, labels: Record<string, string> = {}): string | undefined {
  const s = str(value);
  if (s === undefined) return undefined;
  return Object.hasOwn(labels, s) ? labels[s] : humanize(s);
}

/**
 * The card's names in other languages that differ from `name`, preferred locales first
 * (e.g. the Polish name on a Dark Eden card), compared case- and diacritics-insensitively.
 */
export function otherNames(name: string, names: unknown, preferred: readonly string[]): string[] {
  const all = rec(names);
  if (!all) return [];
  const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
  // `alt` is an old spelling kept for lookup (Dark Eden), not a language: never printed.
  const locales = [...preferred.filter((l) => Object.hasOwn(all, l)), ...Object.keys(all).filter((l) => !preferred.includes(l) && l !== "alt")];
  const seen = new Set([fold(name)]);
  const out: string[] = [];
  for (const locale of locales) {
    const n = str(all[locale]);
    if (n === undefined || seen.has(fold(n))) continue;
    seen.add(fold(n));
    out.push(n);
  }
  return out;
}
