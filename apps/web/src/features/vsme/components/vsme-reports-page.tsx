import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { useLoadedClient } from '../../../lib/client/use-current-client';
import { clientPath } from '../../../lib/client-path';
import { useVsmeReports } from '../api/vsme-reports';
import { AssessmentNotice } from './assessment-notice';
import { NewReportDialog } from './new-report-dialog';
import { ReportList } from './report-list';

/** /client/:clientName/vsme: the client's VSME reports and 'New VSME report'. */
export default function VsmeReportsPage() {
  const client = useLoadedClient();
  // Sample profiles are public examples, not clients of the organization: no report is made for them.
  const isSample = client.Sample !== null;
  const reports = useVsmeReports(client.documentId, !isSample);
  const [creating, setCreating] = useState(false);
  const basePath = `${clientPath(client.Name)}/vsme`;

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{`${client.Name}'s VSME reports`}</h1>
          <p className="text-sm text-muted-foreground">
            The Voluntary Sustainability Reporting Standard for SMEs (Commission Recommendation (EU)
            2025/1710).
          </p>
        </div>
        {!isSample && (
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden />
            New VSME report
          </Button>
        )}
      </div>
      {isSample ? (
        <p className="text-sm text-muted-foreground">
          Sample profiles have no VSME reports: add your own client to report for it.
        </p>
      ) : (
        <>
          <AssessmentNotice clientId={client.id} />
          {reports.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner className="text-primary" />
              Loading VSME reports…
            </p>
          ) : reports.isError ? (
            <FormError message={reports.error.message} />
          ) : reports.data.length === 0 ? (
            <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
              No VSME report yet. Create one to start from what the assessment found.
            </p>
          ) : (
            <ReportList reports={reports.data} basePath={basePath} />
          )}
          <NewReportDialog
            open={creating}
            clientDocumentId={client.documentId}
            reports={reports.data ?? []}
            basePath={basePath}
            onClose={() => setCreating(false)}
          />
        </>
      )}
    </>
  );
}
