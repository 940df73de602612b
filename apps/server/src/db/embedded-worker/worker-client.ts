import { extname } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ParserOptions, QueryOptions, Results } from '@electric-sql/pglite';
import type {
  DatabaseWorkerData,
  WireError,
  WireQueryOptions,
  WorkerMessage,
  WorkerRequest,
} from './protocol.js';

/** The file build.mjs writes beside the server's bundle. */
export const DATABASE_WORKER_BUNDLE = 'embedded-database-worker';

/** The part of PGlite's interface the server and its libraries (drizzle, pg-boss) use. */
export interface EmbeddedQueries {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

export interface EmbeddedTransaction extends EmbeddedQueries {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface EmbeddedClient extends EmbeddedQueries {
  transaction<T>(callback: (tx: EmbeddedTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** Raised as PGlite raises it, with PostgreSQL's fields (code, constraint, detail…) on the error. */
function fromWire(wire: WireError): Error {
  const error = Object.assign(new Error(wire.message), wire.fields);
  error.name = wire.name;
  return error;
}

/**
 * The caller's parsers are functions, which cannot cross to the database's thread: the thread leaves
 * those types as PostgreSQL's text and they are parsed here, as PGlite would have parsed them.
 */
function splitOptions(options: QueryOptions | undefined): {
  wire: WireQueryOptions;
  parsers?: ParserOptions;
} {
  if (!options) return { wire: {} };
  const { rowMode, paramTypes, parsers, ...rest } = options;
  const unsupported = Object.keys(rest).filter((key) => rest[key as keyof typeof rest] !== undefined);
  if (unsupported.length > 0)
    throw new Error(`The embedded database thread does not take ${unsupported.join(', ')}`);
  const wire: WireQueryOptions = { ...(rowMode && { rowMode }), ...(paramTypes && { paramTypes }) };
  if (!parsers) return { wire };
  return { wire: { ...wire, rawTypes: Object.keys(parsers).map(Number) }, parsers };
}

function applyParsers<T>(result: Results<T>, parsers: ParserOptions): Results<T> {
  const columns = result.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ index, name: field.name, parse }] : [];
  });
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { index, name, parse } of columns) {
      const key = Array.isArray(row) ? index : name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string);
    }
  }
  return result;
}

/**
 * PGlite on a thread of its own: the server's thread sends statements and receives rows, so the
 * database's work (PostgreSQL in WebAssembly, decoding rows) never holds up request handling.
 * Transactions are interactive: the thread opens one with PGlite's `transaction()` and runs each of
 * the caller's statements inside it as they arrive, so everything else waits behind it exactly as it
 * does on an in-process PGlite (one session).
 */
export class EmbeddedDatabaseWorker implements EmbeddedClient {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  readonly #listening = new Map<string, Promise<unknown>>();
  #nextId = 1;
  /** Set once the thread has ended: every later call fails with it. */
  #stopped: Error | undefined;
  #closing = false;
  readonly #exited: Promise<void>;
  /** Settles when the thread has opened the database, or could not. */
  readonly #opened: Promise<void>;
  #open = { resolve: () => {}, reject: (_error: Error) => {} };
  #built = false;

