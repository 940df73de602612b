import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../test/factories.js';
import { databaseBefore, type PartlyMigratedDatabase } from '../../../test/migrate-partly.js';

/** Migration 0020 adds the VSME tables to a database that already holds clients. */
let db: PartlyMigratedDatabase;
const run = <T>(query: ReturnType<typeof sql>) => selectRows<T>(db.handle.db, query);

beforeAll(async () => {
  db = await databaseBefore('0020_vsme_reports');
  await run(sql`INSERT INTO organizations (document_id, name) VALUES ('o1', 'One')`);
  await run(sql`
    INSERT INTO clients (document_id, organization_id, name)
    VALUES ('c1', (SELECT id FROM organizations WHERE document_id = 'o1'), 'Brindle Looms')`);
  await db.migrateRest();
}, 60_000);
afterAll(() => db?.close());

const report = (documentId: string, previous: string | null) => sql`
  INSERT INTO vsme_reports (document_id, client_id, version_id, module, period_start, period_end, previous_report_id)
  VALUES (${documentId}, (SELECT id FROM clients WHERE document_id = 'c1'), 'vsme-recommendation-2025', 'basic',
          '2025-01-01', '2025-12-31', (SELECT id FROM vsme_reports WHERE document_id = ${previous}))`;

describe('migration 0020: VSME reports', () => {
  it('stores a report on an existing client, one value per datapoint, and its history', async () => {
    await run(report('r1', null));
    await run(sql`
      INSERT INTO vsme_values (report_id, datapoint_id, status, value, unit)
      VALUES ((SELECT id FROM vsme_reports WHERE document_id = 'r1'), 'NumberOfEmployees', 'entered', '{"content":120}'::jsonb, 'headcount')`);
    await run(sql`
      INSERT INTO vsme_value_changes (report_id, datapoint_id, actor, to_state, action)
      VALUES ((SELECT id FROM vsme_reports WHERE document_id = 'r1'), 'NumberOfEmployees',
              '{"kind":"system","note":"test"}'::jsonb, '{"status":"entered","value":120,"unit":"headcount"}'::jsonb, 'edited')`);
    const [row] = await run<{ value: unknown; period_start: unknown }>(
      sql`SELECT v.value, r.period_start::text AS period_start FROM vsme_values v JOIN vsme_reports r ON r.id = v.report_id`,
    );
    expect(row).toEqual({ value: { content: 120 }, period_start: '2025-01-01' });
  });

  it('refuses a second value for the same datapoint of a report', async () => {
    await expect(
      run(sql`
        INSERT INTO vsme_values (report_id, datapoint_id, status)
        VALUES ((SELECT id FROM vsme_reports WHERE document_id = 'r1'), 'NumberOfEmployees', 'missing')`),
    ).rejects.toThrow();
  });

  it('keeps a later report when its previous one goes, and removes all with the client', async () => {
    await run(report('r2', 'r1'));
    await run(sql`DELETE FROM vsme_reports WHERE document_id = 'r1'`);
    const [later] = await run<{ previous_report_id: number | null }>(
      sql`SELECT previous_report_id FROM vsme_reports WHERE document_id = 'r2'`,
    );
    expect(later).toEqual({ previous_report_id: null });
    const [left] = await run<{ n: number }>(sql`SELECT count(*)::int AS n FROM vsme_value_changes`);
    expect(left).toEqual({ n: 0 });
    await run(sql`DELETE FROM clients WHERE document_id = 'c1'`);
    const [reports] = await run<{ n: number }>(sql`SELECT count(*)::int AS n FROM vsme_reports`);
    expect(reports).toEqual({ n: 0 });
  });
});
