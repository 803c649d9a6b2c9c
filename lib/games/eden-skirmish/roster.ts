import type { DeckEntry, ResolvedDeck } from "../../engine/deck-types";
import { foldName } from "../../engine/fold";
import { cardsParam, type CatalogCard, type Issue, type IssueCards } from "../types";
import type { EdenCard, EdenKind } from "./card";
import { parseBudgetHeader, type BudgetHeader } from "./budget-header";
import { parseWarbandHeader, type WarbandHeader } from "./warband";

/**
 * A deck list read once into what the warband rules look at: the parsed headers and the
 * lines of each section. Card fields are read defensively (a catalog built in code may
 * hold anything), so the rules never throw.
 */

export type EdenEntry = DeckEntry<EdenCard>;

export interface Roster {
  /** `null` when the deck has no `warband` header. */
  warband: WarbandHeader | null;
  budget: BudgetHeader;
  /** The `leader` header as written, `null` when absent or empty. */
  leaderText: string | null;
  main: EdenEntry[];
  missions: EdenEntry[];
  tactics: EdenEntry[];
  /** The lines of `main` whose card is a combatant (what the warband recruits). */
  combatants: EdenEntry[];
  /** The catalog the deck was resolved against. */
  catalog: readonly CatalogCard<EdenCard>[];
}

const KINDS: readonly EdenKind[] = ["combatant", "npc", "mission", "tactic"];

export function readRoster(deck: ResolvedDeck<EdenCard>): Roster {
  const headers = isRecord(deck?.headers) ? deck.headers : {};
  const entries = (Array.isArray(deck?.entries) ? deck.entries : []).filter((e) => isRecord(e) && isRecord(e.card) && quantityOf(e) > 0);
  const catalog: readonly CatalogCard<EdenCard>[] = Array.isArray(deck?.cards?.all)
    ? (deck.cards.all.filter((c) => isRecord(c)) as CatalogCard<EdenCard>[])
    : [];
  const inSection = (section: string) => entries.filter((e) => (e.section ?? "main") === section);
  const main = inSection("main");
  const warbandText = text(headers.warband);
  const leader = text(headers.leader);
  const catalogFactions = new Set(catalog.map(factionOf).filter((f): f is string => f !== undefined));
  return {
    warband: warbandText === "" ? null : parseWarbandHeader(warbandText, catalogFactions),
    budget: parseBudgetHeader(text(headers.budget)),
    leaderText: leader === "" ? null : leader,
    main,
    missions: inSection("missions"),
    tactics: inSection("tactics"),
    combatants: main.filter((e) => kindOf(e.card) === "combatant"),
    catalog,
  };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null;
}

function text(x: unknown): string {
  return typeof x === "string" ? x.trim() : "";
}

/** A line's quantity as a whole number ≥ 0. */
export function quantityOf(entry: { quantity?: unknown }): number {
  const q = entry.quantity;
  return typeof q === "number" && Number.isFinite(q) && q > 0 ? Math.floor(q) : 0;
}

export function kindOf(card: unknown): EdenKind | undefined {
  const kind = isRecord(card) ? card.kind : undefined;
  return KINDS.find((k) => k === kind);
}

export function codeOf(card: unknown): string {
  return isRecord(card) && typeof card.code === "string" ? card.code : "?";
}

export function nameOf(card: unknown): string {
  return isRecord(card) && typeof card.name === "string" && card.name.trim() !== "" ? card.name : codeOf(card);
}

/** The name by which "the same named" cards are compared: folded, so `Yuri` is `Yûri`. */
export function nameKey(card: unknown): string {
  return foldName(nameOf(card));
}

export function factionOf(card: unknown): string | undefined {
  return isRecord(card) && typeof card.faction === "string" && card.faction !== "" ? card.faction : undefined;
}

export function stigmaOf(card: unknown): string | undefined {
  return isRecord(card) && typeof card.stigma === "string" && card.stigma !== "" ? card.stigma : undefined;
}

/** A combatant's value in points, when the catalog knows it. */
export function pointValueOf(card: unknown): number | undefined {
  const v = isRecord(card) ? card.value : undefined;
  return typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : undefined;
}

/** The normal (white) PSI of a profile: the value used before any wound. */
export function normalPsiOf(card: unknown): number | undefined {
  const psi = isRecord(card) ? card.psi : undefined;
  const v = Array.isArray(psi) ? psi[0] : undefined;
  return typeof v === "number" && Number.isFinite(v) ? v : undefined;
}

/** The entries' cards as a message value, named in each language (lib/games/types.ts). */
export function cardsOf(entries: readonly { card: unknown }[], join: IssueCards["join"] = "and"): IssueCards {
  return cardsParam(
    entries.map((e) => {
      const names = isRecord(e.card) && isRecord(e.card.names) ? (e.card.names as Record<string, string>) : undefined;
      return { name: nameOf(e.card), ...(names ? { names } : {}) };
    }),
    join,
  );
}

/** A warband rule: reads the roster, reports what it finds (its level is the check's, rules.ts). */
export type Rule = (roster: Roster) => Issue[];
