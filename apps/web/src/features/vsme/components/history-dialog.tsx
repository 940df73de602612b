import type { VsmeActor, VsmeValueChange } from '@impact/contracts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { formatTimestamp } from '../../../lib/format-date';
import { useValueHistory } from '../api/vsme-values';
import { formatContent } from '../lib/format-value';
import { STATUS_LABELS } from '../lib/labels';

const actorName = (actor: VsmeActor) =>
  actor.kind === 'user' ? actor.name : actor.kind === 'data-request' ? "The client's contact" : actor.note;

const stateText = (state: VsmeValueChange['to']) => {
  const content = formatContent(state.value, state.unit);
  return state.value === null ? STATUS_LABELS[state.status] : `${content} (${STATUS_LABELS[state.status]})`;
};

/** 'History': who changed the value, when, and from what to what, newest first. */
export function HistoryDialog(props: {
  reportId: string;
  /** The value's datapoint and label; null when closed. */
  target: { datapointId: string; label: string } | null;
  onClose: () => void;
}) {
  const history = useValueHistory(props.reportId, props.target?.datapointId ?? null);
  return (
    <Dialog open={props.target !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{`History of ${props.target?.label ?? ''}`}</DialogTitle>
          <DialogDescription>Every change to this value, newest first.</DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="text-primary" />
            Loading history…
          </p>
        ) : history.isError ? (
          <FormError message={history.error.message} />
        ) : history.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No changes yet.</p>
        ) : (
          <ol className="grid gap-3">
            {history.data.map((change, index) => (
              <li key={`${change.at}-${index}`} className="grid gap-1 rounded-lg border p-3 text-sm">
                <p className="flex flex-wrap justify-between gap-x-3 gap-y-1">
                  <span className="font-medium">
                    {actorName(change.by)} · {change.action}
                  </span>
                  <time dateTime={change.at} className="text-xs text-muted-foreground">
                    {formatTimestamp(change.at) ?? change.at}
                  </time>
                </p>
                <p className="break-words text-muted-foreground">
                  {change.from ? `${stateText(change.from)} → ${stateText(change.to)}` : stateText(change.to)}
                </p>
                {change.comment && <p className="break-words">“{change.comment}”</p>}
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
