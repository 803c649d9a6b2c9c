/**
 * The era-deck rules, one function each. Each takes the deck's cards and headers and
 * answers with issues (CONTRACTS §4, GOT_*).
 */
import { cardsParam, issue, type Issue } from "../types";
import { globalAttributes } from "./attributes";
import { attributeIssues } from "./card-attributes";
import type { EraDeckCard } from "./era-deck";
import type { EraHeaders } from "./era-headers";
import { identificationNumber, isHnpIdentifier } from "./identifier";

// GOT CGS rules, "Cards ▶ Attributes": each card's attributes text follows the grammar; the findings name the card and the line.
export function attributeFindings(cards: readonly EraDeckCard[]): Issue[] {
  const found: Issue[] = [];
  // Most cards' attributes have no finding: only those with one are described.
  for (const c of cards) if (c.parsed.problems.length > 0) found.push(...attributeIssues(c.card, c.parsed));
  return found;
}

// GOT CGS rules, "Cards": "An adventure is always started with an adventure card" — an era deck without one has no adventure to play.
export function noAdventure(cards: readonly EraDeckCard[]): Issue[] {
  return cards.some((c) => c.type === "adventure")
    ? []
    : [issue("GOT_NO_ADVENTURE", 'The era deck has no adventure card (a card with Type "Adventure"); every adventure starts with one.', [], {})];
}

/** Whether the card's attributes hold the global attribute `name`. */
const hasGlobal = (c: EraDeckCard, name: string) => globalAttributes(c.parsed.ast).some((a) => a.ref.name === name);
const named = (cards: readonly EraDeckCard[]) => cards.map((c) => `${c.card.name} (${c.card.code})`).join(", ");
/** The cards as a translated message names them: "Name (code)" each. */
const namedParam = (cards: readonly EraDeckCard[]) => cardsParam(cards.map((c) => ({ name: `${c.card.name} (${c.card.code})` })));

// GOT CGS rules, "Cards" and "▶ Predefined attributes ▶ Type": a card is an adventure or a support card; one without Type is neither, so it can never be played.
export function noType(cards: readonly EraDeckCard[]): Issue[] {
  const untyped = cards.filter((c) => !hasGlobal(c, "Type"));
  return untyped.length === 0
    ? []
    : [
        issue(
          "GOT_NO_TYPE",
          `${named(untyped)}: no Type attribute, so neither an adventure nor a support card; it can never be played. Add Type "Adventure" or Type "Support".`,
          untyped.map((c) => c.card.code),
          { cards: namedParam(untyped) },
        ),
      ];
}

// GOT CGS rules, "▶ End of adventure ▶ Winning conditions": every way to win an adventure goes by its Roleplay; "In any other case the current adventure is lost."
export function noRoleplay(cards: readonly EraDeckCard[]): Issue[] {
  const without = cards.filter((c) => c.type === "adventure" && !hasGlobal(c, "Roleplay"));
  return without.length === 0
    ? []
    : [
        issue(
          "GOT_NO_ROLEPLAY",
          `${named(without)}: an adventure without Roleplay can never be won (no winning condition applies to it). Add e.g. Roleplay "Competition".`,
          without.map((c) => c.card.code),
          { cards: namedParam(without) },
        ),
      ];
}

// GOT CGS rules, "Playing ▶ Play modes ▶ Epic": an epic era is won only by winning an epic adventure (Roleplay "Epic"); without one the void wins.
export function epicNoEpicAdventure(cards: readonly EraDeckCard[], headers: EraHeaders): Issue[] {
  if (headers.playmode !== "epic") return [];
  return cards.some((c) => c.type === "adventure" && c.parsed.model.roleplay === "Epic")
    ? []
    : [
        issue(
          "GOT_EPIC_NO_EPIC_ADVENTURE",
          'playmode: epic, but no adventure card of the era deck has Roleplay "Epic": only the void can win the era.',
          [],
          {},
        ),
      ];
}

// GOT CGS rules, "Playing ▶ Play modes ▶ Epic" and "Card packs ▶ Instructions": in an epic era the burn off is always higher than 0.
export function epicNoBurnoff(headers: EraHeaders, burnoff: number | undefined): Issue[] {
  return headers.playmode === "epic" && burnoff === 0
    ? [issue("GOT_EPIC_NO_BURNOFF", "playmode: epic needs a burn off higher than 0 (e.g. burnoff: 10%); this deck burns off no card.", [], {})]
    : [];
}

// GOT CGS rules, "Playing ▶ Session ▶ Era ▶ Dealing cards": the burn off comes from the shuffled deck; burning it all leaves nothing to deal.
export function burnoffTooLarge(shuffledCards: number, burnoff: number | undefined): Issue[] {
  return burnoff !== undefined && shuffledCards > 0 && burnoff >= shuffledCards
    ? [
        issue("GOT_BURNOFF_TOO_LARGE", `burnoff: ${burnoff} cards burned off of ${shuffledCards} shuffled (silver) cards leaves none to deal.`, [], {
          burnoff,
          shuffled: shuffledCards,
        }),
      ]
    : [];
}

// GOT CGS rules, "Card packs ▶ Customize a session pack": "HNP" cards belong only in era decks for the high number of players.
export function hnpCards(cards: readonly EraDeckCard[], headers: EraHeaders): Issue[] {
  if (headers.hnp) return [];
  const hnp = cards.filter((c) => isHnpIdentifier(c.card.identifier));
  return hnp.length === 0
    ? []
    : [
        issue(
          "GOT_HNP_CARD",
          `${hnp.map((c) => `${c.card.name} (${c.card.identifier})`).join(", ")}: HNP cards belong in era decks played with the high number of players; add "hnp: yes" if this deck is one.`,
          hnp.map((c) => c.card.code),
          { cards: cardsParam(hnp.map((c) => ({ name: `${c.card.name} (${c.card.identifier})` }))) },
        ),
      ];
}

// GOT CGS rules, "Playing ▶ Session ▶ Era ▶ Adventure ▶ Turn ▶ Claim gold card": a gold card is claimed with a card of the same identification number.
export function goldUnclaimable(cards: readonly EraDeckCard[]): Issue[] {
  if (!cards.some((c) => c.gold)) return [];
  const silverNumbers = new Set(
    cards
      .filter((c) => !c.gold)
      .map((c) => identificationNumber(c.card.identifier))
      .filter((n) => n !== undefined),
  );
  return cards
    .filter((c) => c.gold)
    .filter((c) => {
      const n = identificationNumber(c.card.identifier);
      return n === undefined || !silverNumbers.has(n);
    })
    .map((c) => {
      const n = identificationNumber(c.card.identifier);
      const why = n === undefined ? "has no identification number" : `has identification number ${n}, which no silver card of the deck shares`;
      return issue("GOT_GOLD_UNCLAIMABLE", `Gold card ${c.card.name} (${c.card.code}) ${why}, so no player can claim it.`, [c.card.code], {
        card: `${c.card.name} (${c.card.code})`,
        number: n ?? "",
        hasNumber: n === undefined ? "no" : "yes",
      });
    });
}
