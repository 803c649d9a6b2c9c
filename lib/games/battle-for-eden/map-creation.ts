import { foldName } from "../../engine/fold";
import { makeRng, type Seed } from "../../engine/rng";
import { hexLabel, neighbours, tilesInContact, type Hex } from "./hex";
import { MAP_LIMITS } from "./map-building";
import { englishMapText } from "./map-english";
import { BLACK } from "./map-composition";
import type { MapTile } from "./map-file";
import { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COLOURS } from "./map-generator";
import { stepsFrom, tilesBetweenForSteps } from "./tiles-between";
import type { IssueParams } from "../types";

/**
 * Map creation as played at the table (Battle for Eden rules, "Map creation"), as a pure state
 * machine: `startCreation` deals the tiles ("Setup"), `play` applies one move or answers why it
 * is not allowed ("Building the map"). The face-down piles are shuffled from the seed, so the
 * seed and the list of moves replay a game exactly.
 */

export interface CreationPlayer {
  name: string;
  colour: string;
  /** The face-up tile of the player's own colour, until drawn. */
  faceUp: string | null;
  /** The face-down pile, top first (1 tile of each of the 7 colours, shuffled). */
  pile: string[];
  /** Black tiles given to place the portal ("just enough black tiles"). */
  extraBlack: number;
}

export type CreationPhase = "draw" | "place" | "portal" | "must-place-portal" | "last-chance" | "done";

export interface CreationState {
  seed: number;
  players: CreationPlayer[];
  /** Whose turn it is (index into players). */
  turn: number;
  phase: CreationPhase;
  tiles: MapTile[];
  /** The tile drawn this turn, to be placed. */
  drawn: string | null;
  /** In the "last chance" round: how many players have had it. */
  lastChanceDone: number;
  moves: CreationMove[];
}

export type CreationMove =
  | { type: "draw"; from: "face-up" | "face-down" }
  | { type: "place"; at: Hex }
  /** After placing: put the portal at `at` (adding or moving it), take it off (`at: null`), or leave it (`keep`). */
  | { type: "portal"; at: Hex | null }
  | { type: "keep" }
  /** A player who must place their portal and cannot is given a black tile to place first. */
  | { type: "black" };

/**
 * Why a move is not allowed: `reason` in English (tests, logs), `key` and `values` for the
 * interface to say it in its language (messages/<locale>/maps.json `refusals.<key>`; colours
 * as terms). A replayed move's refusal carries its number in `move`.
 */
export interface Refusal {
  reason: string;
  key: string;
  values: IssueParams;
  move?: number;
}

export type PlayResult = { ok: true; state: CreationState } | ({ ok: false } & Refusal);

/** A move not allowed, worded from maps.json `refusals.<key>` (lib/games/battle-for-eden/map-english.ts). */
const refusal = (key: string, values: IssueParams = {}): Refusal => ({ reason: englishMapText(`refusals.${key}`, values), key, values });
/** A colour (a tile's or a player's) as a term the interface names in its language. */
const colour = (name: string) => ({ term: name, text: name });

export const HEART: MapTile = { q: 0, r: 0, kind: "heart" };

// Battle for Eden rules, "Map creation ▶ Setup": 1 tile of each of the 7 colours face down, 1 of the player's colour and the portal face up; the Heart is the first tile.
export function startCreation(playerCount: number, seed: Seed): CreationState {
  if (!Number.isInteger(playerCount) || playerCount < MIN_PLAYERS || playerCount > MAX_PLAYERS)
    throw new RangeError(`Map creation is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`);
  const rng = makeRng(seed);
  const players = PLAYER_COLOURS.slice(0, playerCount).map((colour) => {
    const pile = [...PLAYER_COLOURS, BLACK];
    for (let i = pile.length - 1; i > 0; i--) {
      const j = rng.nextInt(i + 1);
      [pile[i], pile[j]] = [pile[j], pile[i]];
    }
    return { name: colour, colour, faceUp: colour, pile, extraBlack: 0 };
  });
  return { seed: rng.seed, players, turn: 0, phase: "draw", tiles: [HEART], drawn: null, lastChanceDone: 0, moves: [] };
}

