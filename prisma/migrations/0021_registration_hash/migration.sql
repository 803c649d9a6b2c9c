-- The deck hash on a registration (CONTRACTS §10, issue #44): frozen with the list, so an organizer
-- can check the deck a player loaded in Cockatrice. Registrations made before keep null.
ALTER TABLE "EventRegistration" ADD COLUMN "cockatriceHash" TEXT;
