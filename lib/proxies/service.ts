import { renderProxySheet, ProxySheetError, type Paper, type ProxyCard } from "./index";
import type { ProxyLabels } from "./labels";
import { rulesetFor } from "../games";
import type { BaseCard, GameSlug } from "../games/types";
import { qualifiedCode, type ResolvedDeck } from "../engine/card-index";
import { refusal } from "../errors";
import { getDeck } from "../decks/service";
import { deckCatalog, readDeckListFor, visibleSetCodes } from "../decks/deck-catalog";
import { gameCatalog } from "../catalog/game-catalog";
import { getCollection, ownedCopies } from "../collection/service";
import { proxyRefusal } from "./refusal";
import { withArt } from "../game-clients/proxy-art";

export interface ProxyChoice {
  paper: Paper;
  cutMarks: boolean;
  /** Only these card codes (picked cards); absent = the whole deck. */
  codes?: string[];
  /** Copies the player already owns, subtracted per card ("only what the collection lacks"). */
  owned?: ReadonlyMap<string, number>;
  onProgress?: (done: number, total: number) => void;
  /** The printed words in the reader's language (default English). */
  labels?: ProxyLabels;
  /**
   * With the art stored in the database (default): the operator's catalog art and player-made
   * cards' own. The command line reads card-data files, not a database, and prints without.
   */
  art?: boolean;
}

/**
 * The cards a deck puts on the table, with copies as in the deck: every section's card lines
 * plus the cards its headers name (the Dark Eden commander), optionally narrowed to picked
 * cards or to what the collection lacks.
 */
export function deckProxyCards(game: GameSlug, deck: ResolvedDeck<BaseCard>, choice: Pick<ProxyChoice, "codes" | "owned"> = {}): ProxyCard[] {
  const ruleset = rulesetFor(game);
  const needed = new Map<string, { card: ProxyCard["card"]; copies: number }>();
  // Keyed by the qualified code: a player-made card may share its own code with a catalog card.
  const add = (card: ProxyCard["card"], copies: number) => {
    const prev = needed.get(qualifiedCode(card));
    needed.set(qualifiedCode(card), { card, copies: (prev?.copies ?? 0) + copies });
  };
  for (const card of ruleset.headerCards?.(deck) ?? []) add({ ...card }, 1);
  for (const entry of deck.entries) add({ ...entry.card }, entry.quantity);
  const picked = choice.codes ? new Set(choice.codes) : undefined;
  return [...needed.values()]
    .filter((n) => !picked || picked.has(qualifiedCode(n.card)))
    .map((n) => ({ game, card: n.card, copies: n.copies - (choice.owned?.get(qualifiedCode(n.card)) ?? 0) }))
    .filter((p) => p.copies > 0);
}

/** A proxy sheet for a resolved deck list (the CLI). */
export async function proxySheetForDeck(game: GameSlug, deck: ResolvedDeck<BaseCard>, choice: ProxyChoice): Promise<Uint8Array> {
  const cards = choice.art === false ? deckProxyCards(game, deck, choice) : await withArt(deckProxyCards(game, deck, choice));
  if (cards.length === 0)
    throw new ProxySheetError("PROXY_NO_CARDS", "There is no card to print: the collection already has every card of this deck, or none was picked.");
  return renderProxySheet({
    cards,
    paper: choice.paper,
    cutMarks: choice.cutMarks,
    extras: deck.extras,
    onProgress: choice.onProgress,
    labels: choice.labels,
  });
}

/**
 * A proxy sheet of a saved deck, for whoever may read it (owner, or anyone when public or
 * unlisted); `onlyMissing` prints just the copies the reader's own collection lacks.
 */
export async function proxySheetForSavedDeck(
  actorId: string | null,
  deckId: string,
  choice: Omit<ProxyChoice, "owned"> & { onlyMissing?: boolean },
): Promise<{ name: string; pdf: Uint8Array }> {
  const view = await getDeck(actorId, deckId);
  const read = await readDeckListFor(actorId, view.list, view.game);
  if (!read.ok)
    throw refusal("conflict", "DECK_UNRESOLVED", { problem: read.error.message }, { key: "apiErrors.DECK_UNRESOLVED_WHY" }).saying("apiErrors.DECK_UNRESOLVED");
  const owned =
    choice.onlyMissing && actorId
      ? await ownedCopies(
          actorId,
          view.game,
          deckProxyCards(view.game, read.deck).map((c) => qualifiedCode(c.card)),
        )
      : undefined;
  try {
    return { name: view.name, pdf: await proxySheetForDeck(view.game, read.deck, { ...choice, owned }) };
  } catch (err) {
    if (err instanceof ProxySheetError) throw proxyRefusal(err);
    throw err;
  }
}

/** Which of a player's collection lists a sheet prints: the cards they want, or those they trade away. */
export type CollectionList = "wanted" | "forTrade";

/** A proxy sheet of one game's wanted (or for-trade) cards, as many copies as the list says. */
export async function proxySheetForCollection(
  ownerId: string,
  game: GameSlug,
  list: CollectionList,
  choice: Pick<ProxyChoice, "paper" | "cutMarks">,
): Promise<Uint8Array> {
  const items = await getCollection(ownerId, game);
  // Player-made cards are listed by `set-id/code`: their sets are read when the owner may still see them.
  const setIds = [
    ...new Set(
      [
        ...(await visibleSetCodes(
          ownerId,
          game,
          items.map((i) => i.code),
        )),
      ].map((c) => c.slice(0, c.indexOf("/"))),
    ),
  ];
  const loaded = await deckCatalog(game, ownerId, setIds);
  const catalog = loaded.ok ? loaded.catalog : await gameCatalog(game);
  const cards: ProxyCard[] = items.flatMap((item) => {
    const card = catalog.index.byCodeOrUndefined(item.code);
    return card && item[list] > 0 ? [{ game, card: { ...card }, copies: item[list] }] : [];
  });
  if (cards.length === 0) throw refusal("invalid", "PROXY_NO_CARDS", { list, game: rulesetFor(game).title }, { key: "apiErrors.PROXY_LIST_EMPTY" });
  try {
    return await renderProxySheet({ cards: await withArt(cards), paper: choice.paper, cutMarks: choice.cutMarks, extras: catalog.extras });
  } catch (err) {
    if (err instanceof ProxySheetError) throw proxyRefusal(err);
    throw err;
  }
}
