import type { VsmeDataRequest, VsmeRequestStatus } from '@impact/contracts';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormError } from '../../../../components/ui/form-error';
import { Spinner } from '../../../../components/ui/spinner';
import { formatDay, formatTimestamp } from '../../../../lib/format-date';
import { useDataRequestAction, useDataRequests } from '../../api/data-requests';

const STATUS_LABELS: Record<VsmeRequestStatus, string> = {
  open: 'Open',
  submitted: 'Submitted',
  expired: 'Expired',
  revoked: 'Revoked',
};

const progressLine = ({ progress }: VsmeDataRequest) =>
  `${progress.asked} asked · ${progress.drafted} drafted · ${progress.submitted} submitted · ${progress.accepted} accepted · ${progress.returned} returned`;

/** 'Data requests': the report's requests with their progress, a reminder and revoking. */
export function DataRequestsPanel({ reportId }: { reportId: string }) {
  const requests = useDataRequests(reportId);
  return (
    <section aria-label="Data requests" className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5">
      <h2 className="text-lg font-semibold tracking-tight">Data requests</h2>
      {requests.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          Loading data requests…
        </p>
      )}
      {requests.isError && <FormError message={requests.error.message} />}
      {requests.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">No data requested from the client yet.</p>
      )}
      {requests.data && requests.data.length > 0 && (
        <ul className="grid gap-3">
          {requests.data.map((request) => (
            <RequestItem key={request.documentId} reportId={reportId} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestItem({ reportId, request }: { reportId: string; request: VsmeDataRequest }) {
  const remind = useDataRequestAction(reportId, 'remind');
  const revoke = useDataRequestAction(reportId, 'revoke');
  const live = request.status === 'open' || request.status === 'submitted';
  const who = request.contactName ?? request.contactEmail ?? 'No contact named';
  const sendReminder = () =>
    remind.mutate(request.documentId, { onSuccess: () => toast.success('Reminder sent') });
  return (
    <li aria-label={`Request to ${who}`} className="grid min-w-0 gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0 font-medium break-words">
          {who}
          {request.contactName && request.contactEmail && (
            <span className="font-normal text-muted-foreground">{` · ${request.contactEmail}`}</span>
          )}
        </p>
        <span className="text-sm font-medium">{STATUS_LABELS[request.status]}</span>
      </div>
      <p className="text-sm text-muted-foreground">
        {request.status === 'revoked'
          ? `Revoked ${formatDay(request.revokedAt?.slice(0, 10)) ?? ''}`
          : `${request.status === 'expired' ? 'Expired' : 'Expires'} ${formatDay(request.expiresAt.slice(0, 10)) ?? request.expiresAt}`}
        {request.lastRemindedAt && ` · reminded ${formatTimestamp(request.lastRemindedAt) ?? ''}`}
      </p>
      <p className="text-sm">{progressLine(request)}</p>
      {live && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!request.contactEmail || remind.isPending}
            title={request.contactEmail ? undefined : 'The request has no e-mail address to send to'}
            onClick={sendReminder}
          >
            {remind.isPending && <Spinner />}
            Send reminder
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm">
                Revoke
              </Button>
            }
            title="Revoke this link?"
            description="The client’s contact can no longer open it. Answers already submitted stay in the report."
            confirmLabel="Revoke"
            pendingLabel="Revoking…"
            onConfirm={() => revoke.mutateAsync(request.documentId)}
          />
        </div>
      )}
      {!request.contactEmail && live && (
        <p className="text-xs text-muted-foreground">Reminders need the contact’s e-mail address.</p>
      )}
      <FormError message={remind.isError ? remind.error.message : null} />
    </li>
  );
}
