-- Lets a GiST index combine the organization id with name trigrams, for per-organization
-- nearest-neighbour client search. PGlite loads it when the database is opened (db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;
