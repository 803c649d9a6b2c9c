/**
 * Could players cover an individualist adventure's costs with the support cards of an
 * era deck? GOT CGS rules, "Playing ▶ Session ▶ Era ▶ Adventure ▶ End of adventure ▶
 * Individualist adventures" and "▶ Winning conditions", read for deck building:
 *
 * A player's **hand** is a set of support cards he plays in the adventure. For every cost
 * name n it must hold that
 *
 *   Σ AdventureResources.n (hand) + AdventureResources.n (adventure)
 *     ≥ AdventureCommonCosts.n (adventure) + Σ AdventureCosts.n (hand)
 *       + Σ AdventureCommonCosts.n (all hands: common costs fall on every player).
 *
 * A player holds at most one copy of a card ("a player may not play a support card if he
 * has in his playground a card which has the same identifier"), one card per Unique value,
 * and a UniqueAny value once among all players. Copies are shared out from the deck's
 * count. Feats (won adventures) are not counted: a new era starts with none.
 *
 * `playersCovering` answers how many players (0, 1 or 2) could each hold such a hand at
 * the same time. The search is exact; past a node budget it answers `null` (unknown).
 */

export interface CoverCard {
  code: string;
  copies: number;
  /** Same identity = same card for the one-copy-a-player rule. */
  identity: string;
  unique?: string;
  uniqueAny?: string;
  adventureResources: Record<string, number>;
  adventureCosts: Record<string, number>;
  adventureCommonCosts: Record<string, number>;
}

export interface CoverAdventure {
  adventureCommonCosts: Record<string, number>;
  adventureResources: Record<string, number>;
}

/** Search nodes one question may use, and all the questions of one deck validation together. */
export const NODE_BUDGET = 50_000;
export const DECK_NODE_BUDGET = 500_000;

/** A node allowance shared by several searches (one deck validation). */
export interface SearchBudget {
  left: number;
}

interface Kind {
  copies: number;
  own: number[];
  common: number[];
  keys: string[];
  anyKey?: string;
  /** Taking it never hurts and blocks nothing: no branching needed. */
  free: boolean;
  weight: number;
}

const get = (r: Record<string, number>, n: string) => (Object.hasOwn(r, n) ? r[n] : 0);

/**
 * How many players (up to `maxPlayers`, 1 or 2) could each cover the adventure's costs, or
 * only its cost `only` when given (its other costs ignored). `null` when the search budget ran out.
 */
export function playersCovering(
  adventure: CoverAdventure,
  supports: readonly CoverCard[],
  maxPlayers: 1 | 2 = 2,
  only?: string,
  budget?: SearchBudget,
): 0 | 1 | 2 | null {
  const two = maxPlayers === 2 ? canCover(adventure, supports, 2, only, budget) : false;
  if (two === true) return 2;
  const one = canCover(adventure, supports, 1, only, budget);
  if (one === undefined) return null;
  if (!one) return 0;
  return two === undefined ? null : 1;
}

/** True / false, or undefined past the node budget. */
export function canCover(
  adventure: CoverAdventure,
  supports: readonly CoverCard[],
  players: 1 | 2,
  only?: string,
  budget: SearchBudget = { left: NODE_BUDGET },
): boolean | undefined {
  const needOf = (n: string) => (only === undefined || n === only ? get(adventure.adventureCommonCosts, n) : 0) - get(adventure.adventureResources, n);
  // The names that matter: the adventure's costs, then the costs the useful cards bring.
  const names: string[] = Object.keys(adventure.adventureCommonCosts).filter((n) => (only === undefined || n === only) && needOf(n) > 0);
  if (names.length === 0) return true;
  const relevant = new Set(names);
  const usable = supports.filter((s) => Number.isFinite(s.copies) && s.copies >= 1);
  const useful = new Set<CoverCard>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of usable) {
      if (useful.has(s)) continue;
      if (!someOf(relevant, (n) => get(s.adventureResources, n) - get(s.adventureCosts, n) > 0)) continue;
      useful.add(s);
      grew = true;
      for (const n of [...Object.keys(s.adventureCosts), ...Object.keys(s.adventureCommonCosts)]) {
        if (!relevant.has(n) && (get(s.adventureCosts, n) > 0 || get(s.adventureCommonCosts, n) > 0)) {
          relevant.add(n);
          names.push(n);
        }
      }
    }
  }
  const need = names.map(needOf);
  const identityCount = new Map<string, number>();
  for (const s of useful) identityCount.set(s.identity, (identityCount.get(s.identity) ?? 0) + 1);

  const kinds: Kind[] = [...useful].map((s) => {
    const own = names.map((n) => get(s.adventureResources, n) - get(s.adventureCosts, n));
    const common = names.map((n) => Math.max(0, get(s.adventureCommonCosts, n)));
    const keys = [`i:${s.identity}`, ...(s.unique !== undefined ? [`u:${s.unique}`] : [])];
    const free =
      own.every((v) => v >= 0) && common.every((v) => v === 0) && s.unique === undefined && s.uniqueAny === undefined && identityCount.get(s.identity) === 1;
    const weight = own.reduce((a, v) => a + Math.max(0, v), 0);
    return { copies: Math.min(Math.floor(s.copies), players), own, common, keys, anyKey: s.uniqueAny, free, weight };
  });
  kinds.sort((a, b) => Number(b.free) - Number(a.free) || b.weight - a.weight);

  return search(kinds, need, players, budget);
}

