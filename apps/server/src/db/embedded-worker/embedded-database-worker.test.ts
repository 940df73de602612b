import { spawn } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgBoss, fromPglite } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bundleEntry } from '../../../test/bundle.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { openPgliteInWorker, pgliteOptions, type DatabaseHandle } from '../client.js';
import { createNotificationHub } from '../notifications.js';

/** A statement text of its own for each n. */
const numbered = (n: number) => `SELECT ${n} + $1::int AS n`;

const insert = (db: DatabaseHandle['db'], id: number, label: string) =>
  db.execute(sql`INSERT INTO contract_rows (id, label) VALUES (${id}, ${label})`);

// The embedded database on its own thread, as the server opens it by default: one real PGlite in a
// worker thread, migrated there. Run once, in the PGlite project.
describe.runIf(inject('testDb') === 'pglite')('the embedded database on its own thread', () => {
  let handle: DatabaseHandle;
  /** The same PGlite in this thread, to compare what arrives. */
  let inProcess: PGlite;

  beforeAll(async () => {
    [handle, inProcess] = await Promise.all([openPgliteInWorker(undefined), PGlite.create(pgliteOptions)]);
    await handle.db.execute(sql`CREATE TABLE contract_rows (id int PRIMARY KEY, label text NOT NULL)`);
    await handle.db.execute(
      sql`ALTER TABLE contract_rows ADD CONSTRAINT contract_rows_label_key UNIQUE (label)`,
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all([handle?.close(), inProcess?.close()]);
  });

  const labels = async () => {
    const result = await handle.db.execute(sql`SELECT label FROM contract_rows ORDER BY id`);
    return (result as unknown as { rows: { label: string }[] }).rows.map((row) => row.label);
  };

  it('answers a query with parameters', async () => {
    const { rows } = await handle.pglite!.query<{ sum: number }>('SELECT $1::int + $2::int AS sum', [40, 2]);
    expect(rows).toEqual([{ sum: 42 }]);
  });

  it('returns dates, JSON, bytea and bigints as PGlite on this thread does', async () => {
    const statement =
      'SELECT $1::timestamptz AS at, $2::jsonb AS doc, $3::bytea AS bytes, $4::int8 AS big, $5::numeric AS amount, $6::text[] AS tags';
    const params = [
      new Date('2026-03-01T12:34:56.789Z'),
      JSON.stringify({ a: [1, 'two'], b: null }),
      Buffer.from([0, 1, 254, 255]),
      '9007199254740993',
      '12.50',
      ['x', 'y'],
    ];
    const [crossed, local] = await Promise.all([
      handle.pglite!.query<Record<string, unknown>>(statement, params),
      inProcess.query<Record<string, unknown>>(statement, params),
    ]);
    expect(crossed.rows).toEqual(local.rows);
    const row = crossed.rows[0]!;
    expect(row.at).toBeInstanceOf(Date);
    expect((row.at as Date).toISOString()).toBe('2026-03-01T12:34:56.789Z');
    expect(row.doc).toEqual({ a: [1, 'two'], b: null });
    expect(row.bytes).toBeInstanceOf(Uint8Array);
    expect([...(row.bytes as Uint8Array)]).toEqual([0, 1, 254, 255]);
  });

  it('applies drizzle’s own parsers: timestamps arrive as PostgreSQL’s text, as drizzle asks', async () => {
    const result = await handle.db.execute(sql`SELECT ${'2026-03-01T12:34:56Z'}::timestamptz AS at`);
    const local = await inProcess.query('SELECT $1::timestamptz AS at', ['2026-03-01T12:34:56Z'], {
      parsers: { 1184: (value: string) => value },
    });
    expect((result as unknown as { rows: unknown[] }).rows).toEqual(local.rows);
    expect(typeof (local.rows[0] as { at: unknown }).at).toBe('string');
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await insert(tx, 1, 'rolled back');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await labels()).not.toContain('rolled back');
  });

  it('rolls a nested savepoint back while the outer transaction commits', async () => {
    await handle.db.transaction(async (tx) => {
      await insert(tx, 2, 'outer');
      await expect(
        tx.transaction(async (inner) => {
          await insert(inner, 3, 'inner');
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
      await tx.transaction(async (inner) => insert(inner, 4, 'second inner'));
    });
    expect(await labels()).toEqual(['outer', 'second inner']);
  });

  it('lets other statements wait while a transaction is open, then see its committed rows', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await insert(tx, 5, 'held');
      await held;
    });
    const reading = labels();
    release();
    await transaction;
    expect(await reading).toContain('held');
  });

  it('raises a failed statement with PostgreSQL’s code and constraint, as the app maps them', async () => {
    const failure = await insert(handle.db, 6, 'outer').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(failure, 'contract_rows_label_key')).toBe(true);
    // The connection is not left in a failed state.
    expect(await labels()).toContain('outer');
  });

  it('delivers NOTIFY to LISTEN through the notification hub', async () => {
    const hub = createNotificationHub(handle, () => undefined);
    try {
      const received = new Promise<string>((resolve) => void hub.subscribe('contract_channel', resolve));
      // Once subscribe has listened; a second subscriber waits for the same LISTEN.
      await hub.subscribe('contract_channel', () => undefined);
      // Sent twice: the second time from a kept plan, which must deliver as well.
      await handle.db.execute(sql`SELECT pg_notify('contract_channel', ${'first'})`);
      await handle.db.execute(sql`SELECT pg_notify('contract_channel', ${'hello'})`);
      expect(await received).toBe('first');
      const second = new Promise<string>((resolve) => void hub.subscribe('contract_channel', resolve));
      await handle.db.execute(sql`SELECT pg_notify('contract_channel', ${'again'})`);
      expect(await second).toBe('again');
    } finally {
      await hub.close();
    }
  });

  describe('a statement sent again', () => {
    const namedStatements = async () =>
      (
        await handle.pglite!.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')
      ).rows.map((row) => row.statement);

    it('runs from its kept plan with the same rows, dates, JSON and arrays as PGlite here gives', async () => {
      const statement =
        'SELECT $1::timestamptz AS at, $2::jsonb AS doc, $3::text[] AS tags, $4::int AS n, label FROM contract_rows WHERE id = $5';
      await insert(handle.db, 20, 'twenty');
      await inProcess.exec(
        'CREATE TABLE IF NOT EXISTS contract_rows (id int PRIMARY KEY, label text NOT NULL)',
      );
      await inProcess.query("INSERT INTO contract_rows VALUES (20, 'twenty') ON CONFLICT DO NOTHING");
      for (const n of [1, 2, 3, null]) {
        const params = [new Date('2026-03-01T12:34:56.789Z'), JSON.stringify({ n }), ['x', `y${n}`], n, 20];
        const [crossed, local] = await Promise.all([
          handle.pglite!.query(statement, params),
          inProcess.query(statement, params),
        ]);
        expect(crossed.rows).toEqual(local.rows);
        expect(crossed.fields).toEqual(local.fields);
      }
      expect(await namedStatements()).toContain(statement);
    });

    it('keeps its errors: a unique violation by its code, a statement PostgreSQL refuses by its message', async () => {
      for (const id of [21, 22, 23]) {
        const failure = await insert(handle.db, id, 'twenty').then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(isUniqueViolation(failure, 'contract_rows_label_key')).toBe(true);
      }
      for (let i = 0; i < 3; i++) {
        await expect(handle.pglite!.query('SELECT no_such_column FROM contract_rows')).rejects.toThrow(
          'column "no_such_column" does not exist',
        );
      }
      expect(await labels()).toContain('twenty');
    });

    it('keeps a bounded number of plans, and still answers a statement whose plan was let go', async () => {
      for (let round = 0; round < 2; round++) {
        for (let n = 0; n < 300; n++) {
          const { rows } = await handle.pglite!.query<{ n: number }>(numbered(n), [1]);
          expect(rows).toEqual([{ n: n + 1 }]);
        }
      }
      const kept = await namedStatements();
      expect(kept.length).toBeLessThanOrEqual(256);
      expect(kept).not.toContain(numbered(0));
      expect((await handle.pglite!.query(numbered(0), [2])).rows).toEqual([{ n: 2 }]);
    });

    it('reads a table changed since it was planned', async () => {
      const statement = 'SELECT * FROM contract_rows WHERE id = $1';
      for (let i = 0; i < 3; i++) await handle.pglite!.query(statement, [20]);
      await handle.db.execute(sql`ALTER TABLE contract_rows ADD COLUMN note text DEFAULT 'added'`);
      const changed = await handle.pglite!.query<{ note?: string }>(statement, [20]).then(
        (result) => result.rows[0]?.note,
        (error: Error) => error.message,
      );
      // PostgreSQL replans it, or refuses a changed row type in so many words; never stale rows.
      expect([changed]).toEqual([expect.stringMatching(/^added$|cached plan must not change result type/)]);
      await handle.db.execute(sql`ALTER TABLE contract_rows DROP COLUMN note`);
    });
  });

  it('runs a pg-boss job: sent, then worked', async () => {
    const boss = new PgBoss({ db: fromPglite(handle.pglite!), backend: 'pglite', schedule: false });
    await boss.start();
    try {
      await boss.createQueue('contract-queue');
      const worked = new Promise<unknown>((resolve) => {
        void boss.work('contract-queue', { pollingIntervalSeconds: 0.5 }, async ([job]) =>
          resolve(job!.data),
        );
      });
      await boss.send('contract-queue', { step: 'one' });
      expect(await worked).toEqual({ step: 'one' });
    } finally {
      await boss.stop({ graceful: false, close: false });
    }
  });

  it('keeps this thread’s event loop turning while the database works', async () => {
    // About a second of PostgreSQL work on an idle machine. The loop is sampled until the query
    // answers: on this thread's PGlite it would not turn at all in that time.
    const heavy = handle.db.execute(
      sql`SELECT count(DISTINCT md5(i::text)) AS n FROM generate_series(1, 300000) AS i`,
    );
    const query = { settled: false };
    void heavy.finally(() => (query.settled = true));
    const started = performance.now();
    let turns = 0;
    let longestGap = 0;
    let last = started;
    while (!query.settled) {
      await new Promise((resolve) => setImmediate(resolve));
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      turns++;
    }
    const took = performance.now() - started;
    await heavy;
    // Generous for a loaded machine: the loop turned many times, and never stalled for most of the query.
    expect(turns).toBeGreaterThan(100);
    expect(longestGap).toBeLessThan(took / 2);
  });
});

describe.runIf(inject('testDb') === 'pglite')('closing the embedded database’s thread', () => {
  it('lets the process exit by itself', async () => {
    const bundle = await bundleEntry('test/fixtures/embedded-database-closes.ts');
    try {
      const child = spawn(process.execPath, [bundle.file], { stdio: ['ignore', 'pipe', 'inherit'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(0);
      expect(JSON.parse(output)).toEqual({ answer: 42, closed: true });
    } finally {
      bundle.cleanup();
    }
  }, 120_000);
});
