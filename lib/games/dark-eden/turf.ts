/**
 * The Turf: the Commander and the Establishments around it, on a grid of card-sized cells
 * (every Turf card is horizontal and faces its owner, so each has the same four edges).
 * The Commander sits at (0, 0); x grows to the right, y downwards.
 */
import { gameText, type GameText } from "../../engine/goldfish/game-text";

export interface Cell {
  x: number;
  y: number;
}

/** A card in the Turf. `key` is "commander" or the establishment's instance id. */
export interface TurfCard extends Cell {
  key: string;
  /** Neighbor Allowance: how many cards may touch its edges. */
  allowance: number;
}

export const COMMANDER_KEY = "commander";
/** Dark Eden rules, "BUILD ESTABLISHMENT": "All Commander cards have a Neighbor Allowance of 4." */
export const COMMANDER_ALLOWANCE = 4;

export type Side = "top" | "right" | "bottom" | "left";
const SIDES: readonly { side: Side; dx: number; dy: number }[] = [
  { side: "top", dx: 0, dy: -1 },
  { side: "right", dx: 1, dy: 0 },
  { side: "bottom", dx: 0, dy: 1 },
  { side: "left", dx: -1, dy: 0 },
];

const at = (c: Cell) => `${c.x},${c.y}`;

// Dark Eden rules, "ADJACENT CARDS": adjacent = touching the top, bottom or side edges; corners do not count.
export function adjacentCells(c: Cell): Cell[] {
  return SIDES.map(({ dx, dy }) => ({ x: c.x + dx, y: c.y + dy }));
}

function byCell(turf: readonly TurfCard[]): Map<string, TurfCard> {
  return new Map(turf.map((card) => [at(card), card]));
}

/** The cards touching a cell's edges. */
export function neighboursOf(turf: readonly TurfCard[], cell: Cell): TurfCard[] {
  const cells = byCell(turf);
  return adjacentCells(cell).flatMap((c) => cells.get(at(c)) ?? []);
}

/**
 * Dark Eden rules, "BUILD ESTABLISHMENT": a new Establishment must touch another
 * Establishment or the Commander, and placing it must not take it, or any card it will
 * touch, past its Neighbor Allowance (the total number of cards touching its edges).
 * Returns why the cell is refused, or null when the card may be built there.
 */
export function placementRefusal(turf: readonly TurfCard[], cell: Cell, allowance: number, name = "This Establishment"): GameText | null {
  const cells = byCell(turf);
  const taken = cells.get(at(cell));
  if (taken) {
    const byCommander = taken.key === COMMANDER_KEY;
    return gameText("de.taken", `(${cell.x}, ${cell.y}) is taken${byCommander ? " by the Commander" : ""}.`, {
      ...cell,
      commander: byCommander ? "yes" : "no",
    });
  }
  const touched = neighboursOf(turf, cell);
  if (touched.length === 0)
    return gameText(
      "de.alone",
      `(${cell.x}, ${cell.y}) touches no card of the Turf: an Establishment must be built adjacent to the Commander or another Establishment.`,
      { ...cell },
    );
  if (touched.length > allowance) {
    return gameText("de.ownAllowance", `${name} has a Neighbor Allowance of ${allowance}; at (${cell.x}, ${cell.y}) it would touch ${touched.length} cards.`, {
      card: name,
      allowance,
      ...cell,
      touched: touched.length,
    });
  }
  for (const card of touched) {
    const after = neighboursOf(turf, card).length + 1;
    if (after > card.allowance) {
      const commander = card.key === COMMANDER_KEY;
      const who = commander ? "the Commander" : `the card at (${card.x}, ${card.y})`;
      return gameText(
        "de.neighbourAllowance",
        `Building at (${cell.x}, ${cell.y}) would give ${who} ${after} neighbours, past its Neighbor Allowance of ${card.allowance}.`,
        { ...cell, commander: commander ? "yes" : "no", cardX: card.x, cardY: card.y, after, allowance: card.allowance },
      );
    }
  }
  return null;
}

/** Every cell where an Establishment with this allowance may be built now. */
export function legalPlacements(turf: readonly TurfCard[], allowance: number): Cell[] {
  const cells = byCell(turf);
  const candidates = new Map<string, Cell>();
  for (const card of turf) for (const c of adjacentCells(card)) if (!cells.has(at(c))) candidates.set(at(c), c);
  return [...candidates.values()].filter((c) => placementRefusal(turf, c, allowance) === null).sort((a, b) => a.y - b.y || a.x - b.x);
}

// Dark Eden rules, "SEPARATED ESTABLISHMENTS": a Supply Line runs card to card across shared edges from the Commander.
export function supplied(turf: readonly TurfCard[]): Set<string> {
  const cells = byCell(turf);
  const commander = turf.find((c) => c.key === COMMANDER_KEY);
  const reached = new Set<string>();
  if (!commander) return reached;
  const queue: TurfCard[] = [commander];
  reached.add(commander.key);
  while (queue.length > 0) {
    const card = queue.shift()!;
    for (const c of adjacentCells(card)) {
      const next = cells.get(at(c));
      if (next && !reached.has(next.key)) {
        reached.add(next.key);
        queue.push(next);
      }
    }
  }
  return reached;
}

/**
 * Dark Eden rules, "STEP FIVE: RAID ▶ ANNOUNCE RAID TARGET": an edge is vulnerable when
 * raiders can reach it from outside the Turf through free cells; they never pass between
 * two cards that only touch corners, so the free cells are followed across edges only, and
 * a hole enclosed by cards protects the edges around it. The Commander may be raided only
 * when the Turf holds no Establishment. Returns each card's vulnerable sides.
 */
export function vulnerableEdges(turf: readonly TurfCard[]): Map<string, Side[]> {
  const cells = byCell(turf);
  const out = new Map<string, Side[]>(turf.map((c) => [c.key, []]));
  if (turf.length === 0) return out;
  const xs = turf.map((c) => c.x);
  const ys = turf.map((c) => c.y);
  const box = { x0: Math.min(...xs) - 1, x1: Math.max(...xs) + 1, y0: Math.min(...ys) - 1, y1: Math.max(...ys) + 1 };
  const outside = new Set<string>();
  const queue: Cell[] = [{ x: box.x0, y: box.y0 }];
  outside.add(at(queue[0]));
  while (queue.length > 0) {
    const cell = queue.shift()!;
    for (const c of adjacentCells(cell)) {
      if (c.x < box.x0 || c.x > box.x1 || c.y < box.y0 || c.y > box.y1) continue;
      if (cells.has(at(c)) || outside.has(at(c))) continue;
      outside.add(at(c));
      queue.push(c);
    }
  }
  for (const card of turf) {
    const sides = SIDES.filter(({ dx, dy }) => outside.has(at({ x: card.x + dx, y: card.y + dy }))).map((s) => s.side);
    out.set(card.key, sides);
  }
  return out;
}

/** The cards an opponent could name as a raid target now (before Borderlands and tactics are looked at). */
export function raidTargets(turf: readonly TurfCard[]): string[] {
  const edges = vulnerableEdges(turf);
  const establishments = turf.filter((c) => c.key !== COMMANDER_KEY);
  // Dark Eden rules, "STEP FIVE: RAID": "You may only raid a player's Commander card if he or she has no other Establishments in play."
  if (establishments.length === 0) return turf.filter((c) => c.key === COMMANDER_KEY).map((c) => c.key);
  return establishments.filter((c) => (edges.get(c.key) ?? []).length > 0).map((c) => c.key);
}
