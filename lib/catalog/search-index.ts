import MiniSearch from "minisearch";
import { foldName } from "../engine/fold";
import { foldedWords, type FilterValue } from "./search-query";
import type { BaseCard, CatalogCard } from "../games/types";

/** A card as the catalog search returns it (GET /api/v1/cards, CONTRACTS §5). */
export interface CardSummary {
  code: string;
  name: string;
  names: Record<string, string>;
  type: string;
  set: string;
  data: BaseCard & Record<string, unknown>;
}

export interface SearchPage {
  total: number;
  cards: CardSummary[];
}

/** One card's summary and what its filters read. */
interface Doc {
  summary: CardSummary;
  /** The fields the filters read (the card as imported, without its set). */
  fields: Record<string, unknown>;
  setName: string;
}

const FIELD = /^[A-Za-z][A-Za-z0-9]*$/;

/** What MiniSearch indexes of a card: its folded words, names (any language) and code. */
interface Words {
  id: number;
  words: string;
}

/**
 * One game's catalog held in memory for search (server and browser): every card's summary
 * built once, its words in a MiniSearch index, and the cards in browsing order (name,
 * case-insensitive for ASCII like SQLite's NOCASE, then import order). A query matches the
 * cards having, for each of its words, a word starting with it in one of their names (any
 * language, folded by lib/engine/fold.ts) or their code; they come most relevant first (BM25,
 * FTS5's k1 = 1.2 and b = 0.75), then by name. Unlike FTS5, MiniSearch scores each word a query
 * word begins on its own (its own rarity), not all of them as one term: a card holding the
 * query word whole comes first a little more often (`land`: Arable Land before Amphibious
 * Landing). `oboz`, `wplyw` and `yuri` find Obóz Szkoleniowy, Harding's Influence and Yûri first,
 * as before. Nothing is shared between searches.
 */
export class CatalogSearchIndex {
  private readonly docs: Doc[];
  private readonly byName: number[];
  private readonly words: MiniSearch<Words>;
  /** Per card: its place in name order (code-unit order, then import order), relevance's tie-break. */
  private readonly nameRank: Int32Array;
  private readonly byCode = new Map<string, number>();

  constructor(cards: readonly { card: CatalogCard<BaseCard>; type: string; setName: string }[]) {
    this.words = new MiniSearch<Words>({
      fields: ["words"],
      // The words are folded and split already (foldedWords); a query's too (queryWords).
      tokenize: (text) => text.split(" "),
      processTerm: (term) => term,
      searchOptions: { prefix: true, fuzzy: false, combineWith: "AND", weights: { prefix: 1, fuzzy: 0 }, bm25: { k: 1.2, b: 0.75, d: 0 } },
    });
    const words: Words[] = [];
    this.docs = cards.map(({ card, type, setName }, i) => {
      const { set, source: _source, ...fields } = card as CatalogCard<BaseCard> & Record<string, unknown>;
      const names = Object.fromEntries(Object.entries(card.names ?? {}).filter(([locale]) => locale !== "alt"));
      const summary: CardSummary = { code: card.code, name: card.name, names, type, set, data: fields as BaseCard & Record<string, unknown> };
      const texts = new Set([card.name, ...Object.values(card.names ?? {})].map(foldName));
      words.push({ id: i, words: [...[...texts].flatMap(foldedWords), ...foldedWords(card.code)].join(" ") });
      this.byCode.set(card.code, i);
      return { summary, fields, setName };
    });
    this.words.addAll(words);
    this.nameRank = new Int32Array(this.docs.length);
    const names = this.docs.map((d) => d.summary.name);
    this.docs
      .map((_, i) => i)
      .sort((a, b) => (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : a - b))
      .forEach((doc, rank) => {
        this.nameRank[doc] = rank;
      });
    const nameKeys = this.docs.map((d) => d.summary.name.replace(/[A-Z]/g, (c) => c.toLowerCase()));
    this.byName = this.docs.map((_, i) => i).sort((a, b) => (nameKeys[a] < nameKeys[b] ? -1 : nameKeys[a] > nameKeys[b] ? 1 : a - b));
  }

  /** A card by its code, with its set's name. */
  card(code: string): (CardSummary & { setName: string }) | undefined {
    const i = this.byCode.get(code);
    return i === undefined ? undefined : { ...this.docs[i].summary, setName: this.docs[i].setName };
  }

  /** The page of cards matching every word of `query` (prefixes) and every filter, and how many match. */
  search(query: readonly string[], filters: readonly FilterValue[], offset: number, limit: number): SearchPage {
    const accepts = filterPredicate(filters);
    if (query.length === 0) {
      if (filters.length === 0) return { total: this.docs.length, cards: this.byName.slice(offset, offset + limit).map((i) => this.docs[i].summary) };
      const matching = this.byName.filter((i) => accepts(this.docs[i].fields, this.docs[i].summary.type));
      return { total: matching.length, cards: matching.slice(offset, offset + limit).map((i) => this.docs[i].summary) };
    }
    const found = this.words.search(query.join(" "));
    const matching = filters.length === 0 ? found : found.filter((r) => accepts(this.docs[r.id].fields, this.docs[r.id].summary.type));
    const { nameRank } = this;
    matching.sort((a, b) => b.score - a.score || nameRank[a.id] - nameRank[b.id]);
    return { total: matching.length, cards: matching.slice(offset, offset + limit).map((r) => this.docs[r.id].summary) };
  }
}

/**
 * The game's filters as a test of one card, with the meaning they had as SQL on the card JSON:
 * `equals` a text field, `includes` an element of a list (or the value itself), `range` over a
 * whole number, `type` the card's type. A filter on a field name that is not a plain word is ignored.
 */
function filterPredicate(filters: readonly FilterValue[]): (fields: Record<string, unknown>, type: string) => boolean {
  const tests = filters
    .filter((f) => FIELD.test(f.filter.field))
    .map((f): ((fields: Record<string, unknown>, type: string) => boolean) => {
      const field = f.filter.field;
      switch (f.filter.kind) {
        case "type":
          return (_fields, type) => type === f.value;
        case "equals":
          return (fields) => sameText(fields[field], f.value);
        case "includes":
          return (fields) => elementsOf(fields[field]).some((v) => sameText(v, f.value));
        case "range":
          return (fields) => {
            const v = fields[field];
            return typeof v === "number" && Number.isInteger(v) && (f.min === undefined || v >= f.min) && (f.max === undefined || v <= f.max);
          };
        default:
          return () => true;
      }
    });
  return (fields, type) => tests.every((t) => t(fields, type));
}

/** A JSON value equal to the text as SQLite compares them: a string, or a list or object by its JSON. */
function sameText(value: unknown, text: string | undefined): boolean {
  if (typeof value === "string") return value === text;
  return value !== null && typeof value === "object" && JSON.stringify(value) === text;
}

function elementsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === "object") return Object.values(value);
  return value === undefined ? [] : [value];
}
