import type { VsmeValue } from '@impact/contracts';
import type { VsmeDatapoint, VsmeVersionId } from '@impact/knowledge/vsme';
import { CheckIcon, HistoryIcon, PencilIcon, Undo2Icon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { formatContent } from '../lib/format-value';
import { awaitsReview } from '../lib/report-structure';
import { MethodLine } from './method-line';
import { SourceChips } from './source-chips';
import { MarkChip, StatusChip } from './status-chip';
import { ValueView } from './value-view';

export interface RowActions {
  onEdit: () => void;
  onHistory: () => void;
  onAccept: () => void;
  onReturn: () => void;
  /** A review of this value is on its way: its buttons wait. */
  reviewing: boolean;
}

/** One datapoint of the report: EFRAG's label, the value, where it came from, and what can be done. */
export function DatapointRow(props: {
  value: VsmeValue;
  datapoint: VsmeDatapoint | undefined;
  versionId: VsmeVersionId;
  actions: RowActions;
}) {
  const { value, datapoint, actions } = props;
  const titleId = useId();
  const label = datapoint?.label ?? value.datapointId;
  const pending = value.pendingClientAnswer;
  return (
    <article aria-labelledby={titleId} className="grid gap-2 border-t py-4 first:border-t-0">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 flex-1 basis-64 gap-0.5">
          <h4 id={titleId} className="text-sm font-medium break-words">
            {label}
          </h4>
          {datapoint?.identifier && (
            <p className="text-xs break-all text-muted-foreground">{datapoint.identifier}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <StatusChip status={value.status} />
          {value.review === 'pending' && <MarkChip tone="warning">Awaiting review</MarkChip>}
          {value.review === 'returned' && <MarkChip>Returned</MarkChip>}
          {value.review === 'accepted' && <MarkChip>Accepted</MarkChip>}
          {value.previous?.changed && <MarkChip>Changed</MarkChip>}
        </div>
      </div>
      <ValueView value={value} datapoint={datapoint} versionId={props.versionId} label={label} />
      <MethodLine method={value.method} />
      {pending && (
        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground/80">Client&apos;s answer awaiting review: </span>
          {formatContent(pending.value, pending.unit)}
        </p>
      )}
      {value.previous && (
        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground/80">Previous report: </span>
          {formatContent(value.previous.value, value.previous.unit)}
          {value.previous.changed ? ' (changed)' : ' (unchanged)'}
        </p>
      )}
      {value.note && (
        <p className="text-xs break-words text-muted-foreground">
          <span className="font-medium text-foreground/80">Note: </span>
          {value.note}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SourceChips sources={value.sources} label={label} fromClient={value.method?.kind === 'client'} />
        <div className="ml-auto flex flex-wrap gap-1">
          {awaitsReview(value) && (
            <>
              <Button
                size="sm"
                variant="outline"
                disabled={actions.reviewing}
                aria-label={`Accept ${label}`}
                onClick={actions.onAccept}
              >
                <CheckIcon aria-hidden />
                Accept
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={actions.reviewing}
                aria-label={`Return ${label}`}
                onClick={actions.onReturn}
              >
                <Undo2Icon aria-hidden />
                Return
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" aria-label={`Edit value of ${label}`} onClick={actions.onEdit}>
            <PencilIcon aria-hidden />
            Edit
          </Button>
          <Button size="sm" variant="ghost" aria-label={`History of ${label}`} onClick={actions.onHistory}>
            <HistoryIcon aria-hidden />
            History
          </Button>
        </div>
      </div>
    </article>
  );
}
