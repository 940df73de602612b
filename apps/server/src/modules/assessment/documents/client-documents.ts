import type { StructuredDocument } from '@impact/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { clientDocuments } from '../../../db/schema.js';

/**
 * Where a stored structured document came from: the website scrape (its pages and the reports they
 * link to, replaced on every scrape) or an upload during onboarding (kept across scrapes).
 */
export const DOCUMENT_ORIGINS = ['website', 'upload'] as const;
export type DocumentOrigin = (typeof DOCUMENT_ORIGINS)[number];

/** 'upload' sorts after 'website' by name; the consultant's documents come first. */
const originRank = (origin: string) => (origin === 'upload' ? 0 : 1);

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

/**
 * The client's structured documents: uploads first (the consultant's own material), then the
 * website's pages and linked reports in the order the scrape read them.
 */
export async function listClientDocuments(db: Database, clientId: number): Promise<StoredClientDocument[]> {
  const rows = await db
    .select({
      origin: clientDocuments.origin,
      retrievedAt: clientDocuments.retrievedAt,
      document: clientDocuments.document,
    })
    .from(clientDocuments)
    .where(eq(clientDocuments.clientId, clientId))
    .orderBy(asc(clientDocuments.origin), asc(clientDocuments.position));
  return rows
    .map((row) => ({
      origin: row.origin as DocumentOrigin,
      retrievedAt: row.retrievedAt.toISOString(),
      // Written from documents that passed the contract (the reader's worker validates its output).
      document: row.document as StructuredDocument,
    }))
    .toSorted((a, b) => originRank(a.origin) - originRank(b.origin));
}

/** The documents alone, as the assessment's steps read them. */
export async function loadClientDocuments(db: Database, clientId: number): Promise<StructuredDocument[]> {
  return (await listClientDocuments(db, clientId)).map((stored) => stored.document);
}
