import type { ClientSummary } from '@impact/contracts';
import { and, desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clients } from '../../db/schema.js';
import { organizationIdsOf } from './access.js';
import { toClientSummary } from './client-view.js';

export const SEARCH_RESULT_LIMIT = 10;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Fuzzy search over the user's organizations' clients by name and domain (pg_trgm), best first.
 * Every condition can use the trigram indexes: `%` (similarity), `<%` (word similarity, so a partial
 * name matches a longer one), and LIKE for substrings and short prefixes. Samples are not results:
 * they live under 'Explore Profiles'.
 */
export async function searchOrganizationClients(
  db: Database,
  userId: number,
  query: string,
): Promise<ClientSummary[]> {
  const q = query
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/.*$/, '');
  if (q === '') return [];
  const organizationIds = await organizationIdsOf(db, userId);
  if (organizationIds.length === 0) return [];
  const name = sql`lower(${clients.name})`;
  const pattern = `%${escapeLike(q)}%`;
  const matches = sql`(${name} % ${q} OR ${q} <% ${name} OR ${name} LIKE ${pattern} OR ${clients.domain} % ${q} OR ${clients.domain} LIKE ${pattern})`;
  const score = sql`greatest(word_similarity(${q}, ${name}), similarity(${name}, ${q}), coalesce(similarity(${clients.domain}, ${q}), 0), CASE WHEN ${name} LIKE ${`${escapeLike(q)}%`} THEN 1 ELSE 0 END)`;
  const rows = await db
    .select()
    .from(clients)
    .where(and(sql`${clients.organizationId} IN ${organizationIds}`, matches))
    .orderBy(desc(score), desc(clients.updatedAt))
    .limit(SEARCH_RESULT_LIMIT);
  return rows.map(toClientSummary);
}
