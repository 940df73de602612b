import type { ClientSummary } from '@impact/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clients } from '../../db/schema.js';
import type { PageWindow } from '../../http/pagination.js';
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

const sqlArray = (values: (string | number)[], type: SQL): SQL =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${type}[]`;

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
 * The asked page of the ranked results, with their total: ranked in the database by
 * search_organization_clients (drizzle/0022_client_search_counts_and_ranking.sql, which describes the
 * ranking), one statement with membership read alongside, as every read does.
 */
function rankedPage(userId: number, tokens: string[], matches: WordMatch[], window: PageWindow): SQL {
  return sql`search_organization_clients(${userId}, ${sqlArray(tokens, sql`text`)},
    ${sqlArray(
      matches.map((m) => m.token),
      sql`text`,
    )}, ${sqlArray(
      matches.map((m) => m.term),
      sql`text`,
    )}, ${sqlArray(
      matches.map((m) => m.closeness),
      sql`float8`,
    )},
    ${RARE_WORD_LIMIT}, ${MAX_CANDIDATES}, ${MIN_SCORE}::float8, ${SEARCH_RESULT_LIMIT}, ${window.offset}, ${window.limit})`;
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
  const page = sql`${rankedPage(userId, tokens, matches, window)} AS page`;
  const rows = await db
    .select({ total: sql<number>`page.found_total`, client: clients })
    .from(page)
    .leftJoin(clients, sql`${clients.id} = page.found_client_id`)
    .orderBy(sql`page.found_position`);
  return {
    rows: rows.flatMap(({ client }) => (client ? [toClientSummary(client)] : [])),
    total: rows[0]?.total ?? 0,
  };
}
