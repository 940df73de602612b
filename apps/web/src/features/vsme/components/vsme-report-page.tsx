import type { VsmeReport } from '@impact/contracts';
import { vsmeVersion } from '@impact/knowledge/vsme';
import { ArrowLeftIcon } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { useLoadedClient } from '../../../lib/client/use-current-client';
import { clientPath } from '../../../lib/client-path';
import { useVsmeReport } from '../api/vsme-reports';
import { useChangeValue } from '../api/vsme-values';
import { MODULE_LABELS } from '../lib/labels';
import { periodLabel } from '../lib/period';
import { reportStructure, type DatapointRow, type ValueFilter } from '../lib/report-structure';
import { CompletenessBar } from './completeness-bar';
import { DeleteReportButton } from './delete-report-button';
import { DisclosureCard } from './disclosure-card';
import { EditValueDialog, type EditTarget } from './edit-value-dialog';
import { ExportButtons } from './export-buttons';
import { HistoryDialog } from './history-dialog';
import { DataRequestsPanel } from './requests/data-requests-panel';
import { RequestDataDialog } from './requests/request-data-dialog';
import { ReturnValueDialog } from './return-value-dialog';
import { ValueFilters } from './value-filters';

const EMPTY_FILTER_TEXT: Record<ValueFilter, string> = {
  all: 'This report has no datapoints.',
  missing: 'Nothing is missing.',
  review: 'Nothing awaits review.',
};

/** /client/:clientName/vsme/:reportDocumentId: one VSME report, datapoint by datapoint. */
export default function VsmeReportPage() {
  const client = useLoadedClient();
  const { reportDocumentId = '' } = useParams();
  const report = useVsmeReport(reportDocumentId);
  const listPath = `${clientPath(client.Name)}/vsme`;
  const back = (
    <Link
      to={listPath}
      className="inline-flex w-fit items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeftIcon aria-hidden className="size-4" />
      All VSME reports
    </Link>
  );
  if (report.data) {
    return <ReportView report={report.data} clientName={client.Name} listPath={listPath} back={back} />;
  }
  if (report.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-12 text-sm text-muted-foreground">
        <Spinner className="text-primary" />
        Loading VSME report…
      </p>
    );
  }
  return (
    <>
      {report.error instanceof ApiRequestError && report.error.status === 404 ? (
        <p className="pt-12 text-muted-foreground">VSME report not found.</p>
      ) : (
        <FormError message={report.error.message} />
      )}
      {back}
    </>
  );
}

function ReportView({
  report,
  clientName,
  listPath,
  back,
}: {
  report: VsmeReport;
  clientName: string;
  listPath: string;
  back: ReactNode;
}) {
  const [filter, setFilter] = useState<ValueFilter>('all');
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [history, setHistory] = useState<{ datapointId: string; label: string } | null>(null);
  const [returning, setReturning] = useState<{ datapointId: string; label: string } | null>(null);
  const [requesting, setRequesting] = useState(false);
  const review = useChangeValue(report.documentId);
  const reviewingId = review.isPending ? review.variables.datapointId : null;
  const modules = useMemo(() => reportStructure(report, filter), [report, filter]);
  const period = periodLabel({ start: report.periodStart, end: report.periodEnd });
  const version = vsmeVersion(report.versionId);
  const shownRows = modules.reduce(
    (count, module) => count + module.disclosures.reduce((sum, group) => sum + group.rows.length, 0),
    0,
  );

  const accept = (datapointId: string) =>
    review.mutate(
      { datapointId, kind: 'review', data: { decision: 'accept' } },
      {
        onSuccess: () => toast.success('Value accepted'),
        onError: (error) => toast.error('The value could not be accepted', { description: error.message }),
      },
    );
  const sendBack = (comment: string) =>
    returning &&
    review.mutate(
      { datapointId: returning.datapointId, kind: 'review', data: { decision: 'return', comment } },
      {
        onSuccess: () => {
          toast.success('Value returned');
          setReturning(null);
        },
      },
    );
  const actionsFor = ({ value, datapoint }: DatapointRow) => {
    const label = datapoint?.label ?? value.datapointId;
    return {
      onEdit: () => setEditing({ value, datapoint }),
      onHistory: () => setHistory({ datapointId: value.datapointId, label }),
      onAccept: () => accept(value.datapointId),
      onReturn: () => {
        review.reset();
        setReturning({ datapointId: value.datapointId, label });
      },
      reviewing: reviewingId === value.datapointId,
    };
  };

  return (
    <>
      {back}
      <header className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h1 className="text-2xl font-semibold tracking-tight">{`VSME report ${period}`}</h1>
            <p className="text-sm text-muted-foreground">
              {MODULE_LABELS[report.module]} · follows {version.title}
            </p>
            {report.previousReportDocumentId && (
              <p className="text-sm text-muted-foreground">
                Started from the previous report: its values show beside each datapoint.
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="outline"
              disabled={report.completeness.overall.missing === 0}
              onClick={() => setRequesting(true)}
            >
              Request data from the client
            </Button>
            <ExportButtons reportId={report.documentId} fileName={`${clientName} VSME ${period}`} />
            <DeleteReportButton
              reportId={report.documentId}
              clientDocumentId={report.client.documentId}
              period={period}
              listPath={listPath}
            />
          </div>
        </div>
        <CompletenessBar label="Overall completeness" count={report.completeness.overall} />
      </header>
      <DataRequestsPanel reportId={report.documentId} />
      <ValueFilters filter={filter} overall={report.completeness.overall} onChange={setFilter} />
      {shownRows === 0 && <p className="text-sm text-muted-foreground">{EMPTY_FILTER_TEXT[filter]}</p>}
      {modules.map((module) =>
        module.disclosures.length === 0 ? null : (
          <section key={module.module} aria-label={module.title} className="grid gap-4">
            <div className="grid gap-2">
              <h2 className="text-lg font-semibold tracking-tight">{module.title}</h2>
              {module.completeness && (
                <CompletenessBar label={`${module.title} completeness`} count={module.completeness} />
              )}
            </div>
            {module.disclosures.map((group) => (
              <DisclosureCard
                key={group.code || 'other'}
                group={group}
                versionId={report.versionId}
                actionsFor={actionsFor}
              />
            ))}
          </section>
        ),
      )}
      <EditValueDialog
        reportId={report.documentId}
        versionId={report.versionId}
        target={editing}
        onClose={() => setEditing(null)}
      />
      <RequestDataDialog report={report} open={requesting} onClose={() => setRequesting(false)} />
      <HistoryDialog reportId={report.documentId} target={history} onClose={() => setHistory(null)} />
      <ReturnValueDialog
        label={returning?.label ?? null}
        busy={review.isPending}
        error={review.isError && returning ? review.error.message : null}
        onReturn={sendBack}
        onClose={() => setReturning(null)}
      />
    </>
  );
}
