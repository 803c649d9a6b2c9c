import { foldName } from "../../engine/fold";
import type { Stigma } from "./card";
import { englishFinding } from "../english";

/**
 * The warband vocabulary: the two warband types, the factions and the stigmas, with the
 * names players use in English, Spanish (the rules text) and French (the original edition).
 * EDEN rules, "3. Formar la banda": a warband is of type Facción or Estigma.
 */

export type WarbandType = "faction" | "stigma";

export interface Warband {
  type: WarbandType;
  /** The faction slug (`jokers`) or the stigma slug (`chaos`). */
  slug: string;
  /** The English name, for messages. */
  name: string;
}

interface Entry {
  slug: string;
  name: string;
  aliases: readonly string[];
}

/** "1. D ▶ Las cartas de Perfil, 2. Símbolo de facción": the four starter factions, then later ones. */
export const FACTIONS: readonly Entry[] = [
  { slug: "jokers", name: "Jokers", aliases: ["Joker Gang", "Banda de los Jokers", "Los Jokers"] },
  { slug: "bamaka", name: "Clan Bamaka", aliases: ["Bamaka", "Bamaka Clan"] },
  { slug: "isc", name: "I.S.C.", aliases: ["ISC"] },
  {
    slug: "matriarchy",
    name: "Matriarchy",
    aliases: ["Matriarchy of Sybille", "Matriarcado", "Matriarcado de Sybille", "Matriarcat", "Matriarcat de Sybille"],
  },
  { slug: "khan", name: "Clan Khan", aliases: ["Khan", "Khan Clan"] },
  { slug: "convoy", name: "Convoy", aliases: ["Convoi"] },
  { slug: "resistance", name: "Resistance", aliases: ["Résistance", "Resistencia"] },
  { slug: "dantes-angels", name: "Dante's Angels", aliases: ["Anges de Dante", "Ángeles de Dante"] },
  { slug: "askaris", name: "Askaris", aliases: [] },
  { slug: "nephilim", name: "Nephilim", aliases: ["Néphilims", "Nephilims"] },
];

/** "1. D ▶ Las cartas de Perfil, 10. Símbolo de Estigma": the five stigmas. */
export const STIGMA_NAMES: readonly (Entry & { slug: Stigma })[] = [
  { slug: "destruction", name: "Destruction", aliases: ["Destrucción"] },
  { slug: "order", name: "Order", aliases: ["Orden", "Ordre"] },
  { slug: "protection", name: "Protection", aliases: ["Protección"] },
  { slug: "change", name: "Change", aliases: ["Cambio", "Changement"] },
  { slug: "chaos", name: "Chaos", aliases: ["Caos"] },
];

const TYPE_WORDS = new Map<string, WarbandType>([
  ["faction", "faction"],
  ["faccion", "faction"],
  ["stigma", "stigma"],
  ["estigma", "stigma"],
  ["stigmate", "stigma"],
]);

/** Folds a name for vocabulary look-ups: `I.S.C.` → `isc`, `Dante's Angels` → `dantes angels`. */
export function foldVocabulary(text: string): string {
  return foldName(text).replace(/['.]/g, "").replace(/[-_]/g, " ").replace(/\s+/g, " ").trim();
}

function lookUp(list: readonly Entry[], text: string): Entry | undefined {
  const key = foldVocabulary(text);
  if (key === "") return undefined;
  return list.find((e) => [e.slug, e.name, ...e.aliases].some((n) => foldVocabulary(n) === key));
}

/** A readable name for a faction slug (unknown later factions show their slug). */
export function factionName(slug: string): string {
  return FACTIONS.find((f) => f.slug === slug)?.name ?? slug;
}

export function stigmaName(slug: string): string {
  return STIGMA_NAMES.find((s) => s.slug === slug)?.name ?? slug;
}

/** A header that does not read: its message's values (validation.EDEN_BAD_WARBAND) and the English they read as (lib/games/english.ts). */
export type WarbandHeader = { ok: true; warband: Warband } | { ok: false; message: string; params: Record<string, string> };

const FACTION_SLUGS = () => FACTIONS.map((f) => f.slug).join(", ");
const STIGMA_SLUGS = () => STIGMA_NAMES.map((s) => s.slug).join(", ");

/**
 * Reads the `warband` header (CONTRACTS §2): `faction <slug or name>` or
 * `stigma <slug or name>`; Spanish `facción` / `estigma` too. A bare name is read when it
 * is a faction or a stigma but not both. `catalogFactions` are faction slugs the catalog's
 * cards carry (later factions our vocabulary does not list yet). Never throws.
 */
export function parseWarbandHeader(text: string, catalogFactions: Iterable<string> = []): WarbandHeader {
  const value = String(text ?? "").trim();
  const match = /^([^\s:]+)\s*(?::\s*)?((?:\S[\s\S]*)?)$/.exec(value); // linear: neighbouring quantifiers never match the same characters
  const word = match ? TYPE_WORDS.get(foldVocabulary(match[1])) : undefined;
  if (match && word) {
    const rest = match[2].trim();
    if (rest === "") return unreadable({ problem: "noName", value, word });
    return typed(word, rest, new Set(catalogFactions));
  }
  const faction = lookUp(FACTIONS, value);
  const stigma = lookUp(STIGMA_NAMES, value);
  if (faction && !stigma) return { ok: true, warband: { type: "faction", slug: faction.slug, name: faction.name } };
  if (stigma && !faction) return { ok: true, warband: { type: "stigma", slug: stigma.slug, name: stigma.name } };
  return unreadable({ problem: "form", value, factions: FACTION_SLUGS(), stigmas: STIGMA_SLUGS() });
}

function unreadable(params: Record<string, string>): WarbandHeader {
  return { ok: false, message: englishFinding("EDEN_BAD_WARBAND", params), params };
}

function typed(type: WarbandType, name: string, catalogFactions: Set<string>): WarbandHeader {
  if (type === "faction") {
    const faction = lookUp(FACTIONS, name);
    if (faction) return { ok: true, warband: { type, slug: faction.slug, name: faction.name } };
    // A later faction our vocabulary does not list yet, but the catalog's cards carry.
    const slug = name.trim().toLowerCase();
    if (catalogFactions.has(slug)) return { ok: true, warband: { type, slug, name: slug } };
    const other = lookUp(STIGMA_NAMES, name) ? "yes" : "no";
    return unreadable({ problem: "faction", name, other, known: FACTION_SLUGS() });
  }
  const stigma = lookUp(STIGMA_NAMES, name);
  if (stigma) return { ok: true, warband: { type, slug: stigma.slug, name: stigma.name } };
  const other = lookUp(FACTIONS, name) ? "yes" : "no";
  return unreadable({ problem: "stigma", name, other, known: STIGMA_SLUGS() });
}
