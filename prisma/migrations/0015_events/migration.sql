-- Events (CONTRACTS §9): events, registrations with frozen deck lists, rounds and tables. New tables only.
-- CreateTable
CREATE TABLE "Event" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organizerId" TEXT NOT NULL,
    "gameSlug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "format" TEXT,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "startsAt" DATETIME NOT NULL,
    "registrationClosesAt" DATETIME NOT NULL,
    "closedAt" DATETIME,
    "cancelledAt" DATETIME,
    "publishedAt" DATETIME,
    "roundCount" INTEGER NOT NULL DEFAULT 0,
    "cutSize" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "EventRegistration" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "eventId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "deckId" TEXT,
    "deckName" TEXT NOT NULL,
    "list" TEXT NOT NULL,
    "legal" BOOLEAN NOT NULL,
    "validation" TEXT NOT NULL,
    "droppedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "EventRegistration_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EventRound" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "eventId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EventRound_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EventTable" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "roundId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "seats" TEXT NOT NULL,
    "result" TEXT,
    "games" TEXT,
    CONSTRAINT "EventTable_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "EventRound" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Event_organizerId_createdAt_idx" ON "Event"("organizerId", "createdAt");

-- CreateIndex
CREATE INDEX "Event_visibility_gameSlug_startsAt_idx" ON "Event"("visibility", "gameSlug", "startsAt");

-- CreateIndex
CREATE INDEX "EventRegistration_userId_idx" ON "EventRegistration"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "EventRegistration_eventId_userId_key" ON "EventRegistration"("eventId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "EventRound_eventId_number_key" ON "EventRound"("eventId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "EventTable_roundId_number_key" ON "EventTable"("roundId", "number");

