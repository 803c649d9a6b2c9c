-- Hand-written, PostgreSQL only (no semicolon inside a comment here: see 0002).
-- Counting a game's public decks (the public listing's total) reads a small partial index
-- instead of the Deck table: SQLite counts through the partial indexes of its 0012, but
-- PostgreSQL's planner prefers a scan of the table over those wide ones.
CREATE INDEX "Deck_public_gameSlug_idx" ON "Deck"("gameSlug") WHERE "visibility" = 'public';

-- The public listing's name filter (ILIKE '%…%') finds its decks by trigram, not by reading
-- every public deck's name.
CREATE INDEX "Deck_public_name_trgm_idx" ON "Deck" USING gin ("name" gin_trgm_ops) WHERE "visibility" = 'public';
