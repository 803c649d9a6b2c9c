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

/** One card's summary and what its filters and relevance read. */
interface Doc {
  summary: CardSummary;
  /** The fields the filters read (the card as imported, without its set). */
  fields: Record<string, unknown>;
  /** Words in the card's names and code. */
  length: number;
  setName: string;
}

/** The cards holding one word, with how often each holds it. */
interface Posting {
  docs: number[];
  counts: number[];
}

// BM25 constants, FTS5's own (k1 = 1.2, b = 0.75).
const K1 = 1.2;
const B = 0.75;
const FIELD = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * One game's catalog held in memory for search: every card's summary built once, a sorted
 * word list for prefix matching, and the cards in browsing order (name, case-insensitive for
 * ASCII like SQLite's NOCASE, then import order). A query matches the cards having, for each
 * of its words, a word starting with it in one of their names (any language, folded) or their
 * code; they come most relevant first (BM25 over those words, as FTS5 ranks), then by name.
 */
export class CatalogSearchIndex {
  private readonly docs: Doc[];
  private readonly words: string[];
  private readonly postings: Posting[];
  private readonly byName: number[];
  /** Per card: k1·(1 − b + b·length/average), BM25's length normalisation. */
  private readonly lengthNorm: Float64Array;
  /** Per card: its place in name order (code-unit order, then import order), relevance's tie-break. */
  private readonly nameRank: Int32Array;
  /** Scratch per card for one search: words of the current query word held, and the score so far. */
  private readonly count: Float64Array;
  private readonly score: Float64Array;

  private readonly byCode = new Map<string, number>();

  constructor(cards: readonly { card: CatalogCard<BaseCard>; type: string; setName: string }[]) {
    const postingOf = new Map<string, Posting>();
    let totalLength = 0;
    this.docs = cards.map(({ card, type, setName }, i) => {
      const { set, source: _source, ...fields } = card as CatalogCard<BaseCard> & Record<string, unknown>;
      const names = Object.fromEntries(Object.entries(card.names ?? {}).filter(([locale]) => locale !== "alt"));
      const summary: CardSummary = { code: card.code, name: card.name, names, type, set, data: fields as BaseCard & Record<string, unknown> };
      const texts = new Set([card.name, ...Object.values(card.names ?? {})].map(foldName));
      const words = [...[...texts].flatMap(foldedWords), ...foldedWords(card.code)];
      const counts = new Map<string, number>();
      for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
      for (const [w, n] of counts) {
        const posting = postingOf.get(w) ?? { docs: [], counts: [] };
        postingOf.set(w, posting);
        posting.docs.push(i);
        posting.counts.push(n);
      }
      totalLength += words.length;
      this.byCode.set(card.code, i);
      return { summary, fields, length: words.length, setName };
    });
    this.words = [...postingOf.keys()].sort();
    this.postings = this.words.map((w) => postingOf.get(w)!);
    const averageLength = this.docs.length > 0 ? totalLength / this.docs.length : 1;
    this.lengthNorm = Float64Array.from(this.docs, (d) => K1 * (1 - B + (B * d.length) / averageLength));
    this.nameRank = new Int32Array(this.docs.length);
    const names = this.docs.map((d) => d.summary.name);
    this.docs
      .map((_, i) => i)
      .sort((a, b) => (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : a - b))
      .forEach((doc, rank) => {
        this.nameRank[doc] = rank;
      });
    this.count = new Float64Array(this.docs.length);
    this.score = new Float64Array(this.docs.length);
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
    // Per query word: the cards holding a word it begins (how often, in `count`), scored and
    // intersected with the cards every earlier word found. Buffers are reused: search is synchronous.
    const n = this.docs.length;
    let matched: number[] = [];
    for (let q = 0; q < query.length; q++) {
      const hits = this.prefixHits(query[q]);
      const idf = Math.max(Math.log((n - hits.length + 0.5) / (hits.length + 0.5)), 1e-6);
      if (q === 0) {
        for (const doc of hits) this.score[doc] = this.weight(idf, doc);
        matched = hits;
      } else {
        matched = matched.filter((doc) => this.count[doc] > 0);
        for (const doc of matched) this.score[doc] += this.weight(idf, doc);
      }
      for (const doc of hits) this.count[doc] = 0;
      if (matched.length === 0) break;
    }
    const matching = filters.length === 0 ? matched : matched.filter((doc) => accepts(this.docs[doc].fields, this.docs[doc].summary.type));
    const { score, nameRank } = this;
    matching.sort((a, b) => score[b] - score[a] || nameRank[a] - nameRank[b]);
    return { total: matching.length, cards: matching.slice(offset, offset + limit).map((i) => this.docs[i].summary) };
  }

  /** Cards with a word beginning with `prefix`; `count` holds how many such words each has. */
  private prefixHits(prefix: string): number[] {
    const hits: number[] = [];
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let w = lo; w < this.words.length && this.words[w].startsWith(prefix); w++) {
      const { docs, counts } = this.postings[w];
      for (let k = 0; k < docs.length; k++) {
        if (this.count[docs[k]] === 0) hits.push(docs[k]);
        this.count[docs[k]] += counts[k];
      }
    }
    return hits;
  }

  /** BM25's term weight of the current word for `doc`, from its count. */
  private weight(idf: number, doc: number): number {
    const count = this.count[doc];
    return (idf * (count * (K1 + 1))) / (count + this.lengthNorm[doc]);
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
