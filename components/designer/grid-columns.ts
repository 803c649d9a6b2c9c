import type { GameSlug } from "@/lib/games/types";
import type { DesignCard } from "./types";

/**
 * The stats grid's columns per game: the cards' numeric and short fields (from each game's
 * card schema in lib/games/<game>/card.ts), and how a cell's text reads as the field's value.
 */
export type CellKind = "text" | "number" | "list" | "pair" | "boolean";

/** A column: the card field `key` (its name is `designer.values.columns.<key>`) and how its cells read. */
export interface GridColumn {
  key: string;
  kind: CellKind;
}

/** The name column, then the game's fields in order, each with its kind. */
function columns(fields: Record<string, CellKind>): GridColumn[] {
  return [{ key: "name", kind: "text" }, ...Object.entries(fields).map(([key, kind]) => ({ key, kind }))];
}

export const GRID_COLUMNS: Record<GameSlug, GridColumn[]> = {
  "dark-eden": columns({
    type: "text",
    affiliation: "text",
    cv: "number",
    tactics: "list",
    warriorClass: "text",
    neighborAllowance: "number",
    initialCost: "number",
  }),
  "eden-skirmish": columns({ kind: "text", faction: "text", stigma: "text", value: "number", psi: "pair", cbt: "pair", vig: "pair", rap: "pair" }),
  "battle-for-eden": columns({ kind: "text", civilization: "text", cost: "number", strength: "number", energy: "number" }),
  "got-cgs": columns({ identifier: "text", gold: "boolean" }),
};

/** A field's value as its cell shows it. */
export function cellText(kind: CellKind, value: unknown): string {
  if (value === undefined) return "";
  if (kind === "pair" && Array.isArray(value)) return value.map((v) => (v === null ? "-" : String(v))).join("/");
  if (kind === "list" && Array.isArray(value)) return value.join(", ");
  if (kind === "boolean") return value ? "yes" : "";
  if (value === null) return "-";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

export type CellValue = { ok: true; value: unknown } | { ok: false; error: string };

const NUMBER = /^-?\d{1,6}$/;

function numberOrNull(t: string): number | null | undefined {
  if (t === "-") return null;
  return NUMBER.test(t) ? Number(t) : undefined;
}

/** A cell's text as the field's value; empty leaves the field out (undefined). */
export function cellValue(kind: CellKind, text: string): CellValue {
  const t = text.trim();
  if (t === "") return { ok: true, value: undefined };
  switch (kind) {
    case "number": {
      const n = numberOrNull(t);
      return n === undefined ? { ok: false, error: "a whole number (or - for none)" } : { ok: true, value: n };
    }
    case "pair": {
      const parts = t.split("/").map((p) => p.trim());
      const nums = parts.map(numberOrNull);
      if (parts.length !== 2 || nums.some((n) => n === undefined)) return { ok: false, error: "normal/wounded, e.g. 3/2 (- for unknown)" };
      return { ok: true, value: nums };
    }
    case "list":
      return {
        ok: true,
        value: t
          .split(",")
          .map((s) => s.trim())
          .filter((s) => s !== ""),
      };
    case "boolean":
      if (/^(yes|true|1|x)$/i.test(t)) return { ok: true, value: true };
      if (/^(no|false|0)$/i.test(t)) return { ok: true, value: undefined };
      return { ok: false, error: "yes or no" };
    default:
      return { ok: true, value: t };
  }
}

/** The card with one field set (or left out when undefined). */
export function withField(card: DesignCard, key: string, value: unknown): DesignCard {
  const next = { ...card };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}