/** Replays moves from the start; stops at the first move not allowed. */
export function replayCreation(playerCount: number, seed: Seed, moves: readonly CreationMove[]): PlayResult {
  let state = startCreation(playerCount, seed);
  for (const [i, move] of moves.entries()) {
    const next = play(state, move);
    if (!next.ok) return { ...next, reason: englishMapText("refusals.move", { n: i + 1, reason: next.reason }), move: i + 1 };
    state = next.state;
  }
  return { ok: true, state };
}

const grid = (tiles: readonly MapTile[]) => new Map(tiles.map((t) => [hexLabel(t), t]));
const portalOf = (state: CreationState, p: number) =>
  state.tiles.find((t) => t.kind === "portal" && foldName(t.player ?? "") === foldName(state.players[p].name));
const hasTiles = (p: CreationPlayer) => p.faceUp !== null || p.pile.length > 0;
const fail = (why: Refusal): PlayResult => ({ ok: false, ...why });

export function play(state: CreationState, move: CreationMove): PlayResult {
  const me = state.players[state.turn];
  switch (state.phase) {
    case "draw": {
      if (move.type !== "draw") return fail(refusal("drawFirst"));
      if (move.from === "face-up" && me.faceUp === null) return fail(refusal("faceUpDrawn"));
      if (move.from === "face-down" && me.pile.length === 0) return fail(refusal("pileEmpty"));
      const players = state.players.map((p, i) => (i !== state.turn ? p : move.from === "face-up" ? { ...p, faceUp: null } : { ...p, pile: p.pile.slice(1) }));
      const drawn = move.from === "face-up" ? (me.faceUp as string) : me.pile[0];
      return ok({ ...state, players, drawn, phase: "place" }, move);
    }
    case "place": {
      if (move.type !== "place") return fail(refusal("placeFirst", { tile: colour(String(state.drawn)) }));
      const why = whyNotTile(state, state.turn, move.at);
      if (why) return fail(why);
      const tiles = [...state.tiles, { q: move.at.q, r: move.at.r, kind: "land" as const, color: state.drawn ?? BLACK }];
      const placed = { ...state, tiles, drawn: null };
      if (me.extraBlack > 0 || !hasTiles(me)) {
        // "After placing their last non-portal tile", a player whose portal is not on the map must add it now.
        if (!portalOf(placed, state.turn)) return ok({ ...placed, phase: "must-place-portal" }, move);
      }
      return ok({ ...placed, phase: "portal" }, move);
    }
    case "portal":
    case "must-place-portal":
    case "last-chance": {
      if (move.type === "black") return takeBlackTile(state, move);
      if (move.type === "keep") {
        if (state.phase === "must-place-portal") return fail(refusal("mustPlacePortal"));
        return ok(advance(state), move);
      }
      if (move.type !== "portal") return fail(refusal("portalMove"));
      if (move.at === null) {
        if (state.phase !== "portal") return fail(refusal("portalStays"));
        const portal = portalOf(state, state.turn);
        if (!portal) return fail(refusal("portalNotOnMap"));
        return ok(advance({ ...state, tiles: state.tiles.filter((t) => t !== portal) }), move);
      }
      const why = whyNotPortal(state, state.turn, move.at);
      if (why) return fail(why);
      const without = state.tiles.filter((t) => t !== portalOf(state, state.turn));
      return ok(advance({ ...state, tiles: [...without, { q: move.at.q, r: move.at.r, kind: "portal", player: me.name }] }), move);
    }
    case "done":
      return fail(refusal("done"));
  }
}

function ok(state: CreationState, move: CreationMove): PlayResult {
  return { ok: true, state: { ...state, moves: [...state.moves, move] } };
}

/** The end of a turn: the next player with tiles draws; once every tile is laid, each player in turn order gets a last chance to move their portal. */
function advance(state: CreationState): CreationState {
  const n = state.players.length;
  if (state.phase === "last-chance") {
    const done = state.lastChanceDone + 1;
    return done >= n ? { ...state, phase: "done", lastChanceDone: done } : { ...state, turn: (state.turn + 1) % n, lastChanceDone: done };
  }
  for (let k = 1; k <= n; k++) {
    const next = (state.turn + k) % n;
    if (hasTiles(state.players[next])) return { ...state, turn: next, phase: "draw" };
  }
  // Every non-portal tile is on the map: the last chance to move portals, from the first player.
  return { ...state, turn: 0, phase: "last-chance", lastChanceDone: 0 };
}

