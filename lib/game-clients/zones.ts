/**
 * A resolved deck as the zones of a Cockatrice `.cod` (CONTRACTS §10; docs/play-online.md):
 * the deck's `main` section is zone `main`, a `side` section zone `side` (the two zones the
 * deck hash reads); every other section keeps its own zone (EDEN's `missions`, `tactics`);
 * cards a header puts on the table beside the play deck get a zone of their own named by
 * their type (Dark Eden's `commander`, "SETTING UP"), and a Battle for Eden civilization's
 * World (its booklet of unit cards, "Conquest ▶ Setup") the zone `world`. Pure: no I/O.
 */
import { rulesetFor } from "../games";
import type { BaseCard, CatalogCard, GameSlug } from "../games/types";
import type { ResolvedDeck } from "../engine/deck-types";
import type { Locale } from "../../i18n/locales";
import { catalogNamesOf, clientName, localName } from "./names";
import type { ZonedCard } from "./deck-hash";

export interface ZonedDeckCard extends ZonedCard {
  card: CatalogCard<BaseCard>;
}

/** The World of a Battle for Eden deck: the units of the civilization its header names. */
function worldCards(deck: ResolvedDeck<BaseCard>): CatalogCard<BaseCard>[] {
  const wanted = (deck.headers.civilization ?? "")
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .toLowerCase();
  if (wanted === "") return [];
  const civ = deck.extras.civilizations?.find((c) => c.code.toLowerCase() === wanted || c.name.toLowerCase() === wanted);
  const code = civ?.code ?? wanted;
  return deck.cards.all.filter((c) => {
    const card = c as CatalogCard<BaseCard> & { kind?: unknown; civilization?: unknown };
    return card.kind === "unit" && card.civilization === code;
  });
}

export function deckZones(game: GameSlug, deck: ResolvedDeck<BaseCard>, locale: Locale): ZonedDeckCard[] {
  const ruleset = rulesetFor(game);
  // The catalog's names matter only beside a player-made card: read them once, and only then.
  let taken: Set<string> | undefined;
  const catalogNames = () => {
    taken ??= catalogNamesOf(deck.cards.all, locale);
    return taken;
  };
  const out: ZonedDeckCard[] = [];
  const add = (card: CatalogCard<BaseCard>, zone: string, quantity: number) => {
    const name = card.source ? clientName(card, locale, catalogNames()) : localName(card, locale);
    const same = out.find((o) => o.zone === zone && o.name === name);
    if (same) same.quantity += quantity;
    else out.push({ zone, name, quantity, card });
  };
  for (const entry of deck.entries) add(entry.card, entry.section, entry.quantity);
  for (const card of ruleset.headerCards?.(deck) ?? []) add(card, ruleset.cardType(card), 1);
  if (game === "battle-for-eden") for (const card of worldCards(deck)) add(card, "world", 1);
  return out;
}
