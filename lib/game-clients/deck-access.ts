import "server-only";
/**
 * Who may read a deck's game-client exports and pictures (CONTRACTS §10 "Access"): whoever may
 * read the deck (its owner; anyone for a public or unlisted deck), or anyone holding a valid
 * signature (signing.ts) that names the deck's current version. A signature that is bad,
 * expired or names another version is 404, as is a private deck without one.
 */
import { db } from "../db/client";
import { type DeckView, getDeck } from "../decks/service";
import { notFound } from "../errors";
import { readDeckListFor } from "../decks/deck-catalog";
import type { ResolvedDeck } from "../engine/deck-types";
import { deckSignatureValid, signDeck, type DeckSignature } from "./signing";

export interface Signed {
  v?: number;
  expires?: number;
  sig?: string;
}

export interface ClientDeck {
  deck: DeckView;
  resolved: ResolvedDeck;
  /** Whose eyes the deck is read with (its sets: header): the reader, or the owner behind a signature. */
  readerId: string | null;
  /** The signature the URLs this answer gives must carry (a private deck), else undefined. */
  signature?: DeckSignature;
}

/** The deck for a game client; `version`, when the URL names one (a sheet), must be the current one. */
export async function deckForClient(actorId: string | null, id: string, signed: Signed, version?: number): Promise<ClientDeck> {
  let readerId = actorId;
  let signature: DeckSignature | undefined;
  let deck: DeckView;
  if (signed.sig !== undefined || signed.expires !== undefined) {
    const client = await db();
    const row = await client.deck.findUnique({ where: { id }, select: { ownerId: true, version: true } });
    const named = signed.v ?? version;
    if (!row || named !== row.version || signed.expires === undefined || signed.sig === undefined) throw notFound("deck");
    if (!deckSignatureValid(id, row.version, { expires: signed.expires, sig: signed.sig })) throw notFound("deck");
    readerId = row.ownerId;
    deck = await getDeck(readerId, id);
    signature = { v: row.version, expires: signed.expires, sig: signed.sig };
  } else {
    deck = await getDeck(actorId, id);
    if (deck.visibility === "private") signature = signDeck(id, deck.version);
  }
  if (version !== undefined && version !== deck.version) throw notFound("deck");
  if (signed.v !== undefined && signed.v !== deck.version) throw notFound("deck");
  if (deck.listError) throw notFound("deck");
  const read = await readDeckListFor(readerId, deck.list, deck.game);
  if (!read.ok) throw notFound("deck");
  return { deck, resolved: read.deck, readerId, signature };
}
