import type {
  VsmeDataRequest,
  VsmeRequestAnswer,
  VsmeRequestQuestion,
  VsmeRequestStatus,
  VsmeValue,
  VsmeValueContent,
} from '@impact/contracts';
import { vsmeDisclosure, type VsmeDatapoint, type VsmeVersionId } from '@impact/knowledge';
import type { vsmeDataRequests, vsmeRequestAnswers, vsmeRequestFiles } from '../../../db/schema.js';

export type RequestRow = typeof vsmeDataRequests.$inferSelect;
export type AnswerRow = typeof vsmeRequestAnswers.$inferSelect;
export type FileRow = typeof vsmeRequestFiles.$inferSelect;

/** Stored wrapped like vsme_values.value: see store.ts. */
export const contentOf = (stored: unknown): VsmeValueContent | null =>
  stored && typeof stored === 'object' && 'content' in stored ? (stored.content as VsmeValueContent) : null;

export const askedIds = (request: RequestRow): string[] => request.datapointIds as string[];

export function statusOf(
  request: RequestRow,
  answers: readonly AnswerRow[],
  now = new Date(),
): VsmeRequestStatus {
  if (request.revokedAt) return 'revoked';
  const asked = askedIds(request);
  const submitted = new Set(answers.filter((a) => a.state === 'submitted').map((a) => a.datapointId));
  if (asked.every((id) => submitted.has(id))) return 'submitted';
  if (request.expiresAt <= now) return 'expired';
  return 'open';
}

/**
 * The consultant's review of a submitted answer, read from the value it became: only while the value
 * is still the client's (a consultant's later edit ends the conversation).
 */
export function reviewOf(answer: AnswerRow, value: VsmeValue | undefined): VsmeValue['review'] {
  if (answer.state !== 'submitted' || value?.status !== 'client-provided') return null;
  return value.review;
}

export function toDataRequest(
  request: RequestRow,
  reportDocumentId: string,
  answers: readonly AnswerRow[],
  values: ReadonlyMap<string, VsmeValue>,
): VsmeDataRequest {
  const reviews = answers.map((answer) => reviewOf(answer, values.get(answer.datapointId)));
  return {
    documentId: request.documentId,
    reportDocumentId,
    status: statusOf(request, answers),
    datapointIds: askedIds(request),
    contactName: request.contactName,
    contactEmail: request.contactEmail,
    message: request.message,
    progress: {
      asked: askedIds(request).length,
      drafted: answers.filter((a) => a.state === 'draft').length,
      submitted: answers.filter((a) => a.state === 'submitted').length,
      accepted: reviews.filter((review) => review === 'accepted').length,
      returned: reviews.filter((review) => review === 'returned').length,
    },
    expiresAt: request.expiresAt.toISOString(),
    createdAt: request.createdAt.toISOString(),
    revokedAt: request.revokedAt?.toISOString() ?? null,
    lastRemindedAt: request.lastRemindedAt?.toISOString() ?? null,
  };
}

export function toAnswer(
  answer: AnswerRow,
  files: readonly FileRow[],
  value: VsmeValue | undefined,
  returnComment: string | null,
): VsmeRequestAnswer {
  const review = reviewOf(answer, value);
  return {
    value: contentOf(answer.value),
    unit: answer.unit,
    explanation: answer.explanation,
    state: answer.state as 'draft' | 'submitted',
    review,
    reviewComment: review === 'returned' ? returnComment : null,
    files: files.map((file) => ({
      id: file.documentId,
      fileName: file.fileName,
      kind: file.kind as VsmeRequestAnswer['files'][number]['kind'],
      bytes: file.bytes,
      uploadedAt: file.uploadedAt.toISOString(),
    })),
    savedAt: answer.savedAt.toISOString(),
  };
}

/** A draft, or a submitted answer the consultant returned, may still change. */
export const isEditable = (answer: VsmeRequestAnswer | null): boolean =>
  answer === null || answer.state === 'draft' || answer.review === 'returned';

/** One question as the contact sees it: the datapoint's wording and nothing else of the report. */
export function toQuestion(
  versionId: VsmeVersionId,
  datapoint: VsmeDatapoint,
  answer: VsmeRequestAnswer | null,
): VsmeRequestQuestion {
  return {
    datapointId: datapoint.id,
    disclosure: datapoint.disclosure,
    disclosureTitle: vsmeDisclosure(versionId, datapoint.disclosure)?.title ?? datapoint.disclosure,
    label: datapoint.templateQuestion ?? datapoint.label,
    kind: datapoint.kind,
    unit: datapoint.unit ?? null,
    options: datapoint.options ? [...datapoint.options] : null,
    multiple: datapoint.multiple ?? false,
    guidance: datapoint.guidance ?? null,
    asksExplanation: Boolean(datapoint.explainedBy),
    answer,
    editable: isEditable(answer),
  };
}
