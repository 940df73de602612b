import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDocumentId } from '../../db/ids.js';
import { clients } from '../../db/schema.js';
import { countRows, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { prepareData } from '../../prepare-data.js';
import { searchOrganizationClients } from './search.js';
import { indexUnindexedClients, searchTermsOf, wordsOf } from './search-terms.js';
import { VocabularyIndex } from './vocabulary-index.js';

describe('search words', () => {
  it('splits names into lower-case words of any script, dropping one-letter ones', () => {
    expect(wordsOf('Ørsted A/S')).toEqual(['ørsted']);
    expect(wordsOf('Brauerei München GmbH & Co. KG')).toEqual(['brauerei', 'münchen', 'gmbh', 'co', 'kg']);
    expect(wordsOf('')).toEqual([]);
  });

  it("indexes a domain's labels without the TLD, and the domain itself", () => {
    expect(searchTermsOf({ name: 'Green Valley Farms', domain: 'gv-farms.co.uk' })).toEqual([
      'green',
      'valley',
      'farms',
      'gv',
      'co',
      'gv-farms.co.uk',
    ]);
  });
});

describe('indexUnindexedClients', () => {
  let t: TestApp;
  let user: TestUser;
  let organizationId: number;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t);
    organizationId = (await createOrganization(t, { owner: user })).id;
  });
  afterAll(() => t.close());

  it('indexes clients written without the index (older rows, other tools), and skips ones with no words', async () => {
    await t.db.insert(clients).values([
      {
        documentId: newDocumentId(),
        organizationId,
        name: 'Quillfeather Paper Mills',
        domain: 'quillfeather.example',
      },
      { documentId: newDocumentId(), organizationId, name: 'X' },
    ]);
    const vocabulary = new VocabularyIndex(t.db);
    const firstPage = { offset: 0, limit: 10 };
    const standings: (number | undefined)[] = [];
    const searcher = {
      userId: user.id,
      accept: (standing?: { id: number }) => void standings.push(standing?.id),
      confirm: async () => void standings.push(undefined),
    };
    expect(await searchOrganizationClients(t.db, vocabulary, searcher, 'quillfeather', firstPage)).toEqual({
      rows: [],
      total: 0,
    });
    expect(await indexUnindexedClients(t.db)).toBe(2);
    vocabulary.invalidate();
    const found = await searchOrganizationClients(t.db, vocabulary, searcher, 'quilfeather paper', firstPage);
    expect(found.rows.map((client) => client.Name)).toEqual(['Quillfeather Paper Mills']);
    // Exact words always reach the statement, which read the searcher's standing both times.
    expect(standings).toEqual([user.id, user.id]);
    // Nothing left to do, and the word-less client does not make it loop.
    const before = await countRows(t, 'client_search_terms');
    expect(await indexUnindexedClients(t.db)).toBe(1);
    expect(await countRows(t, 'client_search_terms')).toEqual(before);
  });
});

const rowsOf = async (t: TestApp, query: ReturnType<typeof sql>) =>
  (await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };

describe('prepareData after indexing many clients at once', () => {
  let t: TestApp;
  let organizationId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t);
    organizationId = (await createOrganization(t, { owner: user })).id;
  });
  afterAll(() => t.close());

  it("vacuums the search tables, so a candidate's words are read from the (client, word) index alone", async () => {
    await t.db.insert(clients).values(
      ['Harrowgate Ceramics', 'Ostmark Bakery GmbH', 'Pellucid Optics'].map((name) => ({
        documentId: newDocumentId(),
        organizationId,
        name,
      })),
    );
    const visiblePages = async () =>
      Number(
        (await rowsOf(t, sql`SELECT relallvisible FROM pg_class WHERE relname = 'client_search_terms'`))
          .rows[0]!.relallvisible,
      );
    expect(await visiblePages()).toBe(0);
    await prepareData(t.db, pino({ level: 'silent' }));
    expect(await visiblePages()).toBeGreaterThan(0);
    // The read search_organization_clients makes per candidate, with a plan that may not scan the table.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      const result = (await tx.execute(
        sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT term FROM client_search_terms WHERE client_id = (SELECT max(client_id) FROM client_search_terms)`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using client_search_terms_client_term_idx/);
    expect(plan).toMatch(/Heap Fetches: 0/);
  });

  it('leaves the tables alone when every client was already indexed', async () => {
    const vacuums = async () =>
      Number(
        (
          await rowsOf(
            t,
            sql`SELECT vacuum_count FROM pg_stat_user_tables WHERE relname = 'client_search_terms'`,
          )
        ).rows[0]!.vacuum_count,
      );
    const before = await vacuums();
    expect(before).toBeGreaterThan(0); // the test above vacuumed once
    await prepareData(t.db, pino({ level: 'silent' }));
    expect(await vacuums()).toBe(before);
  });
});
