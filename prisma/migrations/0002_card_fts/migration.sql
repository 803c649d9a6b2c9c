-- Full-text search over every name of every card (CONTRACTS §1: names match case- and
-- diacritics-insensitively in every language). Not a Prisma model: prisma.config.ts lists
-- these tables as external. rowid = Card.id; `names` holds each name plus its folded copy
-- (NFD, marks stripped, ł→l), written by lib/services/catalog-import.ts.
CREATE VIRTUAL TABLE card_fts USING fts5(
    names,
    game UNINDEXED,
    tokenize = "unicode61 remove_diacritics 2"
);

CREATE TRIGGER card_fts_after_card_delete AFTER DELETE ON "Card" BEGIN
    DELETE FROM card_fts WHERE rowid = old.id;
END;
