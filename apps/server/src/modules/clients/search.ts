import type { ClientSummary } from '@impact/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared-per-database.js';
import { clients, users } from '../../db/schema.js';
import { userStandingColumns, userStandingRole, type UserStanding } from '../../plugins/auth.js';
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

/** The client columns a search result shows (ClientSummary), not the whole row. */
const summaryColumns = {
  id: clients.id,
  documentId: clients.documentId,
  organizationId: clients.organizationId,
  name: clients.name,
  industry: clients.industry,
  employeeCount: clients.employeeCount,
  revenue: clients.revenue,
  headquarters: clients.headquarters,
  foundedYear: clients.foundedYear,
  websiteUrl: clients.websiteUrl,
  domain: clients.domain,
  companyInfo: clients.companyInfo,
  logoFile: clients.logoFile,
  sampleCompiledOn: clients.sampleCompiledOn,
  fieldOrigins: clients.fieldOrigins,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
};

const param = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/**
 * The asked page of the ranked results, with their total, beside the searching user's standing: ranked
 * in the database by search_organization_clients (drizzle/0022_client_search_counts_and_ranking.sql,
 * which describes the ranking), one statement with membership read alongside, as every read does, and
 * the token's user read in it too (one row with null client columns when nothing matches; none when the
 * user no longer exists). The query words go as array parameters, so the statement's text never
 * changes: it is prepared once (a named statement on PostgreSQL, parsed and planned once per
 * connection) instead of built and planned on every keystroke.
 */
function prepareRankedPage(db: Database) {
  const userId = param('userId', 'integer');
  const page = sql`search_organization_clients(${userId}, ${param('tokens', 'text[]')},
    ${param('matchTokens', 'text[]')}, ${param('matchTerms', 'text[]')}, ${param('matchCloseness', 'float8[]')},
    ${RARE_WORD_LIMIT}, ${MAX_CANDIDATES}, ${MIN_SCORE}::float8, ${SEARCH_RESULT_LIMIT},
    ${param('offset', 'integer')}, ${param('limit', 'integer')}) AS page`;
  return db
    .select({
      standing: userStandingColumns,
      total: sql<number | null>`page.found_total`,
      client: summaryColumns,
    })
    .from(users)
    .innerJoin(...userStandingRole)
    .leftJoin(page, sql`true`)
    .leftJoin(clients, sql`${clients.id} = page.found_client_id`)
    .where(eq(users.id, userId))
    .orderBy(sql`page.found_position`)
    .prepare('search_organization_clients_page');
}

const rankedPageOf = preparedPerDatabase(prepareRankedPage);

/**
 * Who searches: the token's user, whose standing (exists, not blocked, password unchanged since the
 * token) is checked by `accept` with the row the search statement read, or by `confirm`'s own statement
 * when no statement runs (an empty query, or words that match nothing).
 */
export interface Searcher {
  userId: number;
  accept(standing: UserStanding | undefined): void;
  confirm(): Promise<void>;
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
  searcher: Searcher,
  query: string,
  window: PageWindow,
): Promise<{ rows: ClientSummary[]; total: number }> {
  const none = { rows: [], total: 0 };
  const tokens = queryWords(normalizeQuery(query));
  const matches = tokens.length === 0 ? [] : await matchQueryWords(vocabulary, tokens);
  if (matches.length === 0) {
    await searcher.confirm();
    return none;
  }
  const rows = await rankedPageOf(db).execute({
    userId: searcher.userId,
    tokens,
    matchTokens: matches.map((m) => m.token),
    matchTerms: matches.map((m) => m.term),
    matchCloseness: matches.map((m) => m.closeness),
    offset: window.offset,
    limit: window.limit,
  });
  searcher.accept(rows[0]?.standing);
  return {
    rows: rows.flatMap(({ client }) => (client ? [toClientSummary(client)] : [])),
    total: rows[0]?.total ?? 0,
  };
}
