import type { CreationMove, Refusal } from "./map-creation";
import { englishMapText } from "./map-english";

/**
 * The moves of a map creation as a short text for a shareable link: `u` draw face up, `d` draw
 * face down, `p3.-1` place at (3, −1), `o5.0` put the portal at (5, 0), `x` take the portal off,
 * `k` keep, `b` take a black tile; separated by `_`. Read in linear time with limits.
 */
export const MAX_LINK_MOVES = 600;
const PLACE = /^([po])(-?\d{1,2})\.(-?\d{1,2})$/;

export function movesToLink(moves: readonly CreationMove[]): string {
  return moves.map(moveText).join("_");
}

function moveText(m: CreationMove): string {
  if (m.type === "draw") return m.from === "face-up" ? "u" : "d";
  if (m.type === "place") return `p${m.at.q}.${m.at.r}`;
  if (m.type === "portal") return m.at ? `o${m.at.q}.${m.at.r}` : "x";
  return m.type === "keep" ? "k" : "b";
}

export type LinkRead = { ok: true; moves: CreationMove[] } | ({ ok: false } & Refusal);

/** A link that does not read, worded from maps.json `refusals.<key>`. */
const notRead = (key: string, values: Record<string, number | string>): LinkRead => ({
  ok: false,
  reason: englishMapText(`refusals.${key}`, values),
  key,
  values,
});

export function movesFromLink(text: string): LinkRead {
  if (text === "") return { ok: true, moves: [] };
  if (text.length > MAX_LINK_MOVES * 8) return notRead("linkTooLong", {});
  const parts = text.split("_");
  if (parts.length > MAX_LINK_MOVES) return notRead("linkTooMany", { max: MAX_LINK_MOVES });
  const moves: CreationMove[] = [];
  for (const [i, part] of parts.entries()) {
    if (part === "u" || part === "d") moves.push({ type: "draw", from: part === "u" ? "face-up" : "face-down" });
    else if (part === "x") moves.push({ type: "portal", at: null });
    else if (part === "k") moves.push({ type: "keep" });
    else if (part === "b") moves.push({ type: "black" });
    else {
      const m = PLACE.exec(part);
      if (!m) return notRead("linkNotAMove", { n: i + 1, part: part.slice(0, 12) });
      const at = { q: Number(m[2]), r: Number(m[3]) };
      moves.push(m[1] === "p" ? { type: "place", at } : { type: "portal", at });
    }
  }
  return { ok: true, moves };
}
