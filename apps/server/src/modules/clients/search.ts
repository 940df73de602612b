import type { ClientSummary } from '@impact/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clients } from '../../db/schema.js';
import { organizationIdsOf } from './access.js';
import { toClientSummary } from './client-view.js';

export const SEARCH_RESULT_LIMIT = 10;
/** How many nearest neighbours each index offers before re-ranking. */
const CANDIDATES = 30;
/** Below this relevance a neighbour is not a match (nearest is not the same as near). */
const MIN_RELEVANCE = 0.3;

/** A pasted URL searches by its host: 'https://www.acme.com/about' → 'acme.com'. */
export function normalizeQuery(query: string): string {
  return query
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/.*$/, '');
}

/**
 * Fuzzy search over the user's organizations' clients by name and domain, best first. Two
 * nearest-neighbour scans on GiST trigram indexes (word distance to the name, distance to the domain)
 * offer candidates without scoring every client, so a query stays fast with 100,000 clients; the
 * candidates are then ranked by the best of word similarity, similarity and domain similarity.
 * Samples are not results: they live under 'Explore Profiles'.
 */
export async function searchOrganizationClients(
  db: Database,
  userId: number,
  query: string,
): Promise<ClientSummary[]> {
  const q = normalizeQuery(query);
  if (q === '') return [];
  const organizationIds = await organizationIdsOf(db, userId);
  const found: { row: typeof clients.$inferSelect; score: number }[] = [];
  // One scan per organization keeps the index's equality condition (nearly always a single one).
  for (const organizationId of organizationIds) {
    const result = await db.execute(sql`
      WITH candidates AS (
        (SELECT id FROM clients WHERE organization_id = ${organizationId}
          ORDER BY ${q} <<-> lower(name) LIMIT ${CANDIDATES})
        UNION
        (SELECT id FROM clients WHERE organization_id = ${organizationId} AND domain IS NOT NULL
          ORDER BY domain <-> ${q} LIMIT ${CANDIDATES})
      ), scored AS (
        SELECT c.id, greatest(
          word_similarity(${q}, lower(c.name)),
          similarity(lower(c.name), ${q}),
          coalesce(similarity(c.domain, ${q}), 0)
        ) AS score
        FROM clients c JOIN candidates USING (id)
      )
      SELECT id, score FROM scored WHERE score >= ${MIN_RELEVANCE} ORDER BY score DESC, id DESC LIMIT ${SEARCH_RESULT_LIMIT}
    `);
    const scored = (result as unknown as { rows: { id: number; score: number }[] }).rows;
    if (scored.length === 0) continue;
    const rows = await db
      .select()
      .from(clients)
      .where(sql`${clients.id} IN ${scored.map((s) => s.id)}`);
    for (const { id, score } of scored) {
      const row = rows.find((candidate) => candidate.id === id);
      if (row) found.push({ row, score: Number(score) });
    }
  }
  return found
    .toSorted((a, b) => b.score - a.score || b.row.updatedAt.getTime() - a.row.updatedAt.getTime())
    .slice(0, SEARCH_RESULT_LIMIT)
    .map(({ row }) => toClientSummary(row));
}
