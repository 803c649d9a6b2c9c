import { qualifiedCode, resolveList, type ResolvedDeck } from "../engine/card-index";
import { parseDeckList, type ListError, type ParsedList } from "../engine/deck-list";
import { rulesetFor } from "../games";
import type { BaseCard, GameSlug } from "../games/types";
import { cardInfoOf, type CardInfo } from "../decks/card-info";
import type { DraftCheck, DraftInput, ListProblem } from "../decks/builder";
import type { GameCatalog } from "../catalog/game-catalog";
import { exportDeckList } from "../decks/list-check";

/**
 * The builder's rules check without network (docs/offline.md "Editing offline and sync"): the
 * same rules code as the server (lib/engine parseDeckList and resolveList, lib/games
 * rulesetFor(game).validate) over the game's catalog kept on this device
 * (lib/offline/catalog-store.ts). Pure: the catalog is given. What it cannot check here (a list
 * naming player-made sets, which the device does not keep) answers `null`: the check waits for
 * the network. The rules' findings are in English here (the server words them in the page's
 * language).
 */

function problemOf(error: ListError): ListProblem {
  return { code: error.code, message: error.message, ...(error.line !== undefined ? { line: error.line } : {}), suggestions: error.suggestions ?? [] };
}

function withoutListHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (k !== "game" && k !== "name") out[k] = v;
  return out;
}

function answer(game: GameSlug, deck: ResolvedDeck<BaseCard>, catalog: GameCatalog): DraftCheck {
  const seen = new Map<string, CardInfo>();
  for (const e of deck.entries) if (!seen.has(qualifiedCode(e.card))) seen.set(qualifiedCode(e.card), cardInfoOf(game, e.card, catalog));
  for (const value of Object.values(deck.headers)) {
    const card = value ? catalog.index.find(value) : undefined;
    if (card && !seen.has(qualifiedCode(card))) seen.set(qualifiedCode(card), cardInfoOf(game, card, catalog));
  }
  const listName = deck.headers.name?.trim();
  return {
    ok: true,
    text: exportDeckList(game, deck),
    headers: withoutListHeaders(deck.headers),
    lines: deck.entries.map((e) => ({ section: e.section, code: qualifiedCode(e.card), quantity: e.quantity })),
    cards: [...seen.values()],
    validation: rulesetFor(game).validate(deck),
    ...(listName ? { listName } : {}),
  };
}

/** Checks a draft (typed text or the builder's card lines) against the device's catalog; null when it must wait for the server. */
export function checkOnDevice(input: DraftInput, catalog: GameCatalog): DraftCheck | null {
  const { game } = input;
  let list: ParsedList;
  if ("text" in input) {
    const parsed = parseDeckList(input.text);
    if (!parsed.ok) return { ok: false, problems: [problemOf(parsed.error)] };
    list = parsed.value;
    const header = list.headers.game?.trim().toLowerCase();
    if (header && header !== game) return null; // the server words this one
  } else {
    list = {
      headers: { ...input.headers },
      headerLines: {},
      entries: input.lines.map((l, i) => ({ quantity: l.quantity, ref: { kind: "code", code: l.code }, section: l.section, line: i + 1 })),
      sections: [...new Set(input.lines.map((l) => l.section))],
    };
  }
  // Player-made sets are not kept on the device: their cards are checked by the server.
  if (list.headers.sets?.trim()) return null;
  const resolved = resolveList(list, catalog.index, rulesetFor(game).sections, catalog.extras);
  if (!resolved.ok) return { ok: false, problems: [problemOf(resolved.error)] };
  return answer(game, resolved.value, catalog);
}
