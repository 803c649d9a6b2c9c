/**
 * A seeded, deterministic database at scale for the scale bench: 100,000 users, 1,000,000
 * decks (a third public) with 6 catalog cards each (fewer when a game has fewer), and 10,000 player-made cards in 1,000
 * sets, written with raw SQL in one transaction into a copy of a migrated database that
 * holds the catalog. Indexes and triggers are dropped while rows go in and made again at the
 * end, after the column the DeckEntry triggers keep (Deck.cardCount) is filled in one statement.
 */
import Database from "libsql";

export const SCALE = { users: 100_000, decks: 1_000_000, entriesPerDeck: 6, playerSets: 1_000, cardsPerSet: 10 };

const GAMES = ["dark-eden", "dark-eden", "dark-eden", "dark-eden", "dark-eden", "dark-eden", "got-cgs", "got-cgs", "battle-for-eden", "eden-skirmish"];
const TABLES = ["User", "Deck", "DeckEntry", "PlayerSet", "PlayerCard"];

/** Fills `file` (already migrated, with the catalog imported). */
export function generateScaleDatabase(file: string, scale = SCALE): void {
  const db = new Database(file);
  db.exec("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA cache_size=-400000; PRAGMA temp_store=MEMORY;");
  const indexes = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${TABLES.map(() => "?").join(", ")})`)
    .all(...TABLES) as { name: string; sql: string }[];
  const triggers = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN (${TABLES.map(() => "?").join(", ")})`)
    .all(...TABLES) as { name: string; sql: string }[];
  const games = `(${GAMES.map((g, i) => `SELECT ${i} AS g, '${g}' AS slug`).join(" UNION ALL ")})`;
  const ts = (expr: string) => `strftime('%Y-%m-%dT%H:%M:%S.000+00:00', 1700000000 + ${expr}, 'unixepoch')`;
  const series = (n: number) => `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${n - 1})`;
  db.exec("BEGIN");
  for (const index of indexes) db.exec(`DROP INDEX "${index.name}"`);
  for (const trigger of triggers) db.exec(`DROP TRIGGER "${trigger.name}"`);
  db.exec(`CREATE TEMP TABLE codes AS SELECT gameSlug AS game, row_number() OVER (PARTITION BY gameSlug ORDER BY id) - 1 AS i, code FROM "Card"`);
  db.exec(`CREATE INDEX temp.codes_game_i ON codes(game, i)`);
  db.exec(`CREATE TEMP TABLE game_sizes AS SELECT game, count(*) AS n FROM codes GROUP BY game`);
  db.exec(`CREATE UNIQUE INDEX temp.game_sizes_game ON game_sizes(game)`);
  db.exec(`CREATE TEMP TABLE deck_games AS SELECT g, slug FROM ${games}`);
  db.exec(
    `${series(scale.users)} INSERT INTO "User" (id, username, passwordHash, createdAt) SELECT printf('u%06d', i), printf('player%06d', i), 'not-a-hash', ${ts("i")} FROM n`,
  );
  // Deck ids rise with creation time, as cuids do.
  db.exec(
    `${series(scale.decks)} INSERT INTO "Deck" (id, ownerId, gameSlug, name, visibility, headers, version, legal, forkedFromId, copyCount, createdAt, updatedAt)
     SELECT printf('d%07d', i), printf('u%06d', i % ${scale.users}), dg.slug, printf('Deck %d', i),
            CASE i % 3 WHEN 0 THEN 'public' WHEN 1 THEN 'private' ELSE 'unlisted' END, '{}', 1, i % 2, NULL, (i * 7) % 13, ${ts("i * 30")}, ${ts("i * 30 + 600")}
     FROM n CROSS JOIN deck_games dg ON dg.g = i % ${GAMES.length}`,
  );
  db.exec(
    `${series(scale.entriesPerDeck)} INSERT INTO "DeckEntry" (deckId, section, cardCode, quantity)
     SELECT d.id, 'main', c.code, 1 + (d.rowid + n.i) % 3
     FROM "Deck" d CROSS JOIN game_sizes gs ON gs.game = d.gameSlug CROSS JOIN n ON n.i < gs.n CROSS JOIN codes c ON c.game = d.gameSlug AND c.i = (d.rowid * 7 + n.i) % gs.n
     ORDER BY d.rowid, n.i`,
  );
  db.exec(
    `${series(scale.playerSets)} INSERT INTO "PlayerSet" (id, ownerId, gameSlug, name, code, visibility, version, extras, cardCount, createdAt, updatedAt)
     SELECT printf('s%05d', i), printf('u%06d', (i * 97) % ${scale.users}), 'dark-eden', printf('Set %d', i), printf('set%d', i),
            CASE i % 2 WHEN 0 THEN 'public' ELSE 'private' END, 1, '{}', ${scale.cardsPerSet}, ${ts("i")}, ${ts("i")} FROM n`,
  );
  db.exec(
    `${series(scale.cardsPerSet)} INSERT INTO "PlayerCard" (setId, code, name, type, search, data)
     SELECT s.id, printf('card-%d', n.i), printf('Player card %d %d', s.rowid, n.i), 'warrior', printf('player card %d %d', s.rowid, n.i),
            json_object('code', printf('card-%d', n.i), 'name', printf('Player card %d %d', s.rowid, n.i), 'type', 'warrior')
     FROM "PlayerSet" s CROSS JOIN n`,
  );
  db.exec(`UPDATE "Deck" SET cardCount = s.n FROM (SELECT deckId, sum(quantity) AS n FROM "DeckEntry" GROUP BY deckId) AS s WHERE s.deckId = "Deck".id`);
  for (const index of indexes) db.exec(index.sql);
  for (const trigger of triggers) db.exec(trigger.sql);
  db.exec("COMMIT");
  db.exec("PRAGMA journal_mode=WAL;");
  db.close();
}
