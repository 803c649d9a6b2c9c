import { makeRng, type Rng, type Seed } from "../../engine/rng";
import { hexLabel, neighbours, type Hex } from "./hex";
import { checkMap } from "./map";
import type { BfeMap, MapTile } from "./map-file";
import { MAP_LIMITS } from "./map-building";
import { BLACK } from "./map-composition";
import { stepsFrom } from "./tiles-between";

/** The six colours besides black that Edenkeep offers players (the rules name no colour but black). */
export const PLAYER_COLOURS = ["red", "blue", "green", "yellow", "white", "purple"] as const;

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = PLAYER_COLOURS.length;
const ATTEMPTS = 60;

/**
 * A random legal map for `players` players (2–6), the same for the same seed: the Heart, then
 * each player's 8 land tiles ("Map creation ▶ Setup": 1 of each of the 7 colours and 1 of
 * their own) laid in contact with the map, then each portal where "Building the map" allows
 * it, with one black tile more for a player who cannot place theirs. Every map returned passes
 * checkMap with no error and no warning; null if none was found within a bounded number of tries.
 */
export function generateMap(players: number, seed: Seed): BfeMap | null {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) return null;
  const rng = makeRng(seed);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const map = attemptMap(players, rng);
    if (!map) continue;
    const result = checkMap(map);
    if (result.legal && result.warnings.length === 0) return map;
  }
  return null;
}

function attemptMap(players: number, rng: Rng): BfeMap | null {
  const colours = PLAYER_COLOURS.slice(0, players);
  const grid = new Map<string, MapTile>();
  const put = (t: MapTile) => grid.set(hexLabel(t), t);
  put({ q: 0, r: 0, kind: "heart" });
  // Each player's tiles grow an arm of the map out from the Heart, towards where their portal will go.
  const arms = colours.map((_, i) => angleVector((2 * Math.PI * i) / players + rng.nextFloat() * 0.6 - 0.3));
  const bags = colours.map((own) => shuffle([...PLAYER_COLOURS, BLACK, own], rng));
  for (let round = 0; round < 8; round++) {
    for (let p = 0; p < players; p++) {
      const place = pickPlace(grid, arms[p], rng);
      put({ ...place, kind: "land", color: bags[p][round] });
    }
  }
  for (let p = 0; p < players; p++) {
    let spot = portalPlace(grid, arms[p], rng);
    if (!spot) {
      // "Building the map": a player who cannot place their portal is given just enough black tiles (here: one).
      put({ ...pickPlace(grid, arms[p], rng), kind: "land", color: BLACK });
      spot = portalPlace(grid, arms[p], rng);
    }
    if (!spot) return null;
    put({ ...spot, kind: "portal", player: colours[p] });
  }
  return { tiles: [...grid.values()] };
}

function angleVector(angle: number): { x: number; y: number } {
  return { x: Math.cos(angle), y: Math.sin(angle) };
}

/** A hex's position on the table (pointy-top), for steering arms. */
function position(h: Hex): { x: number; y: number } {
  return { x: Math.sqrt(3) * (h.q + h.r / 2), y: 1.5 * h.r };
}

function frontier(grid: Map<string, MapTile>): Hex[] {
  const seen = new Set<string>();
  const out: Hex[] = [];
  for (const t of grid.values()) {
    for (const n of neighbours(t)) {
      const label = hexLabel(n);
      if (grid.has(label) || seen.has(label)) continue;
      seen.add(label);
      out.push(n);
    }
  }
  return out;
}

/** An empty place in contact with the map, far along the arm, with some randomness. */
function pickPlace(grid: Map<string, MapTile>, arm: { x: number; y: number }, rng: Rng): Hex {
  const scored = frontier(grid)
    .filter((h) => !neighbours(h).some((n) => grid.get(hexLabel(n))?.kind === "portal"))
    .map((h) => {
      const p = position(h);
      const along = p.x * arm.x + p.y * arm.y;
      const across = Math.abs(p.x * arm.y - p.y * arm.x);
      return { h, score: along - 1.2 * across + rng.nextFloat() * 1.5 };
    })
    .sort((a, b) => b.score - a.score);
  return scored[0].h;
}

/** The best empty place for a portal on this arm that keeps every "Building the map" distance and contact rule, or null. */
function portalPlace(grid: Map<string, MapTile>, arm: { x: number; y: number }, rng: Rng): Hex | null {
  const portals = [...grid.values()].filter((t) => t.kind === "portal");
  const candidates = frontier(grid)
    .filter((h) => neighbours(h).filter((n) => grid.has(hexLabel(n))).length <= MAP_LIMITS.portalContacts)
    .map((h) => {
      const p = position(h);
      return { h, score: p.x * arm.x + p.y * arm.y + rng.nextFloat() };
    })
    .sort((a, b) => b.score - a.score);
  for (const { h } of candidates) {
    const withPortal = new Map(grid);
    withPortal.set(hexLabel(h), { ...h, kind: "portal", player: "?" });
    const steps = stepsFrom([h], withPortal);
    const heartSteps = steps.get("0,0") ?? Infinity;
    if (heartSteps - 1 < MAP_LIMITS.tilesBetweenPortalAndHeart) continue;
    if (portals.some((o) => (steps.get(hexLabel(o)) ?? Infinity) - 1 < MAP_LIMITS.tilesBetweenPortals)) continue;
    return h;
  }
  return null;
}

function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.nextInt(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}
