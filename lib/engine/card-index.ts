import type { BaseCard, CardLookup, CatalogCard, CatalogExtras, DeckEntry, ResolvedDeck } from "./deck-types";
import { foldName } from "./fold";
import { readCodeRef, saying, type CardRef, type ListError, type ParsedList, type Result } from "./deck-list";
import { beside } from "./beside";
import { LIMITS } from "./limits";
import { NameSuggester } from "./suggest";

export type { DeckEntry, ResolvedDeck } from "./deck-types";

/** The code a deck list writes for a card: a catalog card's own code, a player-made card's `set-id/code`. */
export function qualifiedCode(card: { code: string; source?: string }): string {
  return card.source ? `${card.source}/${card.code}` : card.code;
}

/** What a card reference finds: the card, nothing, several cards of different sources, or a set the index does not hold. */
export type Lookup<C extends BaseCard = BaseCard> =
  | { ok: true; card: CatalogCard<C> }
  | { ok: false; reason: "unknown" }
  | { ok: false; reason: "ambiguous"; cards: CatalogCard<C>[] }
  | { ok: false; reason: "set-not-found"; set: string };

/** The catalog's own cards in the per-source maps (player-made sets use their set id). */
const CATALOG = "";

/**
 * Where the repeated lines of one list add up (resolveList): one place per qualified code of an
 * index, kept beside what a lookup of any of its cards answers, so a line's card finds it without
 * a map per list. `entry` is the code's entry in the section a line first named it in; a code met
 * in several sections keeps the others in `sections`. `read` says which list gave them; an earlier
 * list's are stale.
 */
interface CodePlace {
  read: object | undefined;
  entry: DeckEntry<BaseCard> | undefined;
  sections: Map<string, DeckEntry<BaseCard>> | undefined;
}

const placeOfFound = beside<CodePlace>();

/** The cards one name finds, in each source (sources in the order they first give it), and what a lookup answers, worked out on first use. */
interface Named<C extends BaseCard> {
  bySource: Map<string, CatalogCard<C>>;
  found?: Lookup<C>;
}

/**
 * The cards of one game, found by code or by any of their names in any language,
 * case- and diacritics-insensitively. The card's own `name` wins over a translated one.
 * Cards may come from the catalog and from player-made sets (`source`, CONTRACTS §6): a
 * set card's code is `set-id/code`, and a name that two sources share is ambiguous.
 */
export class CardIndex<C extends BaseCard = BaseCard> implements CardLookup<C> {
  private readonly byCode = new Map<string, CatalogCard<C>>();
  /** What each code finds, worked out on first use (the index never changes once built). */
  private readonly foundByCode = new Map<string, Lookup<C>>();
  /** Each qualified code's place (see CodePlace). */
  private readonly places = new Map<string, CodePlace>();
  /** Folded name → the cards it names (the index never changes once built). */
  private readonly byName = new Map<string, Named<C>>();
  /** Each name exactly as a card spells it → its folded key's entry in `byName`, so a list that spells names as the cards do skips folding. */
  private readonly bySpelling = new Map<string, Named<C>>();
  /** The player-made set ids the index holds cards of. */
  readonly sources: ReadonlySet<string>;
  private suggester?: NameSuggester;

  constructor(readonly all: readonly CatalogCard<C>[]) {
    const sources = new Set<string>();
    for (const card of all) {
      this.byCode.set(qualifiedCode(card), card);
      if (card.source) sources.add(card.source);
    }
    this.sources = sources;
    // Primary names first, so they win over translations that happen to match another card of the same source.
    for (const card of all) this.addName(card.name, card);
    for (const card of all) for (const name of Object.values(card.names ?? {})) this.addName(name, card);
  }

  private addName(name: string, card: CatalogCard<C>) {
    const key = foldName(name);
    if (key === "") return;
    const named = this.byName.get(key) ?? { bySource: new Map<string, CatalogCard<C>>() };
    if (!named.bySource.has(card.source ?? CATALOG)) named.bySource.set(card.source ?? CATALOG, card);
    this.byName.set(key, named);
    this.bySpelling.set(name, named);
  }

