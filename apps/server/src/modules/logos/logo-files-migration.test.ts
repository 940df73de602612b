import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../test/factories.js';
import { databaseBefore, type PartlyMigratedDatabase } from '../../../test/migrate-partly.js';

// A 1×1 PNG, as the per-domain cache held it before this migration.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SHA256 = createHash('sha256').update(PNG).digest('hex');

let db: PartlyMigratedDatabase;
beforeAll(async () => {
  db = await databaseBefore('0015_logo_files');
  const run = (query: ReturnType<typeof sql>) => selectRows(db.handle.db, query);
  await run(sql`
    INSERT INTO logos (domain, content_type, image, source_url, fetched_at) VALUES
      ('northwind.example', 'image/png', ${PNG}, 'https://northwind.example/icon.png', '2026-02-01T00:00:00Z'),
      ('nologo.example', NULL, NULL, NULL, '2026-02-01T00:00:00Z')`);
  await run(sql`INSERT INTO organizations (document_id, name) VALUES ('o1', 'One'), ('o2', 'Two')`);
  await run(sql`
    INSERT INTO clients (document_id, organization_id, name, domain) VALUES
      ('c1', (SELECT id FROM organizations WHERE document_id = 'o1'), 'Northwind', 'northwind.example'),
      ('c2', (SELECT id FROM organizations WHERE document_id = 'o2'), 'Northwind', 'northwind.example'),
      ('c3', (SELECT id FROM organizations WHERE document_id = 'o1'), 'No Logo', 'nologo.example'),
      ('c4', (SELECT id FROM organizations WHERE document_id = 'o1'), 'No Site', NULL)`);
  await db.migrateRest();
}, 60_000);
afterAll(() => db?.close());

describe('migration 0014: logos by content address', () => {
  it('keeps each image found once, by the SHA-256 of its bytes', async () => {
    const files = await selectRows<{ sha256: string; content_type: string; image: Uint8Array }>(
      db.handle.db,
      sql`SELECT sha256, content_type, image FROM logo_files`,
    );
    expect(files.map(({ sha256, content_type }) => ({ sha256, content_type }))).toEqual([
      { sha256: SHA256, content_type: 'image/png' },
    ]);
    expect(Buffer.from(files[0]!.image).equals(PNG)).toBe(true);
  });

  it("gives every client on a domain with a logo that logo's file, and the others none", async () => {
    const rows = await selectRows<{ document_id: string; logo_file: string | null }>(
      db.handle.db,
      sql`SELECT document_id, logo_file FROM clients ORDER BY document_id`,
    );
    expect(rows).toEqual([
      { document_id: 'c1', logo_file: `${SHA256}.png` },
      { document_id: 'c2', logo_file: `${SHA256}.png` },
      { document_id: 'c3', logo_file: null },
      { document_id: 'c4', logo_file: null },
    ]);
  });

  it('removes the per-domain table', async () => {
    const [row] = await selectRows<{ table: string | null }>(
      db.handle.db,
      sql`SELECT to_regclass('public.logos')::text AS table`,
    );
    expect(row!.table).toBeNull();
  });
});
