import type { Source, VsmeActor } from '@impact/contracts';
import { eq } from 'drizzle-orm';
import { VSME_REPORT_NOT_FOUND } from '../../authz/vsme-reports.js';
import type { Database } from '../../db/client.js';
import { vsmeReports } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { commitChange, type CommittedChange } from './commit-change.js';
import { tableAnswering } from './datapoints.js';
import { comparedAgain } from './prefill/carry-over.js';
import { lockValue } from './store.js';
import { checkValue, fieldError } from './validate-value.js';
import { datapointIn } from './value-service.js';
import type { VsmeValueState } from './value-state.js';

export interface ClientAnswer {
  /** The report's id; the data request that asks for the answer has already checked who may give it. */
  reportId: number;
  datapointId: string;
  value: unknown;
  unit?: string | null;
  /** The data request the answer came through. */
  requestDocumentId: string;
  /** ISO date-time; now by default. */
  submittedAt?: string;
  /** The evidence the client attached, cited as the value's sources. */
  sources?: Source[];
  /** The client's explanation or remark, kept in the value's note. */
  explanation?: string | null;
}

/**
 * A client's answer to a data request, checked like a consultant's edit. It becomes the value, pending
 * the consultant's review, unless the consultant entered the value themselves: a consultant's entry is
 * never overwritten by a later client answer, which then waits beside it in `pendingClientAnswer`.
 */
export async function applyClientAnswer(db: Database, answer: ClientAnswer): Promise<CommittedChange> {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(answer.requestDocumentId)) {
    throw fieldError('requestDocumentId', 'Not a data request id');
  }
  const [report] = await db.select().from(vsmeReports).where(eq(vsmeReports.id, answer.reportId));
  if (!report) throw notFound(VSME_REPORT_NOT_FOUND);
  const { datapoint, datapoints } = datapointIn(report, answer.datapointId);
  const table = tableAnswering(datapoint, datapoints);
  if (table)
    throw fieldError(
      'datapointId',
      `${datapoint.id} is a column of ${table.id}: answer it in that table's rows`,
    );
  const checked = checkValue(datapoint, datapoints, answer.value, answer.unit);
  const actor: VsmeActor = { kind: 'data-request', requestDocumentId: answer.requestDocumentId };
  const submittedAt = answer.submittedAt ?? new Date().toISOString();
  return db.transaction(async (tx) => {
    const current = (await lockValue(tx, report.id, datapoint.id))!;
    if (current.status === 'entered') {
      const held: VsmeValueState = {
        ...current,
        pendingClientAnswer: {
          value: checked.value,
          unit: checked.unit,
          requestDocumentId: answer.requestDocumentId,
          submittedAt,
        },
      };
      return commitChange(tx, report, datapoints, {
        before: current,
        after: held,
        actor,
        action: 'client answered',
        comment: "Held for the consultant: it would replace the consultant's own entry",
      });
    }
    const after: VsmeValueState = {
      ...current,
      status: 'client-provided',
      value: checked.value,
      unit: checked.unit,
      sources: answer.sources ?? [],
      method: { kind: 'client', description: 'Answered by the client through a data request' },
      notApplicableReason: null,
      omissionStatement: null,
      review: 'pending',
      pendingClientAnswer: null,
      note:
        [
          current.note,
          checked.conversionNote,
          answer.explanation?.trim() && `Client's explanation: ${answer.explanation.trim()}`,
        ]
          .filter(Boolean)
          .join(' ')
          .slice(0, 2000) || null,
      updatedBy: actor,
    };
    return commitChange(tx, report, datapoints, {
      before: current,
      after: comparedAgain(after),
      actor,
      action: 'client answered',
    });
  });
}
