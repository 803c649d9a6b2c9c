/**
 * The era-deck headers of a deck list (CONTRACTS §2, got-cgs), read as the card pack
 * instructions would state them (GOT CGS rules, "Card packs ▶ Instructions"): the number
 * of players, the cards to burn off (a count or a percentage), the play mode, and whether
 * the deck is built for the high number of players. A bad value is an error of its own.
 */
import { type Issue, finding } from "../types";

export type Burnoff = { kind: "count"; count: number } | { kind: "percent"; numerator: number; denominator: number; text: string };
export type PlayMode = "pap" | "epic";

export interface EraHeaders {
  /** Undefined when the header is absent or bad. */
  players?: number;
  /** Undefined when the header is bad; absent means 0 ("If none is specified, 0 is assumed"). */
  burnoff?: Burnoff;
  /** Undefined when the header is bad; absent means PAP ("the player-against-player play mode is assumed"). */
  playmode?: PlayMode;
  hnp: boolean;
}

export const HEADER_CODES = {
  players: "GOT_BAD_PLAYERS",
  burnoff: "GOT_BAD_BURNOFF",
  playmode: "GOT_BAD_PLAYMODE",
  hnp: "GOT_BAD_HNP",
} as const;

const show = (s: string) => JSON.stringify(s.length > 40 ? `${s.slice(0, 39)}…` : s);

export function readEraHeaders(raw: Record<string, string> | undefined): { headers: EraHeaders; errors: Issue[] } {
  const h = raw && typeof raw === "object" ? raw : {};
  const errors: Issue[] = [];
  const headers: EraHeaders = { hnp: false, burnoff: { kind: "count", count: 0 }, playmode: "pap" };

  // GOT CGS rules, "Card packs ▶ Instructions": the standard (or high) number of players.
  const players = text(h, "players");
  if (players !== "") {
    const n = /^\d{1,6}$/.test(players) ? Number(players) : NaN;
    if (n >= 1) headers.players = n;
    else errors.push(finding(HEADER_CODES.players, [], { value: show(players) }));
  }

  // GOT CGS rules, "Card packs ▶ Instructions": a number of cards to burn off, or a percentage of the cards in the deck.
  const burnoff = text(h, "burnoff");
  if (burnoff !== "") {
    const b = parseBurnoff(burnoff);
    if (b) headers.burnoff = b;
    else {
      delete headers.burnoff;
      errors.push(
        finding(HEADER_CODES.burnoff, [], {
          value: show(burnoff),
        }),
      );
    }
  }

  // GOT CGS rules, "Playing ▶ Play modes": player-against-player (PAP) or epic.
  const playmode = text(h, "playmode").toLowerCase();
  if (playmode !== "") {
    if (playmode === "pap" || playmode === "epic") headers.playmode = playmode;
    else {
      delete headers.playmode;
      errors.push(
        finding(HEADER_CODES.playmode, [], {
          value: show(text(h, "playmode")),
        }),
      );
    }
  }

  // GOT CGS rules, "Card packs ▶ Customize a session pack": era decks for the high number of players.
  const hnp = text(h, "hnp").toLowerCase();
  if (hnp === "yes") headers.hnp = true;
  else if (hnp !== "" && hnp !== "no") errors.push(finding(HEADER_CODES.hnp, [], { value: show(text(h, "hnp")) }));

  return { headers, errors };
}

/** A header's value, trimmed ("" when absent). */
function text(h: Record<string, string>, key: string): string {
  return typeof h[key] === "string" ? h[key].trim() : "";
}

function parseBurnoff(text: string): Burnoff | undefined {
  if (/^\d{1,7}$/.test(text)) return { kind: "count", count: Number(text) };
  const m = /^(\d{1,3})(?:[.,](\d{1,4}))?\s*%$/.exec(text);
  if (!m) return undefined;
  const decimals = m[2] ?? "";
  const denominator = 100 * 10 ** decimals.length;
  const numerator = Number(m[1] + decimals);
  if (numerator > denominator) return undefined;
  return { kind: "percent", numerator, denominator, text: `${m[1]}${decimals ? `.${decimals}` : ""}%` };
}
