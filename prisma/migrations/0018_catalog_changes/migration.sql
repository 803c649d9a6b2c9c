-- Catalog changes (CONTRACTS §11, issue #46): every catalog import that changes a game's cards
-- records its changes under the new catalog version (lib/catalog-changes/record.ts).
CREATE TABLE "CatalogChange" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "version" INTEGER NOT NULL,
    "gameSlug" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "change" TEXT NOT NULL,
    "fields" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "CatalogChange_gameSlug_version_idx" ON "CatalogChange"("gameSlug", "version");
CREATE INDEX "CatalogChange_gameSlug_code_version_idx" ON "CatalogChange"("gameSlug", "code", "version");

-- A deck remembers the catalog version of its last save, the check it passed then, and how far
-- its owner has seen the changes since; a registration the version its list was checked under.
-- Plain ADD COLUMNs: "Deck" is not redefined, so the partial indexes of 0012 stay.
ALTER TABLE "Deck" ADD COLUMN "catalogVersion" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Deck" ADD COLUMN "savedCheck" TEXT;
ALTER TABLE "Deck" ADD COLUMN "changesSeen" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "EventRegistration" ADD COLUMN "catalogVersion" INTEGER NOT NULL DEFAULT 0;

-- What exists was saved (or registered) under today's catalog: nothing is "changed since" yet.
UPDATE "Deck" SET
    "catalogVersion" = COALESCE((SELECT "version" FROM "DataVersion" WHERE "name" = 'catalog'), 0),
    "changesSeen" = COALESCE((SELECT "version" FROM "DataVersion" WHERE "name" = 'catalog'), 0);
UPDATE "EventRegistration" SET
    "catalogVersion" = COALESCE((SELECT "version" FROM "DataVersion" WHERE "name" = 'catalog'), 0);
