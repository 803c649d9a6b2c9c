import { foldName } from "../../engine/fold";
import { cardsParam, type Issue, finding } from "../types";
import type { BfeCard, Civilization } from "./card";
import { BFE } from "./codes";
import type { StartingDeckInput } from "./starting-deck-input";

/**
 * The civilizations a deck can name: those the catalog files declare, then any other
 * civilization code carried by a unit of the catalog (its name is then the code).
 */
export function knownCivilizations(deck: StartingDeckInput): Civilization[] {
  const known = new Map<string, Civilization>();
  for (const c of deck.civilizations) if (!known.has(c.code)) known.set(c.code, c);
  for (const card of deck.catalog) {
    const code = unitCivilization(card);
    if (code !== undefined && !known.has(code)) known.set(code, { code, name: code });
  }
  return [...known.values()];
}

/** A `civilization:` header value, by code (`[code]` too) or name, case- and diacritics-insensitively. */
export function findCivilization(wanted: string, known: readonly Civilization[]): Civilization | undefined {
  const text = wanted.trim();
  const key = foldName(text.length >= 2 && text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text);
  if (key === "") return undefined;
  return known.find((c) => foldName(c.code) === key) ?? known.find((c) => foldName(c.name) === key);
}

/** The civilization a unit card belongs to; undefined for other cards. */
export function unitCivilization(card: BfeCard): string | undefined {
  return card.kind === "unit" && typeof card.civilization === "string" ? card.civilization : undefined;
}

export type CivilizationChoice = { civilization: Civilization; issues: [] } | { civilization: null; issues: Issue[] };

// Battle for Eden rules, "Map creation ▶ Setup": each player chooses a civilization.
export function chosenCivilization(deck: StartingDeckInput): CivilizationChoice {
  const wanted = (deck.headers.civilization ?? "").trim();
  if (wanted === "") {
    return {
      civilization: null,
      issues: [finding(BFE.NO_CIVILIZATION, [], {})],
    };
  }
  const known = knownCivilizations(deck);
  const found = findCivilization(wanted, known);
  if (found) return { civilization: found, issues: [] };
  const names = known.map((c) => ({ name: c.name === c.code ? c.code : `${c.name} (${c.code})` }));
  return {
    civilization: null,
    issues: [finding(BFE.UNKNOWN_CIVILIZATION, [], { wanted, count: known.length, known: cardsParam(names, "comma") })],
  };
}

// Battle for Eden rules, "Conquest ▶ Setup": the starting units come from the player's own civilization's World.
export function unitsOfOtherCivilizations(deck: StartingDeckInput, civilization: Civilization): Issue[] {
  return deck.entries
    .filter(({ card }) => {
      const own = unitCivilization(card);
      return card.kind === "unit" && own !== civilization.code;
    })
    .map(({ card }) =>
      finding(BFE.WRONG_CIVILIZATION, [card.code], {
        card: cardsParam([card]),
        hasOwn: unitCivilization(card) === undefined ? "no" : "yes",
        own: unitCivilization(card) ?? "",
        civilization: civilization.name,
      }),
    );
}