  get size(): number {
    return this.byCode.size;
  }

  /** A card by its code: a catalog card's own code, or `set-id/code` for a player-made card. */
  byCodeOrUndefined(code: string): CatalogCard<C> | undefined {
    return this.byCode.get(code);
  }

  /** The card a name means; undefined when no card or cards of several sources bear it. */
  byNameOrUndefined(name: string): CatalogCard<C> | undefined {
    const found = this.lookupName(name);
    return found.ok ? found.card : undefined;
  }

  /** A header value such as `commander: Kommendant Leitheusser` or `leader: [yuri]`. */
  find(text: string): CatalogCard<C> | undefined {
    const code = readCodeRef(text);
    return code !== undefined ? this.byCode.get(code) : (this.byNameOrUndefined(text) ?? this.byCode.get(text.trim()));
  }

  resolve(ref: CardRef): CatalogCard<C> | undefined {
    const found = this.lookup(ref);
    return found.ok ? found.card : undefined;
  }

  /** What a card line's reference finds, with the reason when it finds no single card. */
  lookup(ref: CardRef): Lookup<C> {
    if (ref.kind === "name") return this.lookupName(ref.name);
    const slash = ref.code.indexOf("/");
    if (slash !== -1 && !this.sources.has(ref.code.slice(0, slash))) return { ok: false, reason: "set-not-found", set: ref.code.slice(0, slash) };
    let found = this.foundByCode.get(ref.code);
    if (!found) {
      const card = this.byCode.get(ref.code);
      if (!card) return { ok: false, reason: "unknown" };
      found = this.found(card);
      this.foundByCode.set(ref.code, found);
    }
    return found;
  }

  private lookupName(name: string): Lookup<C> {
    const named = this.bySpelling.get(name) ?? this.byName.get(foldName(name));
    if (!named) return { ok: false, reason: "unknown" };
    if (!named.found) {
      const cards = [...named.bySource.values()];
      named.found =
        cards.length === 1 ? this.found(cards[0]) : Object.freeze({ ok: false, reason: "ambiguous", cards: Object.freeze(cards) as CatalogCard<C>[] });
    }
    return named.found;
  }

  /** What a lookup that finds `card` answers: shared, so frozen, with its code's place beside it. */
  private found(card: CatalogCard<C>): Lookup<C> {
    const code = qualifiedCode(card);
    let place = this.places.get(code);
    if (!place) {
      place = { read: undefined, entry: undefined, sections: undefined };
      this.places.set(code, place);
    }
    const found = { ok: true as const, card };
    placeOfFound.give(found, place);
    return Object.freeze(found);
  }

  /** Up to `limit` known names nearest to `text` (for "did you mean …"); none for names of unusual length. */
  suggest(text: string, limit = 3): string[] {
    if (text.length > 4 * LIMITS.suggestNameLength) return [];
    this.suggester ??= new NameSuggester(this.byName.keys());
    return this.suggester.nearest(foldName(text), limit).map((k) => this.displayName(k));
  }

  /** True when `name` reads back as the card with `code` (qualified, see qualifiedCode; the serializer writes it by name then). */
  nameResolvesTo(name: string, code: string): boolean {
    const card = this.byNameOrUndefined(name);
    return card !== undefined && qualifiedCode(card) === code;
  }

  private displayName(key: string): string {
    const card = this.byName.get(key)?.bySource.values().next().value;
    if (!card || foldName(card.name) === key) return card?.name ?? key;
    return Object.values(card.names ?? {}).find((n) => foldName(n) === key) ?? card.name;
  }
}

/** The place of the code of the card `found`, cleared when an earlier list gave it a value. */
function placeIn(found: Lookup<BaseCard>, read: object): CodePlace {
  // Every answer that finds a card is made by CardIndex.found, with its place.
  const place = placeOfFound.of(found) ?? { read, entry: undefined, sections: undefined };
  if (place.read !== read) {
    place.read = read;
    place.entry = undefined;
    place.sections = undefined;
  }
  return place;
}

