-- CreateTable
CREATE TABLE "Game" (
    "slug" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "CardSet" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "gameSlug" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "year" INTEGER,
    "language" TEXT,
    "extras" TEXT NOT NULL DEFAULT '{}',
    "source" TEXT,
    CONSTRAINT "CardSet_gameSlug_fkey" FOREIGN KEY ("gameSlug") REFERENCES "Game" ("slug") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Card" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "gameSlug" TEXT NOT NULL,
    "setId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "text" TEXT,
    "data" TEXT NOT NULL,
    CONSTRAINT "Card_gameSlug_fkey" FOREIGN KEY ("gameSlug") REFERENCES "Game" ("slug") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Card_setId_fkey" FOREIGN KEY ("setId") REFERENCES "CardSet" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CardName" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "cardId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "folded" TEXT NOT NULL,
    CONSTRAINT "CardName_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "username" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Deck" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT NOT NULL,
    "gameSlug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "visibility" TEXT NOT NULL DEFAULT 'private',
    "headers" TEXT NOT NULL DEFAULT '{}',
    "version" INTEGER NOT NULL DEFAULT 1,
    "legal" BOOLEAN NOT NULL DEFAULT false,
    "forkedFromId" TEXT,
    "copyCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Deck_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DeckEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "deckId" TEXT NOT NULL,
    "section" TEXT NOT NULL DEFAULT 'main',
    "cardCode" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    CONSTRAINT "DeckEntry_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "Deck" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DeckVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "deckId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "list" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DeckVersion_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "Deck" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CollectionEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "ownerId" TEXT NOT NULL,
    "gameSlug" TEXT NOT NULL,
    "cardCode" TEXT NOT NULL,
    "owned" INTEGER NOT NULL DEFAULT 0,
    "wanted" INTEGER NOT NULL DEFAULT 0,
    "forTrade" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "CollectionEntry_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SignInFailure" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "key" TEXT NOT NULL,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "CardSet_gameSlug_code_key" ON "CardSet"("gameSlug", "code");

-- CreateIndex
CREATE INDEX "Card_gameSlug_type_idx" ON "Card"("gameSlug", "type");

-- CreateIndex
CREATE INDEX "Card_gameSlug_name_idx" ON "Card"("gameSlug", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Card_gameSlug_code_key" ON "Card"("gameSlug", "code");

-- CreateIndex
CREATE INDEX "CardName_folded_idx" ON "CardName"("folded");

-- CreateIndex
CREATE UNIQUE INDEX "CardName_cardId_locale_key" ON "CardName"("cardId", "locale");

-- CreateIndex
CREATE UNIQUE INDEX "User_username_key" ON "User"("username");

-- CreateIndex
CREATE INDEX "Deck_ownerId_updatedAt_idx" ON "Deck"("ownerId", "updatedAt");

-- CreateIndex
CREATE INDEX "Deck_gameSlug_visibility_createdAt_idx" ON "Deck"("gameSlug", "visibility", "createdAt");

-- CreateIndex
CREATE INDEX "Deck_gameSlug_visibility_copyCount_idx" ON "Deck"("gameSlug", "visibility", "copyCount");

-- CreateIndex
CREATE UNIQUE INDEX "DeckEntry_deckId_section_cardCode_key" ON "DeckEntry"("deckId", "section", "cardCode");

-- CreateIndex
CREATE UNIQUE INDEX "DeckVersion_deckId_version_key" ON "DeckVersion"("deckId", "version");

-- CreateIndex
CREATE INDEX "CollectionEntry_ownerId_gameSlug_idx" ON "CollectionEntry"("ownerId", "gameSlug");

-- CreateIndex
CREATE UNIQUE INDEX "CollectionEntry_ownerId_gameSlug_cardCode_key" ON "CollectionEntry"("ownerId", "gameSlug", "cardCode");

-- CreateIndex
CREATE INDEX "SignInFailure_key_at_idx" ON "SignInFailure"("key", "at");

