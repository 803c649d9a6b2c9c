-- The deck hash on a registration (CONTRACTS §10, issue #44), for a PostgreSQL database made before
-- it. A fresh database already has the column from the regenerated 0001_init (scripts/pg-schema.mjs),
-- so the statement does nothing when it exists.
ALTER TABLE "EventRegistration" ADD COLUMN IF NOT EXISTS "cockatriceHash" TEXT;
