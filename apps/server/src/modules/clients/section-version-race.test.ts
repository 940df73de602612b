import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import type { Database } from '../../db/client.js';
import { clientSections } from '../../db/schema.js';
import { createAssessableClient } from '../assessment/pipeline/test-support.js';
import { saveSection } from './sections.js';

const data = { generatedAt: '2026-01-01T00:00:00.000Z', pages: [], selectedLinks: [] };
const provenance = { method: 'rule' as const, note: 'No website on record.' };

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
  await createOrganization(t, { owner: user });
});
afterAll(() => t.close());

/**
 * Another writer stores `version` between our choice of it and our insert. On PostgreSQL it is a
 * concurrent connection; PGlite runs one transaction at a time, so there it writes through the
 * caller's own transaction, before the insert's savepoint (the same refusal follows).
 */
const otherWriter = (outer: Database, clientId: number) => async (version: number) => {
  const db = inject('testDb') === 'postgres' ? t.db : outer;
  await db
    .insert(clientSections)
    .values({ clientId, sectionKey: 'WebsiteContext', version, data, provenance: { method: 'manual' } });
};

describe('two writers of one section racing for its next version', () => {
  it('inside a transaction (a step settling), the one refused takes the next version', async () => {
    const client = await createAssessableClient(t, user);
    let raced = false;
    const version = await t.db.transaction(async (tx) =>
      saveSection(tx as unknown as Database, client.id, 'WebsiteContext', data, provenance, {
        beforeInsert: async (chosen) => {
          if (raced) return;
          raced = true;
          await otherWriter(tx as unknown as Database, client.id)(chosen);
        },
      }),
    );
    expect(version).toBe(2);
    const rows = await t.db
      .select({ version: clientSections.version, provenance: clientSections.provenance })
      .from(clientSections)
      .where(and(eq(clientSections.clientId, client.id), eq(clientSections.sectionKey, 'WebsiteContext')))
      .orderBy(clientSections.version);
    expect(rows).toEqual([
      { version: 1, provenance: { method: 'manual' } },
      { version: 2, provenance },
    ]);
  });
});
