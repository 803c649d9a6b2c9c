-- Player-made sets (CONTRACTS §6), their versions, and the set versions decks were saved against.

-- CreateTable
CREATE TABLE "PlayerSet" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT NOT NULL,
    "gameSlug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "visibility" TEXT NOT NULL DEFAULT 'private',
    "version" INTEGER NOT NULL DEFAULT 1,
    "status" TEXT,
    "year" INTEGER,
    "language" TEXT,
    "extras" TEXT NOT NULL DEFAULT '{}',
    "remixedFromId" TEXT,
    "cardCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PlayerSet_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PlayerCard" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "setId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "search" TEXT NOT NULL,
    "data" TEXT NOT NULL,
    CONSTRAINT "PlayerCard_setId_fkey" FOREIGN KEY ("setId") REFERENCES "PlayerSet" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PlayerSetVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "setId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "file" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PlayerSetVersion_setId_fkey" FOREIGN KEY ("setId") REFERENCES "PlayerSet" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DeckSetPin" (
    "deckId" TEXT NOT NULL,
    "setId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,

    PRIMARY KEY ("deckId", "setId"),
    CONSTRAINT "DeckSetPin_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "Deck" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "PlayerSet_ownerId_gameSlug_updatedAt_idx" ON "PlayerSet"("ownerId", "gameSlug", "updatedAt");

-- CreateIndex
CREATE INDEX "PlayerSet_gameSlug_visibility_updatedAt_idx" ON "PlayerSet"("gameSlug", "visibility", "updatedAt");

-- CreateIndex
CREATE UNIQUE INDEX "PlayerCard_setId_code_key" ON "PlayerCard"("setId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "PlayerSetVersion_setId_version_key" ON "PlayerSetVersion"("setId", "version");
