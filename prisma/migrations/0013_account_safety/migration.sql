-- Sessions carry the account's session version (lib/auth/session.ts): a password change or
-- "sign out everywhere" bumps it, and every token carrying the old value stops being a session.
ALTER TABLE "User" ADD COLUMN "sessionVersion" INTEGER NOT NULL DEFAULT 0;