// Battle for Eden rules, "Map creation ▶ Building the map": a tile goes in contact with the map, never in contact with a portal on the map, and at least 3 tiles from its placer's own portal.
export function whyNotTile(state: CreationState, player: number, at: Hex): Refusal | null {
  const g = grid(state.tiles);
  const label = hexLabel(at);
  if (g.has(label)) return refusal("occupied", { at: label });
  if (tilesInContact(at, g).length === 0) return refusal("notInContact", { at: label });
  if (tilesInContact(at, g).some((t) => t.kind === "portal")) return refusal("touchesPortal", { at: label });
  const own = portalOf(state, player);
  if (own) {
    const withTile = new Map(g).set(label, { q: at.q, r: at.r, kind: "land", color: BLACK });
    const steps = stepsFrom([own], withTile).get(label);
    const between = steps === undefined ? Infinity : tilesBetweenForSteps(steps);
    if (between < MAP_LIMITS.tilesBetweenPortalAndHeart)
      return refusal("nearOwnPortal", {
        at: label,
        between,
        limit: MAP_LIMITS.tilesBetweenPortalAndHeart,
      });
  }
  return null;
}

// Battle for Eden rules, "Map creation ▶ Building the map": a portal at least 3 tiles from the Heart and 4 from any other portal, in contact with at most 2 tiles.
export function whyNotPortal(state: CreationState, player: number, at: Hex): Refusal | null {
  const own = portalOf(state, player);
  const g = grid(state.tiles.filter((t) => t !== own));
  const label = hexLabel(at);
  if (g.has(label)) return refusal("occupied", { at: label });
  const touching = tilesInContact(at, g);
  if (touching.length === 0) return refusal("notInContact", { at: label });
  if (touching.length > MAP_LIMITS.portalContacts)
    return refusal("portalContacts", {
      at: label,
      count: touching.length,
      limit: MAP_LIMITS.portalContacts,
    });
  g.set(label, { q: at.q, r: at.r, kind: "portal", player: state.players[player].name });
  const steps = stepsFrom([at], g);
  const heart = steps.get(hexLabel(HEART));
  if (heart !== undefined && tilesBetweenForSteps(heart) < MAP_LIMITS.tilesBetweenPortalAndHeart)
    return refusal("portalNearHeart", {
      at: label,
      between: tilesBetweenForSteps(heart),
      limit: MAP_LIMITS.tilesBetweenPortalAndHeart,
    });
  for (const other of g.values()) {
    if (other.kind !== "portal" || hexLabel(other) === label) continue;
    const s = steps.get(hexLabel(other));
    if (s !== undefined && tilesBetweenForSteps(s) < MAP_LIMITS.tilesBetweenPortals)
      return refusal("portalsTooClose", {
        at: label,
        between: tilesBetweenForSteps(s),
        player: colour(other.player ?? ""),
        limit: MAP_LIMITS.tilesBetweenPortals,
      });
  }
  return null;
}

/** Places where the current player may put their portal now. */
export function portalPlaces(state: CreationState): Hex[] {
  return emptyPlacesInContact(state).filter((h) => whyNotPortal(state, state.turn, h) === null);
}

/** Places where the current player may put the tile they drew. */
export function tilePlaces(state: CreationState): Hex[] {
  return emptyPlacesInContact(state).filter((h) => whyNotTile(state, state.turn, h) === null);
}

function emptyPlacesInContact(state: CreationState): Hex[] {
  const g = grid(state.tiles);
  const out = new Map<string, Hex>();
  for (const t of state.tiles) for (const n of neighbours(t)) if (!g.has(hexLabel(n))) out.set(hexLabel(n), n);
  return [...out.values()];
}

// Battle for Eden rules, "Map creation ▶ Building the map": a player who cannot place their portal after their last tile is given just enough black tiles to be able to.
function takeBlackTile(state: CreationState, move: CreationMove): PlayResult {
  if (state.phase !== "must-place-portal") return fail(refusal("blackOnlyWhenNeeded"));
  if (portalPlaces(state).length > 0) return fail(refusal("blackNotNeeded"));
  const players = state.players.map((p, i) => (i === state.turn ? { ...p, extraBlack: p.extraBlack + 1 } : p));
  return ok({ ...state, players, drawn: BLACK, phase: "place" }, move);
}
