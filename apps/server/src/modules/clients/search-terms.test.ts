import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDocumentId } from '../../db/ids.js';
import { clients } from '../../db/schema.js';
import { countRows, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
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