/**
 * Resolves every card line of a parsed list. Repeated lines for the same card and
 * section add up. An unknown card is an error naming its line and the nearest names; a
 * name that cards of two sources share, or a set the index does not hold, is an error too.
 */
export function resolveList<C extends BaseCard>(
  list: ParsedList,
  cards: CardIndex<C>,
  sections?: readonly string[],
  extras: CatalogExtras = {},
): Result<ResolvedDeck<C>> {
  // This list's own token: the places of the codes its lines find hold its entries only (CodePlace).
  const read = {};
  // `entries` keeps the order lines first name a card in a section.
  const entries: DeckEntry<C>[] = [];
  for (const entry of list.entries) {
    if (sections && !sections.includes(entry.section)) {
      const known = sections.map((s) => `[${s}]`).join(", ");
      return failure(
        saying(
          { code: "UNKNOWN_SECTION", message: `Line ${entry.line}: unknown section [${entry.section}]; this game's sections are ${known}.`, line: entry.line },
          "unknownSection",
          { section: entry.section, sections: known },
        ),
      );
    }
    const found = cards.lookup(entry.ref);
    if (!found.ok) return failure(lookupError(entry.ref, entry.line, found, cards));
    // Repeated lines add up by qualified code, whichever card object a line finds.
    const place = placeIn(found, read);
    const here = place.entry;
    const prev = here === undefined ? undefined : here.section === entry.section ? here : place.sections?.get(entry.section);
    if (prev) prev.quantity += entry.quantity;
    else {
      const added = { card: found.card, quantity: entry.quantity, section: entry.section, line: entry.line };
      if (here === undefined) place.entry = added;
      else {
        place.sections ??= new Map();
        place.sections.set(entry.section, added);
      }
      entries.push(added);
    }
  }
  return { ok: true, value: { headers: list.headers, entries, cards, extras } };
}

/** The error for a card line whose reference finds no single card. */
export function lookupError<C extends BaseCard>(ref: CardRef, line: number, found: Exclude<Lookup<C>, { ok: true }>, cards: CardIndex<C>): ListError {
  const written = ref.kind === "code" ? `[${ref.code}]` : `"${ref.name}"`;
  // The card as written, quoted by the reader's language when it is a name.
  const card = { kind: ref.kind, card: ref.kind === "code" ? `[${ref.code}]` : ref.name };
  if (found.reason === "set-not-found") {
    return saying(
      {
        code: "SET_NOT_FOUND",
        message: `Line ${line}: ${written}: no player-made set "${found.set}" that this deck may use; name the set in the sets: header, or check that you may see it.`,
        line,
      },
      "setNotUsable",
      { ...card, set: found.set },
    );
  }
  if (found.reason === "ambiguous") {
    const codes = found.cards.map((c) => `[${qualifiedCode(c)}]`);
    return saying(
      {
        code: "AMBIGUOUS_CARD",
        message: `Line ${line}: ${written} names more than one card: ${codes.join(" and ")}; write the one you mean by its code, e.g. "1 ${codes[0]}".`,
        line,
        suggestions: codes,
      },
      "ambiguous",
      { ...card, codes: codes.join(", "), example: codes[0] },
    );
  }
  const wanted = ref.kind === "code" ? ref.code : ref.name;
  const suggestions = cards.suggest(wanted);
  const hint = suggestions.length ? ` Did you mean ${suggestions.map((s) => `"${s}"`).join(", ")}?` : "";
  const quoted = suggestions.map((s) => `"${s}"`).join(", ");
  return saying({ code: "UNKNOWN_CARD", message: `Line ${line}: unknown card ${written}.${hint}`, line, suggestions }, "unknownCard", {
    ...card,
    count: suggestions.length,
    suggestions: quoted,
  });
}

function failure<T>(error: ListError): Result<T> {
  return { ok: false, error };
}
