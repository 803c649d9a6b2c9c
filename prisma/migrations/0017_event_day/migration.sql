-- Event day (CONTRACTS §9.1, issue 45): statuses, held rounds, the round timer, players'
-- reports, late entries, the result log, deleted accounts and the kept decklists PDF.
-- CreateTable
CREATE TABLE "EventLateEntry" (
    "eventId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("eventId", "userId"),
    CONSTRAINT "EventLateEntry_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EventResultLog" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "eventId" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "table" INTEGER NOT NULL,
    "actorName" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "before" TEXT,
    "after" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EventResultLog_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EventDecklistsPdf" (
    "eventId" TEXT NOT NULL PRIMARY KEY,
    "version" INTEGER NOT NULL,
    "bytes" BLOB NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EventDecklistsPdf_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EventReport" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tableId" TEXT NOT NULL,
    "registrationId" TEXT NOT NULL,
    "result" TEXT NOT NULL,
    "games" TEXT,
    "score" TEXT,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "EventReport_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "EventTable" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- New columns (ALTER TABLE … ADD COLUMN keeps every row as it is).
ALTER TABLE "Event" ADD COLUMN "finishedAt" DATETIME;
ALTER TABLE "Event" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Event" ADD COLUMN "listsVersion" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "EventRegistration" ADD COLUMN "firstRound" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "EventRegistration" ADD COLUMN "accountDeletedAt" DATETIME;
ALTER TABLE "EventRound" ADD COLUMN "publishedAt" DATETIME;
ALTER TABLE "EventRound" ADD COLUMN "timerRunning" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "EventRound" ADD COLUMN "timerEndsAt" DATETIME;
ALTER TABLE "EventRound" ADD COLUMN "timerLeftMs" INTEGER;
ALTER TABLE "EventTable" ADD COLUMN "score" TEXT;
ALTER TABLE "EventTable" ADD COLUMN "state" TEXT NOT NULL DEFAULT 'open';
ALTER TABLE "EventTable" ADD COLUMN "reports" INTEGER NOT NULL DEFAULT 0;

-- Rounds made before held rounds existed were published when made; their results were the organizer's.
UPDATE "EventRound" SET "publishedAt" = "createdAt";
UPDATE "EventTable" SET "state" = 'decided' WHERE "result" IS NOT NULL;


-- CreateIndex
CREATE INDEX "EventResultLog_eventId_id_idx" ON "EventResultLog"("eventId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "EventReport_tableId_registrationId_key" ON "EventReport"("tableId", "registrationId");

