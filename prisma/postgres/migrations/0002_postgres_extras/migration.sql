-- Hand-written: what prisma/postgres/schema.prisma cannot declare, the PostgreSQL forms of the
-- SQLite migrations' own SQL (0003, 0007, 0012 of prisma/migrations). Never regenerated: a
-- `prisma migrate diff` from a database offers to drop these indexes — keep them.

-- Trigram indexes for the collection's name and code filter (`ILIKE '%…%'` on folded names).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "CardName_folded_trgm_idx" ON "CardName" USING gin ("folded" gin_trgm_ops);

-- 0003: usernames are unique whatever their case.
CREATE UNIQUE INDEX "User_username_lower_key" ON "User"(lower("username"));

-- 0007: browsing a game's catalog orders by name, case-insensitively.
CREATE INDEX "Card_gameSlug_name_lower_idx" ON "Card"("gameSlug", lower("name"));

-- 0012: a deck's stored card count, kept equal to the sum of its entries' quantities by
-- triggers inside the statement that changes an entry.
-- The function's body is a U&'' string with \003B for each semicolon: Prisma's PostgreSQL
-- adapter runs a migration as statements split at every semicolon, so no statement (and no
-- comment) in this file may hold one.
CREATE FUNCTION "DeckEntry_cardCount"() RETURNS trigger LANGUAGE plpgsql AS U&'
BEGIN
  IF TG_OP IN (''DELETE'', ''UPDATE'') THEN
    UPDATE "Deck" SET "cardCount" = "cardCount" - OLD."quantity" WHERE "id" = OLD."deckId"\003B
  END IF\003B
  IF TG_OP IN (''INSERT'', ''UPDATE'') THEN
    UPDATE "Deck" SET "cardCount" = "cardCount" + NEW."quantity" WHERE "id" = NEW."deckId"\003B
  END IF\003B
  RETURN NULL\003B
END\003B
';
CREATE TRIGGER "DeckEntry_cardCount_insert" AFTER INSERT ON "DeckEntry" FOR EACH ROW EXECUTE FUNCTION "DeckEntry_cardCount"();
CREATE TRIGGER "DeckEntry_cardCount_delete" AFTER DELETE ON "DeckEntry" FOR EACH ROW EXECUTE FUNCTION "DeckEntry_cardCount"();
CREATE TRIGGER "DeckEntry_cardCount_update" AFTER UPDATE OF "quantity", "deckId" ON "DeckEntry" FOR EACH ROW EXECUTE FUNCTION "DeckEntry_cardCount"();

-- 0012: public decks, newest or most copied first, of one game or of all: partial indexes in
-- the listing's exact order (ties by id), with the name inside so the name filter reads no rows.
CREATE INDEX "Deck_public_gameSlug_createdAt_idx" ON "Deck"("gameSlug", "createdAt" DESC, "id") INCLUDE ("name") WHERE "visibility" = 'public';
CREATE INDEX "Deck_public_gameSlug_copyCount_idx" ON "Deck"("gameSlug", "copyCount" DESC, "createdAt" DESC, "id") INCLUDE ("name") WHERE "visibility" = 'public';
CREATE INDEX "Deck_public_createdAt_idx" ON "Deck"("createdAt" DESC, "id") INCLUDE ("name") WHERE "visibility" = 'public';
CREATE INDEX "Deck_public_copyCount_idx" ON "Deck"("copyCount" DESC, "createdAt" DESC, "id") INCLUDE ("name") WHERE "visibility" = 'public';

-- The catalog's version row (lib/services/data-versions.ts), as SQLite's 0016_data_versions.
INSERT INTO "DataVersion" ("name", "version") VALUES ('catalog', 1);
