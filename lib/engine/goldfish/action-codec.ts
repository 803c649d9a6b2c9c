/**
 * The action list in the URL: `?seed=…&a=g_n_b.12.1.0_n` — actions separated by `_`, each a
 * short verb and its arguments separated by `.`. Only letters, digits, `-`, `.` and `_`
 * appear, which URLSearchParams leaves as they are, so a shared link stays readable.
 */
import { gameText, type GameText } from "./game-text";
import type { ActionToken } from "./types";

/** The longest action list a URL may carry (a long goldfish game is a few dozen). */
export const MAX_ACTIONS = 1000;

const VERB = /^[a-z]{1,12}$/;
const ARG = /^[a-z0-9-]{1,24}$/;

/** A list that is not one: `message` in English, `says` the same for the page (game-text.ts). */
export type DecodedList = { ok: true; tokens: ActionToken[] } | { ok: false; index: number; message: string; says: GameText };

const notAList = (index: number, says: GameText): DecodedList => ({ ok: false, index, message: says.text, says });

/** Splits the `a` parameter into tokens; an empty or absent parameter is no action. */
export function parseActionList(text: string | null | undefined): DecodedList {
  const raw = (text ?? "").trim();
  if (raw === "") return { ok: true, tokens: [] };
  const parts = raw.split("_");
  const max = String(MAX_ACTIONS); // a string: "1000" in every language, as the English text says it
  if (parts.length > MAX_ACTIONS) return notAList(MAX_ACTIONS, gameText("link.tooMany", `At most ${max} actions fit in a link.`, { max }));
  const tokens: ActionToken[] = [];
  for (let i = 0; i < parts.length; i++) {
    const [verb, ...args] = parts[i].split(".");
    if (!VERB.test(verb) || !args.every((a) => ARG.test(a))) {
      const token = parts[i].slice(0, 40);
      return notAList(i, gameText("link.notAnAction", `Action ${i + 1} ("${token}") is not an action.`, { action: i + 1, token }));
    }
    tokens.push({ verb, args });
  }
  return { ok: true, tokens };
}

export function formatToken(token: ActionToken): string {
  if (!VERB.test(token.verb) || !token.args.every((a) => ARG.test(a))) throw new RangeError(`not a URL action: ${JSON.stringify(token)}`);
  return [token.verb, ...token.args].join(".");
}

export function formatActionList(tokens: readonly ActionToken[]): string {
  return tokens.map(formatToken).join("_");
}

/** An integer argument (`-3`, `0`, `12`) within [min, max], or undefined. */
export function intArg(text: string | undefined, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text === undefined || !/^-?(0|[1-9][0-9]{0,8})$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}
