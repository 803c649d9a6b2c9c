-- Trading between players (CONTRACTS §8, docs/trading.md): binders, blocks, offers with their lines and history.
-- New tables only; the User table is not changed.
-- CreateTable
CREATE TABLE "TradeBinder" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "usernameKey" TEXT NOT NULL,
    "public" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "TradeBinder_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TradeBlock" (
    "blockerId" TEXT NOT NULL,
    "blockedId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("blockerId", "blockedId"),
    CONSTRAINT "TradeBlock_blockerId_fkey" FOREIGN KEY ("blockerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TradeBlock_blockedId_fkey" FOREIGN KEY ("blockedId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TradeOffer" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "fromId" TEXT,
    "toId" TEXT,
    "fromName" TEXT NOT NULL,
    "toName" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "counterOfId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" DATETIME,
    CONSTRAINT "TradeOffer_fromId_fkey" FOREIGN KEY ("fromId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "TradeOffer_toId_fkey" FOREIGN KEY ("toId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TradeOfferLine" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "offerId" TEXT NOT NULL,
    "direction" TEXT NOT NULL,
    "gameSlug" TEXT NOT NULL,
    "cardCode" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    CONSTRAINT "TradeOfferLine_offerId_fkey" FOREIGN KEY ("offerId") REFERENCES "TradeOffer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TradeOfferEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "offerId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "actorName" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TradeOfferEvent_offerId_fkey" FOREIGN KEY ("offerId") REFERENCES "TradeOffer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "TradeBinder_usernameKey_key" ON "TradeBinder"("usernameKey");

-- CreateIndex
CREATE INDEX "TradeBinder_public_idx" ON "TradeBinder"("public");

-- CreateIndex
CREATE INDEX "TradeBlock_blockedId_idx" ON "TradeBlock"("blockedId");

-- CreateIndex
CREATE INDEX "TradeOffer_fromId_status_createdAt_idx" ON "TradeOffer"("fromId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "TradeOffer_toId_status_createdAt_idx" ON "TradeOffer"("toId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "TradeOffer_counterOfId_idx" ON "TradeOffer"("counterOfId");

-- CreateIndex
CREATE UNIQUE INDEX "TradeOfferLine_offerId_direction_gameSlug_cardCode_key" ON "TradeOfferLine"("offerId", "direction", "gameSlug", "cardCode");

-- CreateIndex
CREATE INDEX "TradeOfferEvent_offerId_createdAt_idx" ON "TradeOfferEvent"("offerId", "createdAt");

