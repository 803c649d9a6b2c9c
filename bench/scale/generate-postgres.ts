/**
 * The scale bench's database on PostgreSQL: the same seeded rows as generate.ts writes into
 * SQLite (100,000 users, 1,000,000 decks with 6 catalog cards each, 10,000 player-made cards
 * in 1,000 sets), written with generate_series into a database that is migrated and holds the
 * catalog. Secondary indexes are dropped while rows go in and made again at the end; triggers
 * and foreign-key checks are off meanwhile (session_replication_role = replica; Deck.cardCount
 * is written with the deck); then
 * VACUUM ANALYZE, so the planner and index-only scans see the table as a live one would be.
 */
import pg from "pg";
import { SCALE } from "./generate";

const GAMES = ["dark-eden", "dark-eden", "dark-eden", "dark-eden", "dark-eden", "dark-eden", "got-cgs", "got-cgs", "battle-for-eden", "eden-skirmish"];
const TABLES = ["User", "Deck", "DeckEntry", "PlayerSet", "PlayerCard"];

const ts = (expr: string) => `(to_timestamp(1700000000 + ${expr}) AT TIME ZONE 'UTC')`;

export async function generateScalePostgres(url: string, scale = SCALE): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const q = (sql: string, values: unknown[] = []) => client.query(sql, values);
    const indexes = (
      await q(
        `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
         FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
         WHERE t.relname = ANY($1) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
        [TABLES],
      )
    ).rows as { name: string; def: string }[];
    await q("BEGIN");
    // No foreign-key or trigger work per row while rows go in (the rows are consistent by construction).
    await q("SET LOCAL session_replication_role = replica");
    await q("SET LOCAL maintenance_work_mem = '512MB'");
    await q("SET LOCAL work_mem = '256MB'");
    for (const index of indexes) await q(`DROP INDEX ${index.name}`);
    // Each game's catalog codes as one array: a deck's cards are picked by position, with no join per row.
    await q(
      `CREATE TEMP TABLE game_codes AS SELECT "gameSlug" AS game, array_agg("code" ORDER BY "id") AS codes, count(*)::int AS n FROM "Card" GROUP BY "gameSlug"`,
    );
    await q(`CREATE TEMP TABLE deck_games (g int PRIMARY KEY, slug text)`);
    await q(`INSERT INTO deck_games VALUES ${GAMES.map((g, i) => `(${i}, '${g}')`).join(", ")}`);
    await q(
      `INSERT INTO "User" ("id", "username", "passwordHash", "createdAt")
       SELECT 'u' || lpad(i::text, 6, '0'), 'player' || lpad(i::text, 6, '0'), 'not-a-hash', ${ts("i")} FROM generate_series(0, ${scale.users - 1}) i`,
    );
    // Deck k = i + 1 (SQLite's rowid in generate.ts); ids rise with creation time, as cuids do.
    await q(
      `INSERT INTO "Deck" ("id", "ownerId", "gameSlug", "name", "visibility", "headers", "version", "legal", "forkedFromId", "copyCount", "cardCount", "createdAt", "updatedAt")
       SELECT 'd' || lpad(i::text, 7, '0'), 'u' || lpad((i % ${scale.users})::text, 6, '0'), dg.slug, 'Deck ' || i,
              CASE i % 3 WHEN 0 THEN 'public' WHEN 1 THEN 'private' ELSE 'unlisted' END, '{}', 1, i % 2 = 1, NULL, (i * 7) % 13,
              (SELECT sum(1 + (i + 1 + j) % 3) FROM generate_series(0, least(${scale.entriesPerDeck}, gc.n) - 1) j),
              ${ts("i * 30")}, ${ts("i * 30 + 600")}
       FROM generate_series(0, ${scale.decks - 1}) i JOIN deck_games dg ON dg.g = i % ${GAMES.length} JOIN game_codes gc ON gc.game = dg.slug`,
    );
    await q(
      `INSERT INTO "DeckEntry" ("deckId", "section", "cardCode", "quantity")
       SELECT d."id", 'main', gc.codes[(k * 7 + j) % gc.n + 1], 1 + (k + j) % 3
       FROM (SELECT "id", "gameSlug", substr("id", 2)::int + 1 AS k FROM "Deck") d
       JOIN game_codes gc ON gc.game = d."gameSlug"
       CROSS JOIN generate_series(0, ${scale.entriesPerDeck - 1}) j
       WHERE j < gc.n`,
    );
    await q(
      `INSERT INTO "PlayerSet" ("id", "ownerId", "gameSlug", "name", "code", "visibility", "version", "extras", "cardCount", "createdAt", "updatedAt")
       SELECT 's' || lpad(i::text, 5, '0'), 'u' || lpad(((i * 97) % ${scale.users})::text, 6, '0'), 'dark-eden', 'Set ' || i, 'set' || i,
              CASE i % 2 WHEN 0 THEN 'public' ELSE 'private' END, 1, '{}', ${scale.cardsPerSet}, ${ts("i")}, ${ts("i")}
       FROM generate_series(0, ${scale.playerSets - 1}) i`,
    );
    await q(
      `INSERT INTO "PlayerCard" ("setId", "code", "name", "type", "search", "data")
       SELECT s."id", 'card-' || n, 'Player card ' || s.k || ' ' || n, 'warrior', 'player card ' || s.k || ' ' || n,
              json_build_object('code', 'card-' || n, 'name', 'Player card ' || s.k || ' ' || n, 'type', 'warrior')::text
       FROM (SELECT "id", substr("id", 2)::int + 1 AS k FROM "PlayerSet") s CROSS JOIN generate_series(0, ${scale.cardsPerSet - 1}) n`,
    );
    for (const index of indexes) await q(index.def);
    await q("COMMIT");
    await q("VACUUM ANALYZE");
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}
