-- Art of catalog cards imported by the operator (cli import-art; docs/play-online.md).
-- CreateTable
CREATE TABLE "CatalogArt" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "gameSlug" TEXT NOT NULL,
    "cardCode" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "bytes" BLOB NOT NULL,
    "size" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "hash" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "CatalogArt_gameSlug_cardCode_key" ON "CatalogArt"("gameSlug", "cardCode");

