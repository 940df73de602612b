import { existsSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Extension, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DatabaseWorkerData, WireError, WorkerMessage, WorkerRequest } from './protocol.js';

/**
 * The thread that holds the embedded database (see worker-client.ts for the other side). It imports
 * only packages, never the server's own modules: from the sources, Node runs this file by stripping its
 * types, and the build bundles it beside the server as it is.
 */

const port = parentPort!;
const { dataDir, startParams, migrationsDir, extensionNames } = workerData as DatabaseWorkerData;

const send = (message: WorkerMessage) => port.postMessage(message);

/** Only what structured clone can carry: PostgreSQL's fields (code, constraint, detail…) all are. */
function wireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'function') continue;
    try {
      fields[key] = structuredClone(value);
    } catch {
      // A value that cannot cross (PGlite's own query options hold functions) is left behind.
    }
  }
  return { name: error.name, message: error.message, fields };
}

/** Asked to roll back: thrown inside PGlite's transaction callback so that PGlite rolls back. */
const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
  settled: Promise<void>;
}

/** The migrations drizzle has recorded as applied (none before the first). */
async function appliedMigrations(db: PGlite): Promise<number> {
  const table = await db.query<{ present: boolean }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present",
  );
  if (!table.rows[0]?.present) return 0;
  const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
  return count.rows[0]?.n ?? 0;
}

async function openDatabase(): Promise<{ db: PGlite; built: boolean }> {
  const extensions: Record<string, Extension> = {};
  for (const name of extensionNames) {
    const module = (await import(`@electric-sql/pglite/contrib/${name}`)) as Record<string, Extension>;
    extensions[name] = module[name]!;
  }
  const created = dataDir === undefined || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const db = await PGlite.create(dataDir, { extensions, startParams });
  if (!migrationsDir) return { db, built: created };
  const before = await appliedMigrations(db);
  await migrate(drizzle(db), { migrationsFolder: migrationsDir });
  return { db, built: created || (await appliedMigrations(db)) !== before };
}

function serve(db: PGlite): void {
  const transactions = new Map<number, OpenTransaction>();
  const unlisten = new Map<string, () => Promise<void>>();

  const target = (txId: number | undefined): PGlite | Transaction => {
    if (txId === undefined) return db;
    const transaction = transactions.get(txId);
    if (!transaction) throw new Error('Transaction is closed');
    return transaction.tx;
  };

  const begin = (txId: number): Promise<void> =>
    new Promise<void>((began, failed) => {
      let end!: (commit: boolean) => void;
      const ended = new Promise<boolean>((resolve) => (end = resolve));
      const settled = db
        .transaction(async (tx) => {
          transactions.set(txId, { tx, end, settled });
          began();
          if (!(await ended)) throw ROLLBACK;
        })
        .then(
          () => undefined,
          (error: unknown) => {
            if (error !== ROLLBACK) throw error;
          },
        )
        .finally(() => transactions.delete(txId));
      // BEGIN itself failed: the callback never ran.
      settled.catch(failed);
    });

  const handle = async (request: WorkerRequest): Promise<WorkerMessage | undefined> => {
    switch (request.op) {
      case 'query': {
        const { rawTypes = [], ...options } = request.options;
        const parsers = Object.fromEntries(rawTypes.map((type) => [type, (value: string) => value]));
        const value = await target(request.txId).query(request.text, request.params, { ...options, parsers });
        return { op: 'reply', id: request.id, value };
      }
      case 'exec':
        return { op: 'reply', id: request.id, value: await target(request.txId).exec(request.text) };
      case 'begin':
        await begin(request.id);
        return { op: 'reply', id: request.id, value: undefined };
      case 'end': {
        const transaction = transactions.get(request.txId);
        if (!transaction) throw new Error('Transaction is closed');
        transaction.end(request.commit);
        await transaction.settled;
        return { op: 'reply', id: request.id, value: undefined };
      }
      case 'listen':
        if (!unlisten.has(request.channel)) {
          const channel = request.channel;
          unlisten.set(
            channel,
            await db.listen(channel, (payload) => send({ op: 'notification', channel, payload })),
          );
        }
        return { op: 'reply', id: request.id, value: undefined };
      case 'unlisten':
        await unlisten.get(request.channel)?.();
        unlisten.delete(request.channel);
        return { op: 'reply', id: request.id, value: undefined };
      case 'close':
        await db.close();
        send({ op: 'reply', id: request.id, value: undefined });
        // Nothing is left to serve: the thread ends, and with it the last thing keeping the process up.
        port.close();
        return undefined;
    }
  };

  port.on('message', (request: WorkerRequest) => {
    handle(request).then(
      (reply) => reply && send(reply),
      (error: unknown) => send({ op: 'error', id: request.id, error: wireError(error) }),
    );
  });
}

openDatabase().then(
  ({ db, built }) => {
    serve(db);
    send({ op: 'ready', built });
  },
  (error: unknown) => send({ op: 'failed', error: wireError(error) }),
);
