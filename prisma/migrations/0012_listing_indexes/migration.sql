-- Listings at 1,000,000 decks (docs/performance.md, "Listings at scale").

-- A deck's card count, stored: listings read one column instead of summing every entry of
-- every deck on the page. The triggers below keep it equal to the sum of its entries'
-- quantities inside the statement that changes an entry, so every path that writes entries
-- (create, save, fork, import, restore, delete) keeps it in step without knowing of it.
ALTER TABLE "Deck" ADD COLUMN "cardCount" INTEGER NOT NULL DEFAULT 0;

UPDATE "Deck" SET "cardCount" = (SELECT coalesce(sum("quantity"), 0) FROM "DeckEntry" WHERE "DeckEntry"."deckId" = "Deck"."id");

CREATE TRIGGER "DeckEntry_cardCount_insert" AFTER INSERT ON "DeckEntry" BEGIN
  UPDATE "Deck" SET "cardCount" = "cardCount" + NEW."quantity" WHERE "id" = NEW."deckId";
END;

CREATE TRIGGER "DeckEntry_cardCount_delete" AFTER DELETE ON "DeckEntry" BEGIN
  UPDATE "Deck" SET "cardCount" = "cardCount" - OLD."quantity" WHERE "id" = OLD."deckId";
END;

CREATE TRIGGER "DeckEntry_cardCount_update" AFTER UPDATE OF "quantity", "deckId" ON "DeckEntry" BEGIN
  UPDATE "Deck" SET "cardCount" = "cardCount" - OLD."quantity" WHERE "id" = OLD."deckId";
  UPDATE "Deck" SET "cardCount" = "cardCount" + NEW."quantity" WHERE "id" = NEW."deckId";
END;

-- Public decks (lib/services/public-decks.ts), newest or most copied first, of one game or of
-- all: partial indexes over public decks only, in the listing's exact order (ties by id), with
-- the id and name in the index so that skipping to a page, counting and the name filter read
-- no table rows. Prisma cannot declare partial indexes: they live here only, and a
-- `prisma migrate diff` against a database offers to drop them — keep them.
DROP INDEX "Deck_gameSlug_visibility_createdAt_idx";
DROP INDEX "Deck_gameSlug_visibility_copyCount_idx";
CREATE INDEX "Deck_public_gameSlug_createdAt_idx" ON "Deck"("gameSlug", "createdAt" DESC, "id", "name") WHERE "visibility" = 'public';
CREATE INDEX "Deck_public_gameSlug_copyCount_idx" ON "Deck"("gameSlug", "copyCount" DESC, "createdAt" DESC, "id", "name") WHERE "visibility" = 'public';
CREATE INDEX "Deck_public_createdAt_idx" ON "Deck"("createdAt" DESC, "id", "name") WHERE "visibility" = 'public';
CREATE INDEX "Deck_public_copyCount_idx" ON "Deck"("copyCount" DESC, "createdAt" DESC, "id", "name") WHERE "visibility" = 'public';

-- "Decks that use it": the card's entries with their copies, so the walk reads no entry rows.
DROP INDEX "DeckEntry_cardCode_deckId_idx";
CREATE INDEX "DeckEntry_cardCode_deckId_quantity_idx" ON "DeckEntry"("cardCode", "deckId", "quantity");
