import { closest, distance } from "fastest-levenshtein";
import type { BaseCard, CardLookup, CatalogCard, CatalogExtras, DeckEntry, ResolvedDeck } from "./deck-types";
import { foldName } from "./fold";
import type { CardRef, ListError, ParsedList, Result } from "./deck-list";

export type { DeckEntry, ResolvedDeck } from "./deck-types";

/**
 * The cards of one game, found by code or by any of their names in any language,
 * case- and diacritics-insensitively. The card's own `name` wins over a translated one.
 */
export class CardIndex<C extends BaseCard = BaseCard> implements CardLookup<C> {
  private readonly byCode = new Map<string, CatalogCard<C>>();
  private readonly byName = new Map<string, CatalogCard<C>>();

  constructor(readonly all: readonly CatalogCard<C>[]) {
    for (const card of all) this.byCode.set(card.code, card);
    // Primary names first, so they win over translations that happen to match another card.
    for (const card of all) this.addName(card.name, card);
    for (const card of all) for (const name of Object.values(card.names ?? {})) this.addName(name, card);
  }

  private addName(name: string, card: CatalogCard<C>) {
    const key = foldName(name);
    if (key !== "" && !this.byName.has(key)) this.byName.set(key, card);
  }

  get size(): number {
    return this.byCode.size;
  }

  byCodeOrUndefined(code: string): CatalogCard<C> | undefined {
    return this.byCode.get(code);
  }

  byNameOrUndefined(name: string): CatalogCard<C> | undefined {
    return this.byName.get(foldName(name));
  }

  /** A header value such as `commander: Kommendant Leitheusser` or `leader: [yuri]`. */
  find(text: string): CatalogCard<C> | undefined {
    const code = /^\[\s*([a-z0-9-]+)\s*\]$/.exec(text.trim());
    return code ? this.byCode.get(code[1]) : (this.byNameOrUndefined(text) ?? this.byCode.get(text.trim()));
  }

  resolve(ref: CardRef): CatalogCard<C> | undefined {
    return ref.kind === "code" ? this.byCode.get(ref.code) : this.byNameOrUndefined(ref.name);
  }

  /** Up to `limit` known names nearest to `text` (for "did you mean …"). */
  suggest(text: string, limit = 3): string[] {
    const key = foldName(text);
    const names = [...this.byName.keys()];
    if (names.length === 0) return [];
    const scored = names
      .map((n) => ({ n, d: n.startsWith(key) || n.includes(key) ? 0 : distance(key, n) }))
      .sort((a, b) => a.d - b.d || a.n.localeCompare(b.n))
      .slice(0, limit);
    const best = closest(key, names);
    const keys = [...new Set([best, ...scored.map((s) => s.n)])].slice(0, limit);
    return keys.map((k) => this.displayName(k));
  }

  /** True when `name` reads back as the card with `code` (the serializer writes it by name then). */
  nameResolvesTo(name: string, code: string): boolean {
    return this.byNameOrUndefined(name)?.code === code;
  }

  private displayName(key: string): string {
    const card = this.byName.get(key)!;
    if (foldName(card.name) === key) return card.name;
    return Object.values(card.names ?? {}).find((n) => foldName(n) === key) ?? card.name;
  }
}

/**
 * Resolves every card line of a parsed list. Repeated lines for the same card and
 * section add up. An unknown card is an error naming its line and the nearest names.
 */
export function resolveList<C extends BaseCard>(
  list: ParsedList,
  cards: CardIndex<C>,
  sections?: readonly string[],
  extras: CatalogExtras = {},
): Result<ResolvedDeck<C>> {
  const merged = new Map<string, DeckEntry<C>>();
  for (const entry of list.entries) {
    if (sections && !sections.includes(entry.section)) {
      return failure({
        code: "UNKNOWN_SECTION",
        message: `Line ${entry.line}: unknown section [${entry.section}]; this game's sections are ${sections.map((s) => `[${s}]`).join(", ")}.`,
        line: entry.line,
      });
    }
    const card = cards.resolve(entry.ref);
    if (!card) {
      const wanted = entry.ref.kind === "code" ? entry.ref.code : entry.ref.name;
      const suggestions = cards.suggest(wanted);
      const hint = suggestions.length ? ` Did you mean ${suggestions.map((s) => `"${s}"`).join(", ")}?` : "";
      return failure({
        code: "UNKNOWN_CARD",
        message: `Line ${entry.line}: unknown card ${entry.ref.kind === "code" ? `[${wanted}]` : `"${wanted}"`}.${hint}`,
        line: entry.line,
        suggestions,
      });
    }
    const key = `${entry.section}\u0000${card.code}`;
    const prev = merged.get(key);
    if (prev) prev.quantity += entry.quantity;
    else merged.set(key, { card, quantity: entry.quantity, section: entry.section, line: entry.line });
  }
  return { ok: true, value: { headers: list.headers, entries: [...merged.values()], cards, extras } };
}

function failure<T>(error: ListError): Result<T> {
  return { ok: false, error };
}
