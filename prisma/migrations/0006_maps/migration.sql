-- CreateTable
CREATE TABLE "EdenMap" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "visibility" TEXT NOT NULL DEFAULT 'private',
    "version" INTEGER NOT NULL DEFAULT 1,
    "map" TEXT NOT NULL,
    "legal" BOOLEAN NOT NULL DEFAULT false,
    "tileCount" INTEGER NOT NULL DEFAULT 0,
    "players" INTEGER NOT NULL DEFAULT 0,
    "forkedFromId" TEXT,
    "copyCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "EdenMap_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EdenMapVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "mapId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "map" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EdenMapVersion_mapId_fkey" FOREIGN KEY ("mapId") REFERENCES "EdenMap" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "EdenMap_ownerId_updatedAt_idx" ON "EdenMap"("ownerId", "updatedAt");

-- CreateIndex
CREATE INDEX "EdenMap_visibility_createdAt_idx" ON "EdenMap"("visibility", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "EdenMapVersion_mapId_version_key" ON "EdenMapVersion"("mapId", "version");

