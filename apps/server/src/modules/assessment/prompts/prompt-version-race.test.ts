import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import type { Database } from '../../../db/client.js';
import { promptVersions } from '../../../db/schema.js';
import { savePrompt } from './service.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { admin: true });
});
afterAll(() => t.close());

describe('two Admins saving one prompt at the same moment', () => {
  it('inside a transaction, the save refused its version takes the next one', async () => {
    let raced = false;
    const saved = await t.db.transaction(async (tx) => {
      const outer = tx as unknown as Database;
      return savePrompt(outer, 'controversies_prompt', 'Mine: find controversies.', admin.id, {
        beforeInsert: async (version) => {
          if (raced) return;
          raced = true;
          // PostgreSQL: a concurrent connection. PGlite runs one transaction at a time, so there the
          // other save goes through this transaction, before the insert's savepoint.
          const other = inject('testDb') === 'postgres' ? t.db : outer;
          await other
            .insert(promptVersions)
            .values({ key: 'controversies_prompt', version, content: 'Theirs.', createdBy: admin.id });
        },
      });
    });
    expect(saved).toMatchObject({ version: 2, content: 'Mine: find controversies.' });
    const rows = await t.db
      .select({ version: promptVersions.version, content: promptVersions.content })
      .from(promptVersions)
      .where(eq(promptVersions.key, 'controversies_prompt'))
      .orderBy(promptVersions.version);
    expect(rows).toEqual([
      { version: 1, content: 'Theirs.' },
      { version: 2, content: 'Mine: find controversies.' },
    ]);
  });
});
