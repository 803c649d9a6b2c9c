/**
 * Replaying a goldfish game: the set-up from the seed, then every action of the list in
 * order, each drawing any randomness (reshuffles) from the same generator. A refused action
 * stops the replay there, so a hand-edited link shows the game up to its last legal step.
 */
import { makeRng, type Rng, type Seed } from "../rng";
import { formatActionList, parseActionList } from "./action-codec";
import { gameText, type GameText } from "./game-text";
import type { ActionToken, GoldfishRules } from "./types";

export interface Refusal {
  /** 0-based position of the refused action in the list. */
  index: number;
  token: string;
  reason: string;
  /** The reason for the page, in the reader's language (game-text.ts). */
  says: GameText;
}

export interface Replay<S, A> {
  state: S;
  /** The actions that were applied (all of them unless one was refused). */
  actions: A[];
  tokens: ActionToken[];
  refused?: Refusal;
  /** The generator where the last applied action left it: the next action continues from here. */
  rng: Rng;
}

export function replay<I, S, A>(rules: GoldfishRules<I, S, A>, input: I, seed: Seed, actionList: string | readonly ActionToken[]): Replay<S, A> {
  let rng = makeRng(seed);
  let state = rules.setUp(input, rng);
  const parsed = typeof actionList === "string" ? parseActionList(actionList) : { ok: true as const, tokens: [...actionList] };
  const applied: A[] = [];
  const tokens: ActionToken[] = [];
  const list = parsed.ok ? parsed.tokens : [];
  for (let i = 0; i < list.length; i++) {
    const token = list[i];
    const text = [token.verb, ...token.args].join(".");
    const action = rules.decode(token);
    if (action === undefined) {
      const says = gameText("link.notOfThisGame", `"${text}" is not an action of this game.`, { token: text });
      return { state, actions: applied, tokens, rng, refused: { index: i, token: text, reason: says.text, says } };
    }
    const outcome = attempt(rules, input, state, action, rng);
    if (!outcome.ok) return { state, actions: applied, tokens, rng, refused: { index: i, token: text, reason: outcome.reason, says: outcome.says } };
    state = outcome.state;
    rng = outcome.rng;
    applied.push(action);
    tokens.push(token);
  }
  if (!parsed.ok) return { state, actions: applied, tokens, rng, refused: { index: parsed.index, token: "", reason: parsed.message, says: parsed.says } };
  return { state, actions: applied, tokens, rng };
}

/**
 * One action tried on a copy of the generator: a refused action leaves the game and the
 * generator as they were, an applied one returns the advanced copy.
 */
export function attempt<I, S, A>(
  rules: GoldfishRules<I, S, A>,
  input: I,
  state: S,
  action: A,
  rng: Rng,
): { ok: true; state: S; rng: Rng } | { ok: false; reason: string; says: GameText } {
  const trial = rng.clone();
  const outcome = rules.apply(input, state, action, trial);
  return outcome.ok ? { ok: true, state: outcome.state, rng: trial } : outcome;
}

/** The query string of a game: `seed=…&a=…` (the `a` left out when there is no action). */
export function gameQuery(seed: string, tokens: readonly ActionToken[]): string {
  const params = new URLSearchParams({ seed });
  if (tokens.length > 0) params.set("a", formatActionList(tokens));
  return params.toString();
}
