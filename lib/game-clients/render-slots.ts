/**
 * A limit on the pictures this process rasterizes at once (face PNGs, Tabletop Simulator
 * sheets): a burst of game clients must not stall the server (CONTRACTS §10 "Pictures"). At
 * most RENDERS_AT_ONCE run; at most RENDERS_WAITING more wait their turn; past that a request
 * is refused at once with 429 and `Retry-After` rather than queued without bound.
 *
 * This is protection for this one process and nothing else: it holds no answer, no count
 * another server would need, and every server applies its own (ARCHITECTURE "Many servers").
 */
import { availableParallelism } from "node:os";
import { type DomainError, refusal } from "../errors";

export const RENDERS_AT_ONCE = Math.max(2, Math.min(8, availableParallelism()));
export const RENDERS_WAITING = 4 * RENDERS_AT_ONCE;

let running = 0;
const waiting: (() => void)[] = [];

export function busy(): DomainError {
  return refusal("limit", "RENDER_BUSY", undefined, { retryAfterSeconds: 1 });
}

/** Runs `draw` when a slot is free; 429 RENDER_BUSY when too many already wait. */
export async function withRenderSlot<T>(draw: () => Promise<T>): Promise<T> {
  if (running < RENDERS_AT_ONCE) running++;
  else {
    if (waiting.length >= RENDERS_WAITING) throw busy();
    // The slot is handed over by the one that frees it (`running` stays the same).
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  try {
    return await draw();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
