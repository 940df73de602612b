import type { ClientSummary } from '@impact/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clients } from '../../db/schema.js';
import { slicePage, type PageWindow } from '../../http/pagination.js';
import { toClientSummary } from './client-view.js';
import { wordsOf } from './search-terms.js';
import type { VocabularyIndex, WordMatch } from './vocabulary-index.js';

/** At most this many results are ranked (and counted): a search is for finding, not for listing. */
export const SEARCH_RESULT_LIMIT = 100;
/** A vocabulary word counts as the query word when this close (trigram similarity, or a prefix). */
const MIN_CLOSENESS = 0.4;
const PREFIX_CLOSENESS = 0.85;
/** Words in more clients than this do not generate candidates (they still count in the score). */
const RARE_WORD_LIMIT = 1000;
const MAX_CANDIDATES = 300;
/** A result must match at least this share of the query's (rarity-weighted) words. */
const MIN_SCORE = 0.35;

/** A pasted URL searches by its host: 'https://www.acme.com/about' → 'acme.com'. */
export function normalizeQuery(query: string): string {
  return query
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/.*$/, '');
}

/** The query's words: a domain gives its labels (without the TLD) and itself, as indexed. */
function queryWords(q: string): string[] {
  if (/^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u.test(q)) {
    return [...new Set([...wordsOf(q.split('.').slice(0, -1).join(' ')), q])];
  }
  return [...new Set(wordsOf(q))];
}

