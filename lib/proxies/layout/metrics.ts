/** Text metrics every card face shares. */

/** The smallest text on a card, in points: legible at true size. */
export const MIN_FONT_PT = 6;
/** Line height as a multiple of the font size; the baseline sits {@link ASCENT} below a line's top. */
export const LEADING = 1.2;
export const ASCENT = 0.93;
export const ELLIPSIS = "…";
