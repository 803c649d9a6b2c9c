-- Sign-in and registration throttling: one counter row per key and time window (replaces the
-- per-failure rows of SignInFailure, which could not be counted atomically).
-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "SignInFailure";
PRAGMA foreign_keys=on;

-- CreateTable
CREATE TABLE "ThrottleCounter" (
    "key" TEXT NOT NULL,
    "window" INTEGER NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "expiresMinute" INTEGER NOT NULL,

    PRIMARY KEY ("key", "window")
);

-- CreateIndex
CREATE INDEX "ThrottleCounter_expiresMinute_idx" ON "ThrottleCounter"("expiresMinute");

