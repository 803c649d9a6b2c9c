/** Prisma's libSQL adapter stores a DateTime as `toISOString()` with `+00:00` for `Z` (23 characters, then the offset). */
const STORED_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/;

/**
 * A DateTime column read raw (as JSON gives it: the adapter's text, or milliseconds) in
 * `toISOString()` form. The adapter's own text needs no Date: parsing one costs a
 * microsecond or more, which on a listing page of 50 decks was most of the page's work.
 */
export function isoDate(stored: string | number): string {
  return typeof stored === "string" && STORED_UTC.test(stored) ? `${stored.slice(0, 23)}Z` : new Date(stored).toISOString();
}
