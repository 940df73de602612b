import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clientSearchTerms, searchVocabulary } from '../../db/schema.js';

/** Words of a text, lower-cased, letters and digits of any script; one-letter words are noise. */
export function wordsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);
}

/** What a client is found by: its name's words, its domain's labels (without the TLD) and the domain. */
export function searchTermsOf(client: { name: string; domain: string | null }): string[] {
  const domainLabels = client.domain ? wordsOf(client.domain.split('.').slice(0, -1).join(' ')) : [];
  return [...new Set([...wordsOf(client.name), ...domainLabels, ...(client.domain ? [client.domain] : [])])];
}

interface IndexableClient {
  id: number;
  organizationId: number | null;
  name: string;
  domain: string | null;
}

/** (Re)writes the search terms of these clients; samples (no organization) are never search results. */
export async function indexClientTerms(db: Database, clients: IndexableClient[]): Promise<void> {
  const rows = clients
    .filter((client) => client.organizationId !== null)
    .flatMap((client) =>
      searchTermsOf(client).map((term) => ({
        organizationId: client.organizationId!,
        term,
        clientId: client.id,
      })),
    );
  const ids = clients.map((client) => client.id);
  if (ids.length > 0) await db.delete(clientSearchTerms).where(sql`${clientSearchTerms.clientId} IN ${ids}`);
  // Batches keep each statement under the drivers' parameter limits.
  for (let start = 0; start < rows.length; start += 5000) {
    const batch = rows.slice(start, start + 5000);
    await db.insert(clientSearchTerms).values(batch).onConflictDoNothing();
    // Whole domains are matched exactly, never fuzzily: kept out of the vocabulary, which stays a list
    // of words (a few tens of thousands) rather than one entry per client.
    const words = [...new Set(batch.map((row) => row.term).filter((term) => !term.includes('.')))];
    if (words.length > 0)
      await db
        .insert(searchVocabulary)
        .values(words.map((term) => ({ term })))
        .onConflictDoNothing();
  }
}

/**
 * Indexes organization clients that have no search terms yet (clients created before the index existed,
 * or written by other tools). Run at start; returns how many it indexed.
 */
export async function indexUnindexedClients(db: Database): Promise<number> {
  let indexed = 0;
  // A cursor, not a re-query: a client whose name gives no words stays termless and must not loop.
  for (let afterId = 0; ;) {
    const result = await db.execute(sql`
      SELECT c.id, c.organization_id AS "organizationId", c.name, c.domain FROM clients c
      WHERE c.organization_id IS NOT NULL AND c.id > ${afterId}
        AND NOT EXISTS (SELECT 1 FROM client_search_terms t WHERE t.client_id = c.id)
      ORDER BY c.id LIMIT 2000`);
    const batch = (result as unknown as { rows: IndexableClient[] }).rows;
    if (batch.length === 0) return indexed;
    await indexClientTerms(db, batch);
    indexed += batch.length;
    afterId = batch.at(-1)!.id;
  }
}

/**
 * After indexing many clients at once: VACUUM ANALYZE the search tables, so a search reads each
 * candidate's words and each word's newest holders from the indexes alone (the visibility map says the
 * rows are visible) and plans with current statistics. PostgreSQL's autovacuum would get there later;
 * the embedded database has none.
 */
export async function refreshSearchIndex(db: Database): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE) client_search_terms, client_search_term_counts, search_vocabulary`);
}
