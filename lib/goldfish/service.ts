/**
 * Goldfish use cases: the goldfish page's deck (read with the decks service's viewer check)
 * and a deck list read for the CLI's `goldfish`, `draw` and `odds`. The games do the rest:
 * everything after `prepare` is pure and runs the same in the browser.
 */
import { rulesetFor } from "../games";
import type { GameSlug } from "../games/types";
import type { GoldfishRules, Prepared } from "../engine/goldfish/types";
import { readDeckList, type CatalogSource } from "../decks/list-check";
import { resolveStoredDeck } from "../decks/stored-lists";
import { getDeck } from "../decks/service";
import type { Visibility } from "../decks/input";

export interface GoldfishDeck {
  deck: { id: string; name: string; game: GameSlug; owner: string; visibility: Visibility; legal: boolean; mine: boolean };
  gameTitle: string;
  /** The deck read by the game's goldfish (plain JSON, sent to the page), or why it cannot be set up. */
  prepared: Prepared<unknown>;
}

function noGoldfish(game: GameSlug): Prepared<unknown> {
  return { ok: false, code: "NO_GOLDFISH", message: `${rulesetFor(game).title} has no goldfish.` };
}

/**
 * The deck of `/decks/:id/goldfish` for whoever asks: the owner, or anyone for a public or
 * unlisted deck; someone else's private deck is 404 (a not-found DomainError from the decks service).
 */
export async function goldfishForDeck(actorId: string | null, deckId: string): Promise<GoldfishDeck> {
  const view = await getDeck(actorId, deckId);
  const ruleset = rulesetFor(view.game);
  const deck = { id: view.id, name: view.name, game: view.game, owner: view.owner, visibility: view.visibility, legal: view.legal, mine: view.mine };
  const rules = ruleset.goldfish;
  if (!rules) return { deck, gameTitle: ruleset.title, prepared: noGoldfish(view.game) };
  if (view.validation === null) {
    return {
      deck,
      gameTitle: ruleset.title,
      prepared: {
        ok: false,
        code: view.listError?.code ?? "UNRESOLVED",
        message: view.listError?.message ?? "The deck no longer resolves against the catalog.",
      },
    };
  }
  const rows = view.entries.map((e) => ({ section: e.section, cardCode: e.code, quantity: e.quantity }));
  const resolved = await resolveStoredDeck(view.game, view.headers, rows, actorId);
  if (!resolved.ok) return { deck, gameTitle: ruleset.title, prepared: { ok: false, code: resolved.error.code, message: resolved.error.message } };
  return { deck, gameTitle: ruleset.title, prepared: rules.prepare(resolved.prepared.deck) };
}

export type GoldfishList =
  | {
      ok: true;
      game: GameSlug;
      rules: GoldfishRules;
      input: unknown;
      find(name: string): { code: string; name: string } | undefined;
      suggest(name: string): string[];
    }
  | { ok: false; error: { code: string; message: string; line?: number } };

/**
 * A deck list read for the CLI: parsed and resolved against `source`, then prepared by the
 * game's goldfish. A game without a deck to draw (EDEN) answers with its reason.
 */
export async function goldfishFromList(text: string, source: CatalogSource, requestedGame?: string): Promise<GoldfishList> {
  const read = await readDeckList(text, source, requestedGame);
  if (!read.ok) return read;
  const rules = rulesetFor(read.game).goldfish;
  if (!rules) return { ok: false, error: { code: "NO_GOLDFISH", message: `${rulesetFor(read.game).title} has no goldfish.` } };
  if (rules.noDeck) return { ok: false, error: rules.noDeck };
  const prepared = rules.prepare(read.deck);
  if (!prepared.ok) return { ok: false, error: { code: prepared.code, message: prepared.message } };
  const refusal = rules.cliRefusal?.(prepared.input);
  if (refusal) return { ok: false, error: refusal };
  const cards = read.deck.cards;
  return {
    ok: true,
    game: read.game,
    rules,
    input: prepared.input,
    find: (name) => {
      const card = cards.find(name);
      return card ? { code: card.code, name: card.name } : undefined;
    },
    suggest: (name) => cards.suggest(name),
  };
}
