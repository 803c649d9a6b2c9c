/**
 * Cockatrice's formats (CONTRACTS §10; docs/play-online.md), as its own schemas give them
 * (Cockatrice/Cockatrice doc/carddatabase_v4/cards.xsd and doc/deck.xsd) and its plain-text
 * deck import reads them (libcockatrice deck_list.cpp, `loadFromStream_Plain`). Pure: no I/O.
 */
import { rulesetFor } from "../games";
import type { GameSlug } from "../games/types";
import { escapeXml } from "../proxies";
import type { ClientCard, ClientSet } from "./card-list";
import type { ZonedCard } from "./deck-hash";

const x = escapeXml;

/** A card field's key as an XML element name (letters, digits, `_`, `-`; never starting with a digit). */
function elementName(key: string): string {
  const clean = key.replace(/[^A-Za-z0-9_-]/g, "_");
  return /^[A-Za-z_]/.test(clean) ? clean : `_${clean}`;
}

/** The `type` Cockatrice shows and sorts by, and `maintype`, then the card's own fields (never its own `type` twice). */
function propElements(card: ClientCard): string {
  const parts = [`<type>${x(card.type)}</type>`, `<maintype>${x(card.type)}</maintype>`];
  for (const [key, value] of card.props) {
    const name = elementName(key);
    if (name === "type" || name === "maintype") continue;
    parts.push(`<${name}>${x(value)}</${name}>`);
  }
  return parts.join("");
}

export interface CardDatabaseInput {
  game: GameSlug;
  /** Absolute origin of this instance (PUBLIC_URL, else the request's). */
  origin: string;
  locale: string;
  sets: readonly ClientSet[];
  cards: readonly ClientCard[];
  /** This database's own URL (info/sourceUrl). */
  sourceUrl: string;
  /** The catalog's version (info/sourceVersion). */
  sourceVersion: string;
}

/**
 * The card database, version 4: `info`; `sets/set` (`name`, `longname`, `settype`,
 * `releasedate`); `cards/card` (`name`, `text`, `prop`, `set` with `uuid`, `picurl`, `num`).
 * Cards that share a client name (a reprint in two sets) are one `card` with a `set` each.
 */
export function cockatriceDatabase(input: CardDatabaseInput): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', '<cockatrice_carddatabase version="4">'];
  out.push(`<info><author>Edenkeep</author><sourceUrl>${x(input.sourceUrl)}</sourceUrl><sourceVersion>${x(input.sourceVersion)}</sourceVersion></info>`);
  out.push("<sets>");
  const title = rulesetFor(input.game).title;
  for (const set of input.sets) {
    out.push(
      `<set><name>${x(set.key)}</name><longname>${x(set.kind === "catalog" ? `${title}: ${set.name}` : set.name)}</longname><settype>${
        set.kind === "catalog" ? "Catalog" : "Player-made"
      }</settype>${set.releaseDate ? `<releasedate>${set.releaseDate}</releasedate>` : "<releasedate></releasedate>"}</set>`,
    );
  }
  out.push("</sets>", "<cards>");
  const byName = new Map<string, ClientCard[]>();
  for (const card of input.cards) {
    const key = card.name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), card]);
  }
  for (const group of byName.values()) {
    const first = group[0];
    const sets = group
      .map((c) => {
        const picurl = `${input.origin}${c.facePath}?locale=${input.locale}`;
        return `<set uuid="${c.uuid}" picurl="${x(picurl)}" num="${c.num}">${x(c.set)}</set>`;
      })
      .join("");
    out.push(`<card><name>${x(first.name)}</name><text>${x(first.text)}</text><prop>${propElements(first)}</prop>${sets}<tablerow>1</tablerow></card>`);
  }
  out.push("</cards>", "</cockatrice_carddatabase>", "");
  return out.join("\n");
}

export interface CockatriceDeckInput {
  name: string;
  comments: string;
  cards: readonly ZonedCard[];
}

/** Zones in the order a `.cod` lists them: `main`, `side`, then the others as they come. */
function zonesOf(cards: readonly ZonedCard[]): string[] {
  const names = [...new Set(cards.map((c) => c.zone))];
  const rank = (z: string) => (z === "main" ? 0 : z === "side" ? 1 : 2);
  return names.sort((a, b) => rank(a) - rank(b));
}

/** The `.cod`: `cockatrice_deck version="1"`, `deckname`, `comments`, `zone name` with `card number name`. */
export function cockatriceDeck(input: CockatriceDeckInput): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<cockatrice_deck version="1">'];
  out.push(`  <deckname>${x(input.name)}</deckname>`, `  <comments>${x(input.comments)}</comments>`);
  for (const zone of zonesOf(input.cards)) {
    out.push(`  <zone name="${x(zone)}">`);
    for (const card of input.cards.filter((c) => c.zone === zone)) out.push(`    <card number="${card.quantity}" name="${x(card.name)}"/>`);
    out.push("  </zone>");
  }
  out.push("</cockatrice_deck>", "");
  return out.join("\n");
}

/**
 * The text Cockatrice's "Load deck from clipboard" reads: the name and comments as `//` lines
 * before an empty line (its parser takes them as name and comments), then `N Name` for `main`
 * and `SB: N Name` for `side`. Zones the text cannot carry (a commander) are listed in the comments.
 */
export function cockatriceText(input: CockatriceDeckInput): string {
  const lines = [`// ${input.name.replace(/\s+/g, " ")}`];
  for (const line of input.comments.split("\n")) if (line.trim() !== "") lines.push(`// ${line.trim()}`);
  for (const zone of zonesOf(input.cards).filter((z) => z !== "main" && z !== "side")) {
    for (const card of input.cards.filter((c) => c.zone === zone)) lines.push(`// ${zone}: ${card.quantity} ${card.name}`);
  }
  lines.push("");
  for (const card of input.cards.filter((c) => c.zone === "main")) lines.push(`${card.quantity} ${card.name}`);
  for (const card of input.cards.filter((c) => c.zone === "side")) lines.push(`SB: ${card.quantity} ${card.name}`);
  return `${lines.join("\n")}\n`;
}
