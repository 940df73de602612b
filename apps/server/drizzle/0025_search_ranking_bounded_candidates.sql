-- Client search, same ranking as 0022 (src/modules/clients/search.ts explains it), less work per query:
-- * a query that no candidate could match well enough (its rare words are typos of nothing, and what is
--   left are words such as 'Steel' or 'GmbH') stops before reading any candidate: the best reachable
--   score, every query word at its best match, is below the minimum;
-- * candidates are the newest holders of each source word, read newest first from the (organization,
--   word, client) index and cut at the limit, instead of every holder sorted;
-- * candidates are scored in one pass (each candidate's words, read by client, joined to the matched
--   words) instead of one sorted subquery per candidate.
-- The plan must not depend on statistics: the embedded database has no autovacuum.
CREATE OR REPLACE FUNCTION "search_organization_clients"(
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
  ), possible AS MATERIALIZED (
    SELECT o.organization_id, sum(coalesce(best_match.weight, 1)) AS best,
      sum(coalesce(best_match.hit, 0)) AS reachable
    FROM orgs o CROSS JOIN unnest(p_tokens) AS q(token)
    CROSS JOIN LATERAL (
      SELECT max(w.weight) AS weight, max(w.closeness * w.weight) AS hit FROM weighted w
      WHERE w.organization_id = o.organization_id AND w.token = q.token
    ) best_match
    GROUP BY o.organization_id
  ), sources AS (
    SELECT p.organization_id, p.term FROM present p
    WHERE p.df <= p_rare_word_limit OR NOT EXISTS (
      SELECT 1 FROM present r WHERE r.organization_id = p.organization_id AND r.df <= p_rare_word_limit)
  ), candidates AS MATERIALIZED (
    SELECT o.organization_id, found.client_id
    FROM orgs o JOIN possible p ON p.organization_id = o.organization_id
    CROSS JOIN LATERAL (
      SELECT DISTINCT holder.client_id FROM sources src CROSS JOIN LATERAL (
        SELECT s.client_id FROM client_search_terms s
        WHERE s.organization_id = src.organization_id AND s.term = src.term
        ORDER BY s.client_id DESC LIMIT p_max_candidates
      ) holder
      WHERE src.organization_id = o.organization_id
      ORDER BY holder.client_id DESC LIMIT p_max_candidates
    ) found
    -- The small tolerance keeps a score exactly at the minimum, as the final filter does.
    WHERE p.reachable / p.best >= p_min_score - 1e-9
  ), scored AS MATERIALIZED (
    SELECT hits.client_id, sum(hits.hit) / p.best AS score
    FROM (
      SELECT c.organization_id, c.client_id, w.token, max(w.closeness * w.weight) AS hit
      FROM candidates c
      -- Each candidate's own words, by the client index (a handful each; a client's words carry its
      -- organization, so the client alone names them). OFFSET 0 keeps this a per-candidate lookup:
      -- without statistics (PGlite has no autovacuum) the planner would otherwise read every holder of
      -- each matched word, 'GmbH' included, or walk the (organization, word, client) index.
      CROSS JOIN LATERAL (
        SELECT t.term FROM client_search_terms t WHERE t.client_id = c.client_id OFFSET 0
      ) held
      JOIN weighted w ON w.organization_id = c.organization_id AND w.term = held.term
      GROUP BY c.organization_id, c.client_id, w.token
    ) hits JOIN possible p ON p.organization_id = hits.organization_id
    GROUP BY hits.client_id, p.best
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
