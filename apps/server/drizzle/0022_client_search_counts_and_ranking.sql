CREATE TABLE "client_search_term_counts" (
	"organization_id" integer NOT NULL,
	"term" text NOT NULL,
	"clients" integer NOT NULL,
	CONSTRAINT "client_search_term_counts_organization_id_term_pk" PRIMARY KEY("organization_id","term")
);
--> statement-breakpoint
ALTER TABLE "client_search_term_counts" ADD CONSTRAINT "client_search_term_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by statement-level triggers, so every way a term row comes or goes (indexing, re-indexing, a client
-- or an organization deleted by cascade) keeps the counts right. Rows are upserted in key order so that two
-- transactions indexing clients with the same words lock the shared count rows in the same order.
CREATE FUNCTION "count_client_search_terms"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "client_search_term_counts" c SET "clients" = c."clients" - r.n
    FROM (SELECT "organization_id", "term", count(*)::int AS n FROM removed GROUP BY 1, 2 ORDER BY 1, 2) r
    WHERE c."organization_id" = r."organization_id" AND c."term" = r."term";
    DELETE FROM "client_search_term_counts" c USING (SELECT DISTINCT "organization_id", "term" FROM removed) r
    WHERE c."organization_id" = r."organization_id" AND c."term" = r."term" AND c."clients" <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "client_search_term_counts" AS c ("organization_id", "term", "clients")
    SELECT "organization_id", "term", count(*)::int FROM added GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("organization_id", "term") DO UPDATE SET "clients" = c."clients" + excluded."clients";
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "client_search_terms_counted_on_insert" AFTER INSERT ON "client_search_terms"
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "count_client_search_terms"();
--> statement-breakpoint
CREATE TRIGGER "client_search_terms_counted_on_delete" AFTER DELETE ON "client_search_terms"
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "count_client_search_terms"();
--> statement-breakpoint
CREATE TRIGGER "client_search_terms_counted_on_update" AFTER UPDATE ON "client_search_terms"
REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "count_client_search_terms"();
--> statement-breakpoint
INSERT INTO "client_search_term_counts" ("organization_id", "term", "clients")
SELECT "organization_id", "term", count(*)::int FROM "client_search_terms" GROUP BY 1, 2;
--> statement-breakpoint
-- Client search ranks its candidates and picks the asked page here (src/modules/clients/search.ts explains
-- the ranking and passes its limits). A PL/pgSQL function keeps its statement's plan for the session, on
-- PostgreSQL and embedded alike: planning this statement cost more than running it. Per organization of
-- the user: a matched word weighs 1/ln(2 + the clients holding it, counted up to just past the rarity
-- limit); candidates are the newest holders of the rare matched words (of all matched words when none is
-- rare); a candidate scores, per query word, its best closeness × weight among the words it holds, as a
-- share of the best possible (a query word matching nothing in the organization weighs 1). At most
-- result_limit results are ranked and counted: best score, then most recently updated, then newest id.
-- Every row carries the total; a page past the last answers one row with the total and no client.
CREATE FUNCTION "search_organization_clients"(
  p_user_id integer, p_tokens text[], p_match_tokens text[], p_match_terms text[], p_match_closeness float8[],
  p_rare_word_limit integer, p_max_candidates integer, p_min_score float8, p_result_limit integer,
  p_page_offset integer, p_page_limit integer
) RETURNS TABLE (found_total integer, found_client_id integer, found_position bigint)
LANGUAGE plpgsql STABLE AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH orgs AS (
    SELECT organization_id FROM organization_members WHERE user_id = p_user_id
  ), matches AS (
    SELECT * FROM unnest(p_match_tokens, p_match_terms, p_match_closeness) AS m(token, term, closeness)
  ), present AS MATERIALIZED (
    SELECT k.organization_id, k.term, least(k.clients, p_rare_word_limit + 1) AS df
    FROM orgs o JOIN client_search_term_counts k ON k.organization_id = o.organization_id
    WHERE k.term = ANY(p_match_terms) AND k.clients > 0
  ), weighted AS MATERIALIZED (
    SELECT p.organization_id, m.token, m.term, m.closeness, 1 / ln(2 + p.df) AS weight
    FROM present p JOIN matches m ON m.term = p.term
  ), possible AS (
    SELECT o.organization_id, sum(coalesce(
      (SELECT max(w.weight) FROM weighted w WHERE w.organization_id = o.organization_id AND w.token = q.token),
      1)) AS best
    FROM orgs o CROSS JOIN unnest(p_tokens) AS q(token)
    GROUP BY o.organization_id
  ), sources AS (
    SELECT p.organization_id, p.term FROM present p
    WHERE p.df <= p_rare_word_limit OR NOT EXISTS (
      SELECT 1 FROM present r WHERE r.organization_id = p.organization_id AND r.df <= p_rare_word_limit)
  ), candidates AS (
    SELECT o.organization_id, found.client_id FROM orgs o CROSS JOIN LATERAL (
      SELECT DISTINCT s.client_id FROM client_search_terms s
      WHERE s.organization_id = o.organization_id
        AND s.term IN (SELECT term FROM sources WHERE sources.organization_id = o.organization_id)
      ORDER BY s.client_id DESC LIMIT p_max_candidates
    ) found
  ), scored AS MATERIALIZED (
    SELECT c.client_id, (
      SELECT sum(hit) FROM (
        SELECT max(w.closeness * w.weight) AS hit FROM client_search_terms t
        JOIN weighted w ON w.organization_id = t.organization_id AND w.term = t.term
        WHERE t.client_id = c.client_id AND t.organization_id = c.organization_id
        GROUP BY w.token
      ) hits
    ) / p.best AS score
    FROM candidates c JOIN possible p ON p.organization_id = c.organization_id
  ), ranked AS MATERIALIZED (
    SELECT s.client_id, row_number() OVER (ORDER BY s.score DESC, cl.updated_at DESC, cl.id DESC) AS position
    FROM scored s JOIN clients cl ON cl.id = s.client_id
    WHERE s.score >= p_min_score
    ORDER BY position LIMIT p_result_limit
  )
  SELECT counted.total, r.client_id, r.position
  FROM (SELECT count(*)::integer AS total FROM ranked) counted
  LEFT JOIN ranked r ON r.position > p_page_offset AND r.position <= p_page_offset + p_page_limit;
END
$fn$;
