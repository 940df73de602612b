import type { ClientSummary } from '@impact/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clients } from '../../db/schema.js';
import { organizationIdsOf } from '../../authz/membership.js';
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
  const organizationIds = await organizationIdsOf(db, userId);
  if (organizationIds.length === 0) return none;

  const matches = await matchQueryWords(vocabulary, tokens);
  if (matches.length === 0) return none;
  const matchedTerms = [...new Set(matches.map((match) => match.term))];

  const found: { clientId: number; updatedAt: Date; score: number }[] = [];
  for (const organizationId of organizationIds) {
    // Counted up to just past the rarity limit: beyond it a word is simply common.
    const frequency = new Map(
      rowsOf<{ term: string; df: number }>(
        await db.execute(sql`
          SELECT m.term, (SELECT count(*)::int FROM (
            SELECT 1 FROM client_search_terms s
            WHERE s.organization_id = ${organizationId} AND s.term = m.term LIMIT ${RARE_WORD_LIMIT + 1}
          ) capped) AS df
          FROM unnest(${textArray(matchedTerms)}) AS m(term)`),
      )
        .filter((row) => row.df > 0)
        .map((row) => [row.term, row.df]),
    );
    const present = [...frequency.keys()];
    if (present.length === 0) continue;
    const rare = present.filter((term) => frequency.get(term)! <= RARE_WORD_LIMIT);
    // Candidates come from rare words; a query of common words only takes the most recent holders.
    const candidateIds = rowsOf<{ clientId: number }>(
      await db.execute(sql`
        SELECT DISTINCT client_id AS "clientId" FROM client_search_terms
        WHERE organization_id = ${organizationId} AND term = ANY(${textArray(rare.length > 0 ? rare : present)})
        ORDER BY client_id DESC LIMIT ${MAX_CANDIDATES}`),
    ).map((row) => row.clientId);
    if (candidateIds.length === 0) continue;
    const termsByClient = new Map<number, Set<string>>();
    const held = rowsOf<{ clientId: number; term: string }>(
      await db.execute(sql`
        SELECT client_id AS "clientId", term FROM client_search_terms
        WHERE organization_id = ${organizationId} AND term = ANY(${textArray(present)}) AND client_id IN ${candidateIds}`),
    );
    for (const { clientId, term } of held) {
      termsByClient.set(clientId, (termsByClient.get(clientId) ?? new Set()).add(term));
    }

    // A word's weight falls with how many clients share it; unmatched query words weigh 1.
    const weight = (term: string) => 1 / Math.log(2 + (frequency.get(term) ?? 0));
    const bestPossible = tokens.reduce((sum, token) => {
      const weights = matches
        .filter((m) => m.token === token && frequency.has(m.term))
        .map((m) => weight(m.term));
      return sum + (weights.length > 0 ? Math.max(...weights) : 1);
    }, 0);
    const scores = candidateIds.map((clientId) => {
      const terms = termsByClient.get(clientId) ?? new Set<string>();
      const achieved = tokens.reduce((sum, token) => {
        const hits = matches
          .filter((m) => m.token === token && terms.has(m.term))
          .map((m) => m.closeness * weight(m.term));
        return sum + (hits.length > 0 ? Math.max(...hits) : 0);
      }, 0);
      return { clientId, score: achieved / bestPossible };
    });
    const best = scores
      .filter((entry) => entry.score >= MIN_SCORE)
      .toSorted((a, b) => b.score - a.score)
      .slice(0, SEARCH_RESULT_LIMIT);
    if (best.length === 0) continue;
    const activity = await db
      .select({ id: clients.id, updatedAt: clients.updatedAt })
      .from(clients)
      .where(sql`${clients.id} IN ${best.map((entry) => entry.clientId)}`);
    for (const { clientId, score } of best) {
      const row = activity.find((candidate) => candidate.id === clientId);
      if (row) found.push({ clientId, updatedAt: row.updatedAt, score });
    }
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
