-- Indexes for the listings players wait on (docs/performance.md).

-- "Decks that use it" (GET /api/v1/cards/:game/:code/decks): a card's entries in deck order,
-- walked newest deck first until a page of public ones is found.
CREATE INDEX "DeckEntry_cardCode_deckId_idx" ON "DeckEntry"("cardCode", "deckId");

-- Browsing a game's catalog without a query orders by name, case-insensitively
-- (lib/services/catalog.ts). Prisma cannot declare a collation on an index, so this one lives
-- here only: a `prisma migrate diff` from the schema will offer to drop it — keep it.
CREATE INDEX "Card_gameSlug_name_nocase_idx" ON "Card"("gameSlug", "name" COLLATE NOCASE);
