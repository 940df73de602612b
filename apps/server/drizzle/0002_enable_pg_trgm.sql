-- Trigram matching for the fuzzy client search (names with typos, partial names, domains).
-- PGlite loads the extension when the database is opened (see db/client.ts); PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
