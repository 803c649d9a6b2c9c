/**
 * Where a card's face picture is (docs/faces.md): a catalog card's under /api/v1/cards, a
 * player-made card's (its code qualified as `set-id/code`, as deck lists write it) under its set.
 */
export function faceUrl(game: string, code: string, locale: string): string {
  const slash = code.indexOf("/");
  const query = `?locale=${encodeURIComponent(locale)}`;
  if (slash > 0) {
    const set = code.slice(0, slash);
    const own = code.slice(slash + 1);
    return `/api/v1/sets/${encodeURIComponent(set)}/cards/${encodeURIComponent(own)}/face.svg${query}`;
  }
  return `/api/v1/cards/${encodeURIComponent(game)}/${encodeURIComponent(code)}/face.svg${query}`;
}

/** A face's drawn size in CSS pixels at 1:1 (63 × 88 mm; a Gardener of Thoughts gold card is larger, its picture keeps its own ratio). */
export const FACE_WIDTH = 179;
export const FACE_HEIGHT = 250;
