import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { webSearchStatus } from '../../../db/schema.js';

/** The spec's web search states; "idle" is also what a client that was never researched reads. */
export type WebSearchState = 'idle' | 'in-progress' | 'done';

/**
 * A run that has said nothing for this long is taken to have died with its process (a run is bounded
 * well below it by RUN_DEADLINE_MS): it reads as idle and may be started again, so a crash never leaves
 * a client locked out of research.
 */
export const STALE_AFTER_SECONDS = 10 * 60;

/** Other processes (the progress stream) LISTEN on this channel; the payload is a WebSearchChange. */
export const WEB_SEARCH_STATUS_CHANNEL = 'web_search_status';

export interface WebSearchChange {
  clientId: number;
  documentId: string;
  status: WebSearchState;
  error: string | null;
}

export interface WebSearchStatusView {
  status: WebSearchState;
  error: string | null;
  updatedAt: string | null;
}

const isStale = sql`${webSearchStatus.updatedAt} < now() - make_interval(secs => ${STALE_AFTER_SECONDS})`;

/**
 * Marks the client's research as running for `holder` (a token of the request or of the assessment
 * step), unless another live run holds it. One statement, so two requests racing (even in two API
 * processes) cannot both start. The same holder may claim again: a retried assessment step takes over
 * what its own earlier attempt left behind, never another run's search.
 */
export async function claimWebSearch(db: Database, client: ClientRef, holder: string): Promise<boolean> {
  const claimed = await db
    .insert(webSearchStatus)
    .values({ clientId: client.id, status: 'in-progress', error: null, holder })
    .onConflictDoUpdate({
      target: webSearchStatus.clientId,
      set: { status: 'in-progress', error: null, holder, updatedAt: sql`now()` },
      setWhere: sql`${webSearchStatus.status} <> 'in-progress' OR ${isStale} OR ${webSearchStatus.holder} = ${holder}`,
    })
    .returning({ clientId: webSearchStatus.clientId });
  if (claimed.length === 0) return false;
  await announce(db, {
    clientId: client.id,
    documentId: client.documentId,
    status: 'in-progress',
    error: null,
  });
  return true;
}

/** The holder's run finished: done. A run that no longer holds the search (taken over) changes nothing. */
export async function finishWebSearch(db: Database, client: ClientRef, holder: string): Promise<void> {
  await release(db, client, holder, 'done', null);
}

/** A failed run goes back to idle (the spec's reset) and keeps why it failed, for the status answer. */
export async function failWebSearch(
  db: Database,
  client: ClientRef,
  holder: string,
  error: string,
): Promise<void> {
  // Capped: NOTIFY payloads must stay under 8000 bytes, and the reason is for a person to read.
  await release(db, client, holder, 'idle', error.length > 500 ? `${error.slice(0, 499)}…` : error);
}

export async function readWebSearchStatus(db: Database, clientId: number): Promise<WebSearchStatusView> {
  const [row] = await db
    .select({
      status: webSearchStatus.status,
      error: webSearchStatus.error,
      updatedAt: webSearchStatus.updatedAt,
      stale: sql<boolean>`${isStale}`,
    })
    .from(webSearchStatus)
    .where(eq(webSearchStatus.clientId, clientId));
  if (!row) return { status: 'idle', error: null, updatedAt: null };
  if (row.status === 'in-progress' && row.stale) {
    return {
      status: 'idle',
      error: 'The last research run stopped unexpectedly.',
      updatedAt: iso(row.updatedAt),
    };
  }
  return { status: row.status as WebSearchState, error: row.error, updatedAt: iso(row.updatedAt) };
}

interface ClientRef {
  id: number;
  documentId: string;
}

async function release(
  db: Database,
  client: ClientRef,
  holder: string,
  status: WebSearchState,
  error: string | null,
) {
  const released = await db
    .update(webSearchStatus)
    .set({ status, error, holder: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(webSearchStatus.clientId, client.id),
        eq(webSearchStatus.status, 'in-progress'),
        eq(webSearchStatus.holder, holder),
      ),
    )
    .returning({ clientId: webSearchStatus.clientId });
  if (released.length > 0) {
    await announce(db, { clientId: client.id, documentId: client.documentId, status, error });
  }
}

/** NOTIFY reaches every process listening on the database, whichever process ran the research. */
async function announce(db: Database, change: WebSearchChange): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${WEB_SEARCH_STATUS_CHANNEL}, ${JSON.stringify(change)})`);
}

// The drivers differ: node-postgres gives a Date, PGlite may give a Date or a string.
const iso = (value: Date | string) => new Date(value).toISOString();
