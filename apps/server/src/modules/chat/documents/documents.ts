import { ONBOARDING_DOCUMENT_LIMITS, type OnboardingDocument } from '@impact/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { newDocumentId } from '../../../db/ids.js';
import { onboardingDocuments, onboardingSessions } from '../../../db/schema.js';
import { badRequest, conflict, notFound } from '../../../lib/errors.js';
import type { FileStorage } from '../../uploads/storage.js';
import type { IncomingFile } from '../../uploads/service.js';
import type { SessionRow } from '../sessions.js';
import type { OnboardingAnswers } from '../session-state.js';
import { readDocument, type ReadDocument } from './document-text.js';
import { newDocumentKey } from './document-storage.js';

export type DocumentRow = typeof onboardingDocuments.$inferSelect;

/** The step that takes documents: uploads after it would never be used. */
const DOCUMENTS_STEP = 4;

export const toDocumentView = (row: DocumentRow): OnboardingDocument => ({
  documentId: row.documentId,
  name: row.fileName,
  size: row.sizeBytes,
  pageCount: row.pageCount,
  characters: row.extractedText.length,
});

export function assertCanUpload(session: SessionRow): void {
  if ((session.answers as OnboardingAnswers).context?.demo) {
    throw conflict('Documents cannot be uploaded in a demo: skip this step to continue.');
  }
  if (session.completedAt || session.currentStep > DOCUMENTS_STEP) {
    throw conflict('The documents step of this onboarding is over');
  }
}

/**
 * Reads and stores documents for a session, all or nothing: every file is sniffed and read before the
 * first is written, and a failure while writing removes what was written.
 */
export async function storeDocuments(
  db: Database,
  storage: FileStorage,
  session: SessionRow,
  files: IncomingFile[],
): Promise<OnboardingDocument[]> {
  assertCanUpload(session);
  if (files.length === 0) throw badRequest("Attach one or more PDF or DOCX files in the 'file' field");
  // Before reading any file (pdf.js is slow); counted again under a lock when writing.
  await assertRoomFor(db, session.id, files.length);
  const read: { file: IncomingFile; document: ReadDocument; documentId: string }[] = [];
  // One at a time: pdf.js is memory-hungry, and a refused file stops the rest.
  for (const file of files) {
    const documentId = newDocumentId();
    read.push({ file, document: await readDocument(file.data, file.name, documentId), documentId });
  }

  const written: string[] = [];
  try {
    const values: (typeof onboardingDocuments.$inferInsert)[] = [];
    for (const { file, document, documentId } of read) {
      const key = newDocumentKey(document.extension);
      await storage.put(key, file.data);
      written.push(key);
      values.push({
        documentId,
        structure: document.structure,
        sessionId: session.id,
        userId: session.userId,
        fileName: file.name,
        mimeType: document.mime,
        sizeBytes: file.data.length,
        storageKey: key,
        extractedText: document.text,
        pageCount: document.pageCount,
      });
    }
    const rows = await db.transaction(async (tx) => {
      // Counted again under the session's row lock: parallel uploads (the web app sends one request a
      // file) cannot together pass the limit each passed alone.
      await tx
        .select({ id: onboardingSessions.id })
        .from(onboardingSessions)
        .where(eq(onboardingSessions.id, session.id))
        .for('update');
      await assertRoomFor(tx as unknown as Database, session.id, values.length);
      return tx.insert(onboardingDocuments).values(values).returning();
    });
    return rows.map(toDocumentView);
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

async function assertRoomFor(db: Database, sessionId: number, adding: number): Promise<void> {
  const [held] = await db
    .select({ n: count() })
    .from(onboardingDocuments)
    .where(eq(onboardingDocuments.sessionId, sessionId));
  if ((held?.n ?? 0) + adding > ONBOARDING_DOCUMENT_LIMITS.maxFiles) {
    throw badRequest(`An onboarding holds at most ${ONBOARDING_DOCUMENT_LIMITS.maxFiles} documents`);
  }
}

export async function sessionDocuments(db: Database, sessionId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(onboardingDocuments)
    .where(eq(onboardingDocuments.sessionId, sessionId))
    .orderBy(asc(onboardingDocuments.id));
}

/** Removes one of the session's documents while the onboarding is not complete. */
export async function deleteDocument(
  db: Database,
  storage: FileStorage,
  session: SessionRow,
  documentId: string,
): Promise<void> {
  if (session.completedAt) throw conflict('This onboarding is already complete');
  const [row] = await db
    .delete(onboardingDocuments)
    .where(and(eq(onboardingDocuments.sessionId, session.id), eq(onboardingDocuments.documentId, documentId)))
    .returning();
  if (!row) throw notFound('Document not found');
  // The row is gone, so the file is no longer served; a file that cannot be removed only wastes disk.
  await storage.delete(row.storageKey).catch(() => undefined);
}

/**
 * The documents a step-4 submission keeps: each uploadId must be one of this session's uploads (by
 * documentId or id); in a demo nothing can be uploaded, so only skipping passes.
 */
export async function checkStep4Files(
  db: Database,
  session: { id: number; answers: OnboardingAnswers },
  files: { uploadId: number | string }[],
): Promise<void> {
  if (files.length === 0) return;
  if (session.answers.context?.demo) {
    throw badRequest('Invalid data for step-4: a demo takes no documents; submit {files: []} to skip');
  }
  const rows = await sessionDocuments(db, session.id);
  const unknown = files
    .map((file) => String(file.uploadId))
    .filter((ref) => !rows.some((row) => row.documentId === ref || String(row.id) === ref));
  if (unknown.length > 0) {
    throw badRequest(
      `Invalid data for step-4: unknown upload ${unknown.join(', ')} (upload the file in this onboarding first)`,
    );
  }
}