  private constructor(worker: Worker, onUnexpectedExit: (error: Error) => void) {
    this.#worker = worker;
    this.#opened = new Promise((resolve, reject) => (this.#open = { resolve, reject }));
    worker.on('message', (message: WorkerMessage) => this.#receive(message));
    this.#exited = new Promise((resolve) => {
      worker.once('exit', (code) => {
        this.#stop(new Error(`The embedded database thread stopped (exit code ${code})`));
        if (!this.#closing) onUnexpectedExit(this.#stopped!);
        resolve();
      });
    });
    // An uncaught error in the thread ends it: 'exit' follows and fails what was waiting.
    worker.on('error', (error) => this.#stop(error));
  }

  /**
   * Starts the thread, opens (and with `migrationsDir`, migrates) the database in it, and resolves once
   * it answers. `onUnexpectedExit` hears of a thread that ends without being closed.
   */
  static async start(
    data: DatabaseWorkerData,
    onUnexpectedExit: (error: Error) => void = () => undefined,
  ): Promise<EmbeddedDatabaseWorker> {
    const file = workerFile();
    const worker = new Worker(file, {
      workerData: data,
      name: 'embedded-database',
      // Run from the TypeScript sources (the tests), the thread needs Node to strip types, which it
      // does by itself only from 22.18; the built server runs JavaScript and needs nothing.
      ...(file.pathname.endsWith('.ts') && !stripsTypesByDefault()
        ? { execArgv: ['--experimental-strip-types'] }
        : {}),
    });
    const client = new EmbeddedDatabaseWorker(worker, onUnexpectedExit);
    try {
      await client.#opened;
    } catch (error) {
      client.#closing = true;
      await worker.terminate();
      throw error;
    }
    return client;
  }

  /** Whether opening created the database or applied migrations (see protocol.ts). */
  get built(): boolean {
    return this.#built;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.#request({ op: 'exec', text }) as Promise<Results[]>;
  }

  async transaction<T>(callback: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    const [txId, began] = this.#issue({ op: 'begin' });
    await began;
    const tx = new WorkerTransaction(
      txId,
      (text, params, options) => this.#query(txId, text, params, options),
      (text) => this.#request({ op: 'exec', txId, text }) as Promise<Results[]>,
    );
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      tx.closed = true;
      // PGlite rolls back on a failed callback and raises the callback's error, not the rollback's.
      await this.#request({ op: 'end', txId, commit: false }).catch(() => undefined);
      throw error;
    }
    const commit = !tx.rolledBack;
    tx.closed = true;
    await this.#request({ op: 'end', txId, commit });
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.#listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.#listeners.set(channel, callbacks);
      this.#listening.set(channel, this.#request({ op: 'listen', channel }));
    }
    callbacks.add(callback);
    await this.#listening.get(channel);
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size > 0 || this.#listeners.get(channel) !== callbacks) return;
      this.#listeners.delete(channel);
      this.#listening.delete(channel);
      await this.#request({ op: 'unlisten', channel });
    };
  }

  /** Closes the database and waits for its thread to end, so nothing keeps the process alive. */
  async close(): Promise<void> {
    this.#closing = true;
    if (!this.#stopped) await this.#request({ op: 'close' });
    await this.#exited;
  }

  /**
   * Ends the thread at once, without closing the database, as a crash would: what waits fails and the
   * unexpected-exit callback runs. PostgreSQL recovers the data from its write-ahead log on the next
   * open. For a thread that no longer answers, and to test what a lost database does to the server.
   */
  async endAbruptly(): Promise<void> {
    await this.#worker.terminate();
    await this.#exited;
  }

  get closed(): boolean {
    return this.#stopped !== undefined;
  }

  async #query<T>(
    txId: number | undefined,
    text: string,
    params: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const { wire, parsers } = splitOptions(options);
    const result = (await this.#request({
      op: 'query',
      text,
      params,
      options: wire,
      ...(txId !== undefined && { txId }),
    })) as Results<T>;
    return parsers ? applyParsers(result, parsers) : result;
  }

  #request(request: Request): Promise<unknown> {
    return this.#issue(request)[1];
  }

  /** Sends a request; its id names the transaction a 'begin' opens. */
  #issue(request: Request): [number, Promise<unknown>] {
    const id = this.#nextId++;
    if (this.#stopped) return [id, Promise.reject(this.#stopped)];
    const reply = new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      try {
        // A worker port has no origin: the browser rule about window.postMessage does not apply.
        // oxlint-disable-next-line unicorn/require-post-message-target-origin
        this.#worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter that cannot be cloned (a function, a class with private state) never leaves.
        this.#pending.delete(id);
        reject(error as Error);
      }
    });
    return [id, reply];
  }

  #receive(message: WorkerMessage): void {
    if (message.op === 'notification') {
      for (const callback of this.#listeners.get(message.channel) ?? []) callback(message.payload);
      return;
    }
    if (message.op === 'ready') {
      this.#built = message.built;
      return this.#open.resolve();
    }
    if (message.op === 'failed') return this.#open.reject(fromWire(message.error));
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (message.op === 'reply') pending.resolve(message.value);
    else pending.reject(fromWire(message.error));
  }

  #stop(error: Error): void {
    this.#stopped ??= error;
    this.#open.reject(this.#stopped);
    for (const pending of this.#pending.values()) pending.reject(this.#stopped);
    this.#pending.clear();
  }
}

class WorkerTransaction implements EmbeddedTransaction {
  closed = false;
  rolledBack = false;

  constructor(
    readonly id: number,
    private readonly runQuery: <T>(
      text: string,
      params: unknown[],
      options?: QueryOptions,
    ) => Promise<Results<T>>,
    private readonly runExec: (text: string) => Promise<Results[]>,
  ) {}

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#open().then(() => this.runQuery<T>(text, params, options));
  }

  exec(text: string): Promise<Results[]> {
    return this.#open().then(() => this.runExec(text));
  }

  /** As PGlite's: the transaction ends rolled back when its callback returns. */
  async rollback(): Promise<void> {
    await this.#open();
    this.rolledBack = true;
    this.closed = true;
  }

  async #open(): Promise<void> {
    if (this.closed) throw new Error('Transaction is closed');
  }
}

/**
 * Bundled (the server's dist/), the thread runs the file build.mjs writes beside the bundle. From the
 * TypeScript sources (tests), Node runs database-worker.ts itself, stripping its types.
 */
function stripsTypesByDefault(): boolean {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 18);
}

function workerFile(): URL {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return new URL('./database-worker.ts', here);
  return new URL(`./${DATABASE_WORKER_BUNDLE}${extname(new URL(here).pathname)}`, here);
}