function someOf(names: ReadonlySet<string>, test: (n: string) => boolean): boolean {
  for (const n of names) if (test(n)) return true;
  return false;
}

function search(kinds: Kind[], need: number[], players: 1 | 2, shared: SearchBudget): boolean | undefined {
  const m = need.length;
  const n = kinds.length;
  // Optimistic supply still to come, per player and for all players together.
  const suffix: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m).fill(0));
  const suffixAll: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = 0; j < m; j++) {
      const pos = Math.max(0, kinds[i].own[j]);
      suffix[i][j] = suffix[i + 1][j] + pos;
      suffixAll[i][j] = suffixAll[i + 1][j] + pos * kinds[i].copies;
    }
  }
  const own = Array.from({ length: players }, () => new Array<number>(m).fill(0));
  const common = new Array<number>(m).fill(0);
  const used = Array.from({ length: players }, () => new Map<string, number>());
  const usedAny = new Set<string>();
  let budget = Math.min(NODE_BUDGET, shared.left);
  const start = budget;

  const satisfied = () => {
    for (let p = 0; p < players; p++) for (let j = 0; j < m; j++) if (own[p][j] - common[j] < need[j]) return false;
    return true;
  };
  const hopeless = (i: number) => {
    for (let j = 0; j < m; j++) {
      let sum = 0;
      for (let p = 0; p < players; p++) {
        if (own[p][j] - common[j] + suffix[i][j] < need[j]) return true;
        sum += own[p][j];
      }
      if (sum - players * common[j] + suffixAll[i][j] < players * need[j]) return true;
    }
    return false;
  };
  const take = (k: Kind, p: number, sign: 1 | -1) => {
    for (let j = 0; j < m; j++) own[p][j] += sign * k.own[j];
    for (const key of k.keys) used[p].set(key, (used[p].get(key) ?? 0) + sign);
  };
  const blocked = (k: Kind, p: number) => k.keys.some((key) => (used[p].get(key) ?? 0) > 0);

  /** The ways to hand out kind k: sets of players, biggest first. */
  const options = (k: Kind): number[][] => {
    const all = players === 1 ? [[0], []] : [[0, 1], [0], [1], []];
    return all.filter((set) => set.length <= k.copies && (!k.free || set.length === Math.min(k.copies, players)));
  };

  const dfs = (i: number): boolean | undefined => {
    if (satisfied()) return true;
    if (i === n || hopeless(i)) return false;
    if (--budget < 0) return undefined;
    const k = kinds[i];
    const symmetric = players === 2 && own[0].every((v, j) => v === own[1][j]) && sameKeys(used[0], used[1]);
    let unknown = false;
    for (const set of options(k)) {
      if (symmetric && set.length === 1 && set[0] === 1) continue;
      if (set.some((p) => blocked(k, p))) continue;
      if (k.anyKey !== undefined && set.length > 0 && (usedAny.has(k.anyKey) || set.length > 1)) continue;
      for (const p of set) take(k, p, 1);
      for (let j = 0; j < m; j++) common[j] += set.length * k.common[j];
      if (k.anyKey !== undefined && set.length > 0) usedAny.add(k.anyKey);
      const r = dfs(i + 1);
      if (k.anyKey !== undefined && set.length > 0) usedAny.delete(k.anyKey);
      for (let j = 0; j < m; j++) common[j] -= set.length * k.common[j];
      for (const p of set) take(k, p, -1);
      if (r === true) return true;
      if (r === undefined) unknown = true;
      if (budget < 0) return undefined;
    }
    return unknown ? undefined : false;
  };
  const answer = dfs(0);
  shared.left -= start - Math.max(0, budget);
  return answer;
}

function sameKeys(a: Map<string, number>, b: Map<string, number>): boolean {
  for (const [k, v] of a) if ((b.get(k) ?? 0) !== v) return false;
  for (const [k, v] of b) if ((a.get(k) ?? 0) !== v) return false;
  return true;
}
