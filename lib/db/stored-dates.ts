/**
 * A DateTime column read raw in JSON, as the engine writes it: Prisma's libSQL adapter stores
 * `toISOString()` with `+00:00` for `Z` (23 characters, then the offset); the PostgreSQL
 * statements (lib/db/sql/postgres.ts, `jsonDate`) write `toISOString()` itself.
 */
const STORED_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}(\+00:00|Z)$/;

/**
 * A DateTime column read raw (as JSON gives it: the adapter's text, or milliseconds) in
 * `toISOString()` form. The stored text needs no Date: parsing one costs a
 * microsecond or more, which on a listing page of 50 decks was most of the page's work.
 */
export function isoDate(stored: string | number): string {
  return typeof stored === "string" && STORED_UTC.test(stored) ? `${stored.slice(0, 23)}Z` : new Date(stored).toISOString();
}
