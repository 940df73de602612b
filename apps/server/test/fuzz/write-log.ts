import { sql } from 'drizzle-orm';
import { selectRows } from '../factories.js';
import type { TestApp } from '../harness.js';

/**
 * Every row inserted, updated or deleted in the app's tables, noted by triggers in a schema of the
 * test's own (the database is this test file's copy). Stricter than comparing row counts, which an
 * insert and a delete would leave equal, and one query per request instead of a count of each table.
 */
export async function installWriteLog(t: TestApp, ignored: ReadonlySet<string>) {
  const tables = (
    await selectRows<{ name: string }>(
      t.db,
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !ignored.has(name));
  // One statement per query: prepared statements (PGlite's among them) take one at a time.
  const statements = [
    'CREATE SCHEMA fuzz',
    'CREATE TABLE fuzz.writes (table_name text NOT NULL, operation text NOT NULL)',
    `CREATE FUNCTION fuzz.note_write() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO fuzz.writes VALUES (TG_TABLE_NAME, TG_OP);
       RETURN NULL;
     END $$`,
    ...tables.map(
      (name) => `CREATE TRIGGER fuzz_note_write AFTER INSERT OR UPDATE OR DELETE ON public."${name}"
                 FOR EACH ROW EXECUTE FUNCTION fuzz.note_write()`,
    ),
  ];
  for (const statement of statements) await t.db.execute(sql.raw(statement));
  return {
    tables,
    /** The writes since the last call, as `table INSERT ×2`; the log starts empty again. */
    async take(): Promise<string[]> {
      const rows = await selectRows<{ table_name: string; operation: string; n: number }>(
        t.db,
        sql`WITH taken AS (DELETE FROM fuzz.writes RETURNING table_name, operation)
            SELECT table_name, operation, count(*)::int AS n FROM taken GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      return rows.map((row) => `${row.table_name} ${row.operation} ×${row.n}`);
    },
  };
}
