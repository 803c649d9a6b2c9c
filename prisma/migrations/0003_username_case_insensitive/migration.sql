-- Usernames are unique whatever their case ("Alice" and "alice" are one name), enforced by
-- the database so two simultaneous registrations cannot both succeed.
CREATE UNIQUE INDEX "User_username_lower_key" ON "User"(lower("username"));
