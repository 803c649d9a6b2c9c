import "server-only";
/**
 * A Battle for Eden deck's map as a Tabletop Simulator board (CONTRACTS §10; issue #44 item 5;
 * docs/play-online.md). The map is one the deck's owner linked to the deck (DeckMap, CONTRACTS
 * §7): `?map=<id>` picks one of them, else the first linked; the reader must be allowed to read
 * it. The saved object gets a `Custom_Board` whose image is
 * `GET /api/v1/decks/:id/tts/:version/board/:map.png`, served under the sheets' rules (deck-access.ts)
 * and, besides, only for a map linked to the deck that the URL's reader may read: a game client
 * without cookies reads public and unlisted maps; the owner's own private map only through a
 * signed URL (the export signs the board's URL then, even for a public deck: only the owner is
 * shown such a map). Nothing is kept between requests.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { db } from "../db/client";
import { englishRefusal, mayRead, refusal } from "../errors";
import { readMap, type BfeMap } from "../games/battle-for-eden/map-file";
import type { ClientDeck } from "./deck-access";
import { PNG_COMPRESSION } from "./face-png";
import { boardGeometry, boardSvg } from "./board-svg";
import { withRenderSlot } from "./render-slots";
import { signatureQuery, signDeck } from "./signing";

/** Bump when the board's drawing changes. */
const BOARD_VERSION = "1";

interface BoardMap {
  id: string;
  name: string;
  visibility: string;
  map: BfeMap;
}

const noMap = (id: string) =>
  refusal(
    "not-found",
    "MAP_NOT_FOUND",
    { id },
    { key: "apiErrors.MAP_NOT_LINKED", issues: [{ path: "map", message: englishRefusal("apiErrors.NO_SUCH_MAP_ID", { id }) }] },
  );

/**
 * The deck's linked maps a board may show to the client's reader, in the order they were linked:
 * those the reader may read, and of private ones only the deck owner's own (so that a signature,
 * which reads with the owner's eyes, opens it). Maps with no tile are left out.
 */
async function boardMaps(client: ClientDeck): Promise<{ ownerId: string; maps: BoardMap[] }> {
  const dbc = await db();
  const [deck, links] = await Promise.all([
    dbc.deck.findUnique({ where: { id: client.deck.id }, select: { ownerId: true } }),
    dbc.deckMap.findMany({
      where: { deckId: client.deck.id },
      orderBy: { createdAt: "asc" },
      select: { edenMap: { select: { id: true, name: true, ownerId: true, visibility: true, map: true } } },
    }),
  ]);
  if (!deck) return { ownerId: "", maps: [] };
  const maps: BoardMap[] = [];
  for (const { edenMap: m } of links) {
    if (!mayRead(m, client.readerId)) continue;
    if (m.visibility === "private" && m.ownerId !== deck.ownerId) continue;
    let json: unknown;
    try {
      json = JSON.parse(m.map);
    } catch {
      continue;
    }
    const read = readMap(json);
    if (!read.ok || read.map.tiles.length === 0) continue;
    maps.push({ id: m.id, name: m.name, visibility: m.visibility, map: read.map });
  }
  return { ownerId: deck.ownerId, maps };
}

/**
 * The `Custom_Board` object of the deck's map for its TTS saved object: `mapId` when given (404
 * MAP_NOT_FOUND unless it is one the reader may be shown), else the first; null for a deck of
 * another game or with no such map.
 */
export async function ttsBoardObject(client: ClientDeck, origin: string, mapId?: string): Promise<Record<string, unknown> | null> {
  if (client.deck.game !== "battle-for-eden") {
    if (mapId !== undefined) throw noMap(mapId);
    return null;
  }
  const { maps } = await boardMaps(client);
  const chosen = mapId === undefined ? maps[0] : maps.find((m) => m.id === mapId);
  if (!chosen) {
    if (mapId !== undefined) throw noMap(mapId);
    return null;
  }
  const { deck } = client;
  // A private deck's URLs carry its signature; the owner's private map on a shared deck gets one too.
  const signature = client.signature ?? (chosen.visibility === "private" ? signDeck(deck.id, deck.version) : undefined);
  const url = `${origin}/api/v1/decks/${encodeURIComponent(deck.id)}/tts/${deck.version}/board/${encodeURIComponent(chosen.id)}.png${signature ? `?${signatureQuery(signature)}` : ""}`;
  const { width, height } = boardGeometry(chosen.map);
  // Lying flat beside the decks, about as wide as ten cards side by side for every 1000 px.
  const scale = Math.max(1, Math.round((width / 400) * 100) / 100);
  return {
    Name: "Custom_Board",
    Transform: { posX: 0, posY: 0.5, posZ: -10, rotX: 0, rotY: 0, rotZ: 0, scaleX: scale, scaleY: 1, scaleZ: scale },
    Nickname: chosen.name,
    Description: `Battle for Eden map, ${chosen.map.tiles.length} tiles (${width} × ${height} px)`,
    Locked: true,
    CustomImage: { ImageURL: url, ImageSecondaryURL: "", ImageScalar: 1, WidthScale: 0 },
  };
}

export interface BoardPng {
  etag: string;
  png?: Uint8Array;
  width: number;
  height: number;
}

/** The board PNG of one of the deck's maps the reader may be shown (404 MAP_NOT_FOUND otherwise), or only its ETag. */
export async function ttsBoardPng(client: ClientDeck, mapId: string, ifNoneMatch?: string | null): Promise<BoardPng> {
  if (client.deck.game !== "battle-for-eden") throw noMap(mapId);
  const { maps } = await boardMaps(client);
  const chosen = maps.find((m) => m.id === mapId);
  if (!chosen) throw noMap(mapId);
  const geometry = boardGeometry(chosen.map);
  const etag = `"${createHash("sha256")
    .update(JSON.stringify([BOARD_VERSION, chosen.map]))
    .digest("base64url")
    .slice(0, 27)}"`;
  if (ifNoneMatch === etag) return { etag, ...geometry };
  const png = await withRenderSlot(async () => {
    const svg = boardSvg(chosen.map, geometry);
    return new Uint8Array(
      await sharp(Buffer.from(svg), { limitInputPixels: geometry.width * geometry.height * 2 })
        .png({ compressionLevel: PNG_COMPRESSION })
        .toBuffer(),
    );
  });
  return { etag, png, width: geometry.width, height: geometry.height };
}
