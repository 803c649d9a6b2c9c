-- Catalog changes (CONTRACTS §11, issue #46), for a PostgreSQL database made before them. A fresh
-- database already has these tables and columns from the regenerated 0001_init (scripts/pg-schema.mjs),
-- so every statement here is written to do nothing when its object exists.
CREATE TABLE IF NOT EXISTS "CatalogChange" (
    "id" SERIAL NOT NULL,
    "version" INTEGER NOT NULL,
    "gameSlug" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "change" TEXT NOT NULL,
    "fields" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CatalogChange_pkey" PRIMARY KEY ("id")
);
CREATE INDEX IF NOT EXISTS "CatalogChange_gameSlug_version_idx" ON "CatalogChange"("gameSlug", "version");
CREATE INDEX IF NOT EXISTS "CatalogChange_gameSlug_code_version_idx" ON "CatalogChange"("gameSlug", "code", "version");

ALTER TABLE "Deck" ADD COLUMN IF NOT EXISTS "catalogVersion" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Deck" ADD COLUMN IF NOT EXISTS "savedCheck" TEXT;
ALTER TABLE "Deck" ADD COLUMN IF NOT EXISTS "changesSeen" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "EventRegistration" ADD COLUMN IF NOT EXISTS "catalogVersion" INTEGER NOT NULL DEFAULT 0;

-- What exists was saved (or registered) under today's catalog: nothing is "changed since" yet.
-- (Only rows still at 0: on a fresh database there are none.)
UPDATE "Deck" SET
    "catalogVersion" = COALESCE((SELECT "version" FROM "DataVersion" WHERE "name" = 'catalog'), 0),
    "changesSeen" = COALESCE((SELECT "version" FROM "DataVersion" WHERE "name" = 'catalog'), 0)
    WHERE "catalogVersion" = 0;
UPDATE "EventRegistration" SET
    "catalogVersion" = COALESCE((SELECT "version" FROM "DataVersion" WHERE "name" = 'catalog'), 0)
    WHERE "catalogVersion" = 0;
