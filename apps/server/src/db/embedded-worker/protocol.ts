import type { Results } from '@electric-sql/pglite';

/**
 * Messages between the server's thread and the thread that holds the embedded database. Everything
 * crosses by structured clone: rows keep their Dates, bigints, Uint8Arrays and parsed JSON, and
 * functions never cross (a caller's row parsers run on the server's side, see worker-client.ts).
 */

/** How the database is opened, handed to the thread when it starts. */
export interface DatabaseWorkerData {
  /** A data directory, or undefined for an in-memory database. */
  dataDir: string | undefined;
  /** PostgreSQL start parameters (shared buffers and the like). */
  startParams: string[];
  /** The drizzle migrations folder: the thread migrates before it says it is ready. */
  migrationsDir: string | undefined;
  /** PGlite's contrib extensions to load, by name (`pg_trgm`): modules cannot cross either. */
  extensionNames: string[];
}

export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  /** Type OIDs whose values come back as PostgreSQL's text, for the caller's own parsers. */
  rawTypes?: number[];
}

export type WorkerRequest =
  | { op: 'query'; id: number; txId?: number; text: string; params: unknown[]; options: WireQueryOptions }
  | { op: 'exec'; id: number; txId?: number; text: string }
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; txId: number; commit: boolean }
  | { op: 'listen'; id: number; channel: string }
  | { op: 'unlisten'; id: number; channel: string }
  | { op: 'close'; id: number };

/** An error as it crossed: its message and every field that can be cloned (code, constraint…). */
export interface WireError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type WorkerMessage =
  /**
   * `built`: opening created the database or applied migrations, work whose memory the WebAssembly heap
   * keeps for the life of the thread (it never shrinks).
   */
  | { op: 'ready'; built: boolean }
  | { op: 'failed'; error: WireError }
  | { op: 'reply'; id: number; value: Results<unknown> | Results[] | undefined }
  | { op: 'error'; id: number; error: WireError }
  | { op: 'notification'; channel: string; payload: string };
