import type { VsmeRequestQuestion } from '@impact/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { findVsmeReport } from '../../../authz/vsme-reports.js';
import type { Database } from '../../../db/client.js';
import { newDocumentId } from '../../../db/ids.js';
import { vsmeDataRequests, vsmeRequestAnswers, vsmeRequestFiles } from '../../../db/schema.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import type { FileStorage } from '../../uploads/storage.js';
import { EVIDENCE_CONTENT_TYPES, evidenceKindOf, type EvidenceKind } from './evidence-kind.js';
import type { EvidenceUpload } from './evidence-form.js';
import { newEvidenceKey } from './evidence-storage.js';
import { askedDatapoint, editableAnswer, openRequest, questionOf } from './link-service.js';

export const EVIDENCE_NOT_FOUND = 'Evidence file not found';
const MAX_FILES_PER_ANSWER = 10;
const NOT_ACCEPTED = 'file: attach a PDF, Word (.docx), Excel (.xlsx), PNG or JPEG file';

/**
 * POST …/evidence: the file's kind is read from its content, then it is stored under a key of ours and
 * listed on the answer, which becomes a draft again (a returned answer reopens for the new evidence).
 */
export async function uploadEvidence(
  db: Database,
  storage: FileStorage,
  token: string,
  datapointId: string,
  file: EvidenceUpload,
): Promise<VsmeRequestQuestion> {
  const kind = evidenceKindOf(file.data);
  if (!kind) throw badRequest(`${NOT_ACCEPTED}; '${file.name}' is none of them`);
  const key = newEvidenceKey(kind);
  let written = false;
  try {
    return await db.transaction(async (tx) => {
      const open = await openRequest(tx, token, true);
      askedDatapoint(open, datapointId);
      const existing = await editableAnswer(tx, open, datapointId);
      const [answer] = existing
        ? await tx
            .update(vsmeRequestAnswers)
            .set({ state: 'draft', savedAt: new Date() })
            .where(eq(vsmeRequestAnswers.id, existing.id))
            .returning()
        : await tx
            .insert(vsmeRequestAnswers)
            .values({ requestId: open.request.id, datapointId, value: sql`NULL`, state: 'draft' })
            .returning();
      const [{ files }] = (await tx
        .select({ files: count() })
        .from(vsmeRequestFiles)
        .where(eq(vsmeRequestFiles.answerId, answer!.id))) as [{ files: number }];
      if (files >= MAX_FILES_PER_ANSWER)
        throw badRequest(`file: an answer holds at most ${MAX_FILES_PER_ANSWER} files`);
      written = true;
      await storage.put(key, file.data);
      await tx.insert(vsmeRequestFiles).values({
        documentId: newDocumentId(),
        answerId: answer!.id,
        fileName: file.name,
        kind,
        bytes: file.data.length,
        storageKey: key,
      });
      return questionOf(tx, open, datapointId);
    });
  } catch (error) {
    // The row that would name the file was rolled back: a file no row names could never be deleted.
    if (written) await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** DELETE …/evidence/:fileId: only a file of this question's answer, while the answer may change. */
export async function deleteEvidence(
  db: Database,
  storage: FileStorage,
  token: string,
  datapointId: string,
  fileId: string,
): Promise<VsmeRequestQuestion> {
  const removed = await db.transaction(async (tx) => {
    const open = await openRequest(tx, token, true);
    askedDatapoint(open, datapointId);
    const answer = await editableAnswer(tx, open, datapointId);
    if (!answer) throw notFound(EVIDENCE_NOT_FOUND);
    const [file] = await tx
      .delete(vsmeRequestFiles)
      .where(and(eq(vsmeRequestFiles.answerId, answer.id), eq(vsmeRequestFiles.documentId, fileId)))
      .returning();
    if (!file) throw notFound(EVIDENCE_NOT_FOUND);
    await tx
      .update(vsmeRequestAnswers)
      .set({ state: 'draft', savedAt: new Date() })
      .where(eq(vsmeRequestAnswers.id, answer.id));
    return { file, question: await questionOf(tx, open, datapointId) };
  });
  await storage.delete(removed.file.storageKey);
  return removed.question;
}

/** A contact's file, for a consultant of the report's organization: cited as the value's source. */
export async function consultantEvidence(
  db: Database,
  storage: FileStorage,
  userId: number,
  reportDocumentId: string,
  fileId: string,
): Promise<{ data: Buffer; fileName: string; contentType: string }> {
  const report = await findVsmeReport(db, userId, reportDocumentId);
  const [file] = await db
    .select({ file: vsmeRequestFiles })
    .from(vsmeRequestFiles)
    .innerJoin(vsmeRequestAnswers, eq(vsmeRequestAnswers.id, vsmeRequestFiles.answerId))
    .innerJoin(vsmeDataRequests, eq(vsmeDataRequests.id, vsmeRequestAnswers.requestId))
    .where(and(eq(vsmeDataRequests.reportId, report.id), eq(vsmeRequestFiles.documentId, fileId)));
  const data = file && (await storage.get(file.file.storageKey));
  if (!file || !data) throw notFound(EVIDENCE_NOT_FOUND);
  return {
    data,
    fileName: file.file.fileName,
    contentType: EVIDENCE_CONTENT_TYPES[file.file.kind as EvidenceKind],
  };
}