const textArray = (values: string[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The indexed words each query word stands for: itself (exact words and whole domains always count,
 * straight from the database), and typo-close or prefix-matching words from the vocabulary.
 */
async function matchQueryWords(vocabulary: VocabularyIndex, tokens: string[]): Promise<WordMatch[]> {
  const words = tokens.filter((token) => !token.includes('.'));
  const fuzzy = await vocabulary.match(words, {
    minCloseness: MIN_CLOSENESS,
    prefixCloseness: PREFIX_CLOSENESS,
    limit: 12,
  });
  const exact = tokens.map((token) => ({ token, term: token, closeness: 1 }));
  return [...exact, ...fuzzy.filter((match) => match.term !== match.token)];
}

/** One candidate of one organization: the query's indexed words it holds, and when it was last active. */
interface Candidate {
  organizationId: number;
  clientId: number;
  updatedAt: Date | string;
  terms: string[];
  /** [organizationId, term, how many clients hold it (capped)] for every matched term: the same on each row. */
  frequencies: [number, string, number][];
}

/**
 * Everything the ranking needs, in one statement (each round trip costs more than the work itself at
 * this size): the user's organizations (membership read with the search, as every read does), how many
 * clients hold each matched term (counted up to just past the rarity limit: beyond it a word is simply
 * common), the candidates found through the rare terms (a query of common words only takes the most
 * recent holders), and which matched terms each candidate holds.
 */
async function candidatesOf(db: Database, userId: number, terms: string[]): Promise<Candidate[]> {
  return rowsOf<Candidate>(
    await db.execute(sql`
      WITH orgs AS (
        SELECT organization_id FROM organization_members WHERE user_id = ${userId}
      ), present AS (
        SELECT * FROM (
          SELECT o.organization_id, m.term, (SELECT count(*)::int FROM (
            SELECT 1 FROM client_search_terms s
            WHERE s.organization_id = o.organization_id AND s.term = m.term LIMIT ${RARE_WORD_LIMIT + 1}
          ) capped) AS df
          FROM orgs o CROSS JOIN unnest(${textArray(terms)}) AS m(term)
        ) counted WHERE df > 0
      ), sources AS (
        SELECT p.organization_id, p.term FROM present p
        WHERE p.df <= ${RARE_WORD_LIMIT} OR NOT EXISTS (
          SELECT 1 FROM present r WHERE r.organization_id = p.organization_id AND r.df <= ${RARE_WORD_LIMIT})
      ), candidates AS (
        SELECT o.organization_id, found.client_id FROM orgs o CROSS JOIN LATERAL (
          SELECT DISTINCT s.client_id FROM client_search_terms s
          WHERE s.organization_id = o.organization_id
            AND s.term IN (SELECT term FROM sources WHERE sources.organization_id = o.organization_id)
          ORDER BY s.client_id DESC LIMIT ${MAX_CANDIDATES}
        ) found
      )
      SELECT c.organization_id AS "organizationId", c.client_id AS "clientId", cl.updated_at AS "updatedAt",
        ARRAY(
          SELECT t.term FROM client_search_terms t
          WHERE t.organization_id = c.organization_id AND t.client_id = c.client_id
            AND t.term IN (SELECT term FROM present p WHERE p.organization_id = c.organization_id)
        ) AS terms,
        (SELECT json_agg(json_build_array(organization_id, term, df)) FROM present) AS frequencies
      FROM candidates c JOIN clients cl ON cl.id = c.client_id`),
  );
}

/**
 * Fuzzy search over the user's organizations' clients by name and domain, best first. Each query word
 * is matched to indexed words (exactly, by prefix, or by trigram similarity for typos) in a small
 * vocabulary; clients are found through their rare matched words and scored by the share of the
 * query's words they match, each weighted by its rarity, so 'Logistics' or 'NV' barely count.
 * Samples are not results: they live under 'Explore Profiles'.
 */
export async function searchOrganizationClients(
  db: Database,
  vocabulary: VocabularyIndex,
  userId: number,
  query: string,
  window: PageWindow,
): Promise<{ rows: ClientSummary[]; total: number }> {
  const none = { rows: [], total: 0 };
  const tokens = queryWords(normalizeQuery(query));
  if (tokens.length === 0) return none;
  const matches = await matchQueryWords(vocabulary, tokens);
  if (matches.length === 0) return none;
  const candidates = await candidatesOf(db, userId, [...new Set(matches.map((match) => match.term))]);
  if (candidates.length === 0) return none;

  const found: { clientId: number; updatedAt: Date; score: number }[] = [];
  const organizationIds = [...new Set(candidates.map((candidate) => candidate.organizationId))];
  for (const organizationId of organizationIds) {
    const frequency = new Map(
      candidates[0]!.frequencies
        .filter(([organization]) => organization === organizationId)
        .map(([, term, df]) => [term, df]),
    );
    // A word's weight falls with how many clients share it; unmatched query words weigh 1.
    const weight = (term: string) => 1 / Math.log(2 + (frequency.get(term) ?? 0));
    const bestPossible = tokens.reduce((sum, token) => {
      const weights = matches
        .filter((m) => m.token === token && frequency.has(m.term))
        .map((m) => weight(m.term));
      return sum + (weights.length > 0 ? Math.max(...weights) : 1);
    }, 0);
    const scores = candidates
      .filter((candidate) => candidate.organizationId === organizationId)
      .map((candidate) => {
        const terms = new Set(candidate.terms);
        const achieved = tokens.reduce((sum, token) => {
          const hits = matches
            .filter((m) => m.token === token && terms.has(m.term))
            .map((m) => m.closeness * weight(m.term));
          return sum + (hits.length > 0 ? Math.max(...hits) : 0);
        }, 0);
        return {
          clientId: candidate.clientId,
          updatedAt: new Date(candidate.updatedAt),
          score: achieved / bestPossible,
        };
      });
    found.push(...scores.filter((entry) => entry.score >= MIN_SCORE));
  }
  const ranked = found
    .toSorted(
      (a, b) => b.score - a.score || b.updatedAt.getTime() - a.updatedAt.getTime() || b.clientId - a.clientId,
    )
    .slice(0, SEARCH_RESULT_LIMIT);
  const page = slicePage(ranked, window);
  if (page.length === 0) return { rows: [], total: ranked.length };
  const rows = await db
    .select()
    .from(clients)
    .where(sql`${clients.id} IN ${page.map((entry) => entry.clientId)}`);
  return {
    rows: page.flatMap(({ clientId }) => rows.filter((row) => row.id === clientId).map(toClientSummary)),
    total: ranked.length,
  };
}
