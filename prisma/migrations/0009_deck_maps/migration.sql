-- CreateTable
CREATE TABLE "DeckMap" (
    "deckId" TEXT NOT NULL,
    "mapId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("deckId", "mapId"),
    CONSTRAINT "DeckMap_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "Deck" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DeckMap_mapId_fkey" FOREIGN KEY ("mapId") REFERENCES "EdenMap" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "DeckMap_mapId_idx" ON "DeckMap"("mapId");

