/**
 * The era-deck rules, one function each. Each takes the deck's cards and headers and
 * answers with issues (CONTRACTS §4, GOT_*).
 */
import { cardsParam, type Issue, finding } from "../types";
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
  return cards.some((c) => c.type === "adventure") ? [] : [finding("GOT_NO_ADVENTURE", [], {})];
}

/** Whether the card's attributes hold the global attribute `name`. */
const hasGlobal = (c: EraDeckCard, name: string) => globalAttributes(c.parsed.ast).some((a) => a.ref.name === name);
/** The cards as a translated message names them: "Name (code)" each. */
const namedParam = (cards: readonly EraDeckCard[]) =>
  cardsParam(
    cards.map((c) => ({ name: `${c.card.name} (${c.card.code})` })),
    "comma",
  );

// GOT CGS rules, "Cards" and "▶ Predefined attributes ▶ Type": a card is an adventure or a support card; one without Type is neither, so it can never be played.
export function noType(cards: readonly EraDeckCard[]): Issue[] {
  const untyped = cards.filter((c) => !hasGlobal(c, "Type"));
  return untyped.length === 0
    ? []
    : [
        finding(
          "GOT_NO_TYPE",
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
        finding(
          "GOT_NO_ROLEPLAY",
          without.map((c) => c.card.code),
          { cards: namedParam(without) },
        ),
      ];
}

// GOT CGS rules, "Playing ▶ Play modes ▶ Epic": an epic era is won only by winning an epic adventure (Roleplay "Epic"); without one the void wins.
export function epicNoEpicAdventure(cards: readonly EraDeckCard[], headers: EraHeaders): Issue[] {
  if (headers.playmode !== "epic") return [];
  return cards.some((c) => c.type === "adventure" && c.parsed.model.roleplay === "Epic") ? [] : [finding("GOT_EPIC_NO_EPIC_ADVENTURE", [], {})];
}

// GOT CGS rules, "Playing ▶ Play modes ▶ Epic" and "Card packs ▶ Instructions": in an epic era the burn off is always higher than 0.
export function epicNoBurnoff(headers: EraHeaders, burnoff: number | undefined): Issue[] {
  return headers.playmode === "epic" && burnoff === 0 ? [finding("GOT_EPIC_NO_BURNOFF", [], {})] : [];
}

// GOT CGS rules, "Playing ▶ Session ▶ Era ▶ Dealing cards": the burn off comes from the shuffled deck; burning it all leaves nothing to deal.
export function burnoffTooLarge(shuffledCards: number, burnoff: number | undefined): Issue[] {
  return burnoff !== undefined && shuffledCards > 0 && burnoff >= shuffledCards
    ? [
        finding("GOT_BURNOFF_TOO_LARGE", [], {
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
        finding(
          "GOT_HNP_CARD",
          hnp.map((c) => c.card.code),
          {
            cards: cardsParam(
              hnp.map((c) => ({ name: `${c.card.name} (${c.card.identifier})` })),
              "comma",
            ),
          },
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
      return finding("GOT_GOLD_UNCLAIMABLE", [c.card.code], {
        card: `${c.card.name} (${c.card.code})`,
        number: n ?? "",
        hasNumber: n === undefined ? "no" : "yes",
      });
    });
}
