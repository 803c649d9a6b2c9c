-- Versions of the data app servers keep in memory (lib/services/data-versions.ts): every
-- catalog import bumps the "catalog" row in its own transaction, and each server reads that
-- row (one primary-key lookup) to know whether its catalog is current.
CREATE TABLE "DataVersion" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "version" INTEGER NOT NULL DEFAULT 0
);
INSERT INTO "DataVersion" ("name", "version") VALUES ('catalog', 1);

-- Search reads the catalog held in memory (lib/services/catalog-search-index.ts), not the FTS5
-- table of 0002_card_fts: it goes, with its trigger.
DROP TRIGGER "card_fts_after_card_delete";
DROP TABLE "card_fts";
