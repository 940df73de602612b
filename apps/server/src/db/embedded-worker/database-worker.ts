import { existsSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import {
  parse,
  PGlite,
  protocol,
  type Extension,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
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

/** How many statement texts are kept as named statements, and how many others are counted. */
const NAMED_STATEMENTS = 256;
const SEEN_TEXTS = 1024;

const concat = (parts: Uint8Array[]) => Buffer.concat(parts);

/**
 * Statements the server sends again and again (its prepared queries: the same text every time) run as
 * named statements of the one session: parsed and planned once, then only bound and executed, in one
 * call into PostgreSQL instead of PGlite's six. Planning a join was most of such a statement's time
 * (about 1.4 ms against 0.4 ms executed from a plan). A text becomes a named statement the second time
 * it is seen, so one-off statements cost what they did. PostgreSQL replans a named statement by itself
 * when a table it reads changes.
 */
class NamedStatements {
  readonly #named = new Map<string, { name: string; paramTypes: number[] }>();
  readonly #seen = new Set<string>();
  #next = 0;
  private readonly db: PGlite;

  // No parameter property: Node runs this file from the sources by stripping types only.
  constructor(db: PGlite) {
    this.db = db;
  }

  /** As `db.query` answers a statement outside a transaction, with the same rows and errors. */
  async query(text: string, params: unknown[], options: QueryOptions): Promise<Results> {
    // The parameters' declared types are part of what is prepared.
    const key = options.paramTypes ? `${options.paramTypes.join(',')};${text}` : text;
    if (!this.#named.has(key) && !this.#seenBefore(key)) return this.db.query(text, params, options);
    // After any open transaction, as PGlite's own `query` waits (its lock has no public name); then
    // alone in the session for the statement's messages.
    // oxlint-disable-next-line no-underscore-dangle -- PGlite's transaction lock, see above
    const answered = await this.db._runExclusiveTransaction(() =>
      this.db.runExclusive(async () => {
        const statement = this.#named.get(key) ?? (await this.#prepare(key, text, options.paramTypes));
        if (!statement) return undefined;
        this.#named.delete(key);
        this.#named.set(key, statement);
        return this.#execute(statement, text, params, options);
      }),
    );
    // A statement PostgreSQL refused to prepare is sent as PGlite sends it, so its error is PGlite's.
    return answered ?? this.db.query(text, params, options);
  }

  #seenBefore(key: string): boolean {
    if (this.#seen.delete(key)) return true;
    if (this.#seen.size >= SEEN_TEXTS) this.#seen.delete(this.#seen.values().next().value!);
    this.#seen.add(key);
    return false;
  }

  async #prepare(key: string, text: string, types: number[] | undefined) {
    const name = `named_${++this.#next}`;
    const { serialize } = protocol;
    let messages;
    try {
      ({ messages } = await this.db.execProtocol(
        concat([
          serialize.parse({ name, text, ...(types ? { types } : {}) }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      ));
    } catch {
      return undefined;
    }
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#named.set(key, statement);
    if (this.#named.size > NAMED_STATEMENTS) {
      const [oldestKey, oldest] = this.#named.entries().next().value!;
      this.#named.delete(oldestKey);
      await this.db.execProtocol(
        concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]),
        { syncToFs: false },
      );
    }
    return statement;
  }

  async #execute(
    statement: { name: string; paramTypes: number[] },
    text: string,
    params: unknown[],
    options: QueryOptions,
  ): Promise<Results> {
    // Parameters are written as PGlite writes them: by the serializer of the type PostgreSQL expects.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.db.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const { serialize } = protocol;
    try {
      const { messages } = await this.db.execProtocol(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return parse.parseResults(messages, this.db.parsers, options)[0]!;
    } catch (error) {
      throw Object.assign(error as Error, { query: text, params, queryOptions: options });
    } finally {
      await this.db.syncToFs();
    }
  }
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
  const named = new NamedStatements(db);
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
        const queryOptions = { ...options, parsers };
        const value =
          request.txId === undefined
            ? await named.query(request.text, request.params, queryOptions)
            : await target(request.txId).query(request.text, request.params, queryOptions);
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
