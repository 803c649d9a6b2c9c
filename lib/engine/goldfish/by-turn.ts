/**
 * Odds by turn for a game's draw model: the exact chance of at least one copy of each card
 * and of each card type among the cards seen by each turn (hypergeometric, the unseen
 * burned cards summed over exactly by the engine), beside a Monte-Carlo estimate of the
 * same numbers that runs in slices so a page can stay responsive.
 */
import { hypergeometricAtLeast } from "../odds";
import type { Rng } from "../rng";
import type { DrawModel } from "./types";

export interface OddsRow {
  key: string;
  label: string;
  /** "card" rows are distinct cards (key = code); "kind" rows are card-type groups. */
  row: "card" | "kind";
  copies: number;
  /** P(at least one) by the end of each turn. */
  exact: number[];
}

/** Rows for every card type present, then every card; each with its exact by-turn chances. */
export function exactByTurn(model: DrawModel, seenByTurn: readonly number[]): OddsRow[] {
  const exact = (copies: number) => seenByTurn.map((seen) => hypergeometricAtLeast({ deckSize: model.deckSize, copies, seen, burned: model.burned }));
  const kinds = model.kinds
    .map((k) => ({ k, copies: model.cards.filter((c) => c.kind === k.key).reduce((n, c) => n + c.copies, 0) }))
    .filter(({ copies }) => copies > 0)
    .map(({ k, copies }) => ({ key: `kind:${k.key}`, label: k.label, row: "kind" as const, copies, exact: exact(copies) }));
  const cards = model.cards.map((c) => ({ key: c.code, label: c.name, row: "card" as const, copies: c.copies, exact: exact(c.copies) }));
  return [...kinds, ...cards];
}

/** Rows in the order of `exactByTurn`: the card-type groups (present ones), then the cards. */
function trackedGroups(model: DrawModel): number[][] {
  const kinds = model.kinds
    .map((k) => model.cards.flatMap((c, i) => (c.kind === k.key ? [i] : [])))
    .filter((members) => members.reduce((n, i) => n + model.cards[i].copies, 0) > 0);
  return [...kinds, ...model.cards.map((_, i) => [i])];
}

export interface ByTurnSimulation {
  /** Simulates `hands` more set-ups (burn, then every card seen up to the last turn). */
  run(hands: number): void;
  readonly hands: number;
  /** The share of simulated set-ups holding at least one of the row by each turn, rows as in `exactByTurn`. */
  shares(): number[][];
}

/**
 * A by-turn simulation: each set-up runs the burn and then as many Fisher–Yates steps as
 * cards are seen by the last turn, and notes the turn at which each row was first seen, so
 * one set-up answers every turn. Typed arrays only; nothing allocated per set-up.
 */
export function byTurnSimulation(model: DrawModel, seenByTurn: readonly number[], rng: Rng): ByTurnSimulation {
  const distinct = model.cards.length;
  const tracked = model.cards.reduce((n, c) => n + c.copies, 0);
  const deckSize = Math.max(model.deckSize, tracked);
  const burn = Math.min(model.burned, deckSize);
  const turns = seenByTurn.length;
  const seen = seenByTurn.map((s) => Math.max(0, Math.min(s, deckSize - burn)));
  for (let t = 1; t < turns; t++) if (seen[t] < seen[t - 1]) throw new RangeError("cards seen by turn must not decrease");
  const last = turns > 0 ? seen[turns - 1] : 0;
  // turnOf[k]: the first turn (0-based) by which the k-th card seen has been seen.
  const turnOf = new Int32Array(last);
  for (let k = 0, t = 0; k < last; k++) {
    while (seen[t] <= k) t++;
    turnOf[k] = t;
  }
  const deck = new Int32Array(deckSize);
  let p = 0;
  for (let c = 0; c < distinct; c++) for (let i = 0; i < model.cards[c].copies; i++) deck[p++] = c;
  deck.fill(distinct, p);

  const groups = trackedGroups(model);
  const rows = groups.length;
  // Rows each card counts towards (CSR).
  const memberOf: number[][] = Array.from({ length: distinct + 1 }, () => []);
  for (const [r, members] of groups.entries()) for (const c of members) memberOf[c].push(r);
  const start = new Int32Array(distinct + 2);
  for (let c = 0; c <= distinct; c++) start[c + 1] = start[c] + memberOf[c].length;
  const member = Int32Array.from(memberOf.flat());
  const firstTurn = new Int32Array(rows).fill(-1);
  const touched = new Int32Array(rows);
  const firstCounts = new Float64Array(rows * Math.max(1, turns)); // [row][turn]: set-ups first seeing the row in that turn
  let hands = 0;

  return {
    get hands() {
      return hands;
    },
    run(count: number) {
      if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`hands must be a non-negative integer, got ${count}`);
      const end = burn + last;
      for (let h = 0; h < count; h++) {
        let nTouched = 0;
        for (let i = 0; i < end; i++) {
          const j = i + rng.nextInt(deckSize - i);
          const c = deck[j];
          deck[j] = deck[i];
          deck[i] = c;
          if (i < burn) continue;
          const t = turnOf[i - burn];
          for (let m = start[c]; m < start[c + 1]; m++) {
            const r = member[m];
            if (firstTurn[r] === -1) {
              firstTurn[r] = t;
              touched[nTouched++] = r;
            }
          }
        }
        for (let i = 0; i < nTouched; i++) {
          const r = touched[i];
          firstCounts[r * turns + firstTurn[r]]++;
          firstTurn[r] = -1;
        }
      }
      hands += count;
    },
    shares() {
      return groups.map((_, r) => {
        let cumulative = 0;
        return seen.map((_, t) => {
          cumulative += firstCounts[r * turns + t];
          return hands > 0 ? cumulative / hands : 0;
        });
      });
    },
  };
}
