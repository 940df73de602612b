import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../test/factories.js';
import {
  databaseBefore,
  seedOrganizationsWithClients,
  type PartlyMigratedDatabase,
} from '../../../test/migrate-partly.js';

let db: PartlyMigratedDatabase;
beforeAll(async () => {
  db = await databaseBefore('0022_client_search_counts_and_ranking');
  await seedOrganizationsWithClients(db);
  const run = (query: ReturnType<typeof sql>) => selectRows(db.handle.db, query);
  await run(sql`
    INSERT INTO client_search_terms (organization_id, term, client_id)
    SELECT c.organization_id, w.term, c.id FROM clients c, unnest(string_to_array(lower(c.name), ' ')) AS w(term)
    WHERE c.organization_id IS NOT NULL`);
  await db.migrateRest();
}, 60_000);
afterAll(() => db?.close());

describe('migration 0022: client search word counts', () => {
  it('counts the words of the clients indexed before it, per organization', async () => {
    const counts = await selectRows<{ document_id: string; term: string; clients: number }>(
      db.handle.db,
      sql`SELECT o.document_id, k.term, k.clients FROM client_search_term_counts k
        JOIN organizations o ON o.id = k.organization_id ORDER BY 1, 2`,
    );
    expect(counts).toEqual([
      { document_id: 'o1', term: 'freight', clients: 1 },
      { document_id: 'o1', term: 'marine', clients: 1 },
      { document_id: 'o1', term: 'tidewater', clients: 2 },
      { document_id: 'o2', term: 'freight', clients: 1 },
      { document_id: 'o2', term: 'tidewater', clients: 1 },
    ]);
  });
});
