-- Search scores each candidate by the words it holds, read by client: with the word in the index too,
-- that read is answered from the index alone (once the visibility map is current, see
-- refreshSearchIndex in src/modules/clients/search-terms.ts) instead of visiting the table's rows.
DROP INDEX "client_search_terms_client_idx";--> statement-breakpoint
CREATE INDEX "client_search_terms_client_term_idx" ON "client_search_terms" USING btree ("client_id","term");