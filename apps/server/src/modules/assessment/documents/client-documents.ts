import type { StructuredDocument } from '@impact/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { clientDocuments } from '../../../db/schema.js';
import { countWhere, type PageWindow } from '../../../http/pagination.js';

/**
 * Where a stored structured document came from: the website scrape (its pages and the reports they
 * link to, replaced on every scrape) or an upload during onboarding (kept across scrapes).
 */
export const DOCUMENT_ORIGINS = ['website', 'upload'] as const;
export type DocumentOrigin = (typeof DOCUMENT_ORIGINS)[number];

export interface StoredClientDocument {
  origin: DocumentOrigin;
  retrievedAt: string;
  document: StructuredDocument;
}

/**
 * Replaces the client's documents of one origin with these, in this order (the scrape's reading
 * order). Run inside the transaction that stores the matching WebsiteContext, so the two agree.
 */
export async function replaceClientDocuments(
  db: Database,
  clientId: number,
  origin: DocumentOrigin,
  documents: readonly StructuredDocument[],
  retrievedAt: Date = new Date(),
): Promise<void> {
  await db
    .delete(clientDocuments)
    .where(and(eq(clientDocuments.clientId, clientId), eq(clientDocuments.origin, origin)));
  if (documents.length === 0) return;
  await db.insert(clientDocuments).values(
    documents.map((document, position) => ({
      clientId,
      origin,
      position,
      url: document.url,
      documentId: document.documentId,
      title: document.title,
      document,
      retrievedAt,
    })),
  );
}

/** Adds uploaded documents (onboarding), replacing any stored under the same document ids. */
export async function addUploadedDocuments(
  db: Database,
  clientId: number,
  documents: readonly StructuredDocument[],
): Promise<void> {
  const ids = documents.flatMap((document) => document.documentId ?? []);
  if (ids.length > 0) {
    await db
      .delete(clientDocuments)
      .where(
        and(
          eq(clientDocuments.clientId, clientId),
          eq(clientDocuments.origin, 'upload'),
          inArray(clientDocuments.documentId, ids),
        ),
      );
  }
  const stored = await db
    .select({ position: clientDocuments.position })
    .from(clientDocuments)
    .where(and(eq(clientDocuments.clientId, clientId), eq(clientDocuments.origin, 'upload')));
  const next = stored.reduce((max, row) => Math.max(max, row.position + 1), 0);
  if (documents.length === 0) return;
  await db.insert(clientDocuments).values(
    documents.map((document, index) => ({
      clientId,
      origin: 'upload',
      position: next + index,
      url: null,
      documentId: document.documentId,
      title: document.title,
      document,
    })),
  );
}

const toStored = (row: { origin: string; retrievedAt: Date; document: unknown }): StoredClientDocument => ({
  origin: row.origin as DocumentOrigin,
  retrievedAt: row.retrievedAt.toISOString(),
  // Written from documents that passed the contract (the reader's worker validates its output).
  document: row.document as StructuredDocument,
});

/**
 * The client's structured documents, or the window of them asked for: uploads first (the consultant's
 * own material), then the website's pages and linked reports in the order the scrape read them (ties,
 * which a writer never leaves, by id).
 */
function clientDocumentsQuery(db: Database, clientId: number) {
  return db
    .select({
      origin: clientDocuments.origin,
      retrievedAt: clientDocuments.retrievedAt,
      document: clientDocuments.document,
    })
    .from(clientDocuments)
    .where(eq(clientDocuments.clientId, clientId))
    .orderBy(
      sql`case when ${clientDocuments.origin} = 'upload' then 0 else 1 end`,
      asc(clientDocuments.position),
      asc(clientDocuments.id),
    )
    .$dynamic();
}

export async function listClientDocuments(db: Database, clientId: number): Promise<StoredClientDocument[]> {
  return (await clientDocumentsQuery(db, clientId)).map(toStored);
}

/** One page of the client's documents (GET /clients/:id/documents), and how many there are. */
export async function pageOfClientDocuments(db: Database, clientId: number, window: PageWindow) {
  const [rows, total] = await Promise.all([
    clientDocumentsQuery(db, clientId).limit(window.limit).offset(window.offset),
    countWhere(db, clientDocuments, eq(clientDocuments.clientId, clientId)),
  ]);
  return { rows: rows.map(toStored), total };
}

/** The documents alone, as the assessment's steps read them. */
export async function loadClientDocuments(db: Database, clientId: number): Promise<StructuredDocument[]> {
  return (await listClientDocuments(db, clientId)).map((stored) => stored.document);
}
