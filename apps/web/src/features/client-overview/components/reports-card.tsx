import type { Client } from '@impact/contracts';
import { ChevronRightIcon, FileTextIcon, PlusIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { clientPath } from '../../../lib/client-path';
import { cn } from '../../../lib/utils';
import { useCreateReport } from '../api/create-report';
import { useClientReports } from '../api/get-client-reports';
import { NEW_REPORT_STATE, reportPath, reportRows } from '../lib/reports';

/** The client's reports, and 'New report', which creates one and opens it (issue 8, entry point). */
export function ReportsCard({ client }: { client: Client }) {
  const navigate = useNavigate();
  const reports = useClientReports(client.documentId);
  const create = useCreateReport(client.documentId);
  const base = clientPath(client.Name);
  const rows = reportRows(reports.data ?? [], client.Name);

  const newReport = () =>
    create.mutate(undefined, {
      onSuccess: (documentId) => void navigate(reportPath(base, documentId), { state: NEW_REPORT_STATE }),
    });

  return (
    <section
      aria-labelledby="reports-heading"
      className="grid gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 id="reports-heading" className="font-medium">
            Reports
          </h2>
          <p className="text-sm text-muted-foreground">
            Six sections written from this profile, exportable to Word and PDF.
          </p>
        </div>
        <Button onClick={newReport} disabled={create.isPending}>
          {create.isPending ? <Spinner /> : <PlusIcon aria-hidden />}
          New report
        </Button>
      </div>
      <FormError message={create.error?.message} />
      {reports.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="text-primary" />
          Loading reports…
        </p>
      ) : reports.isError ? (
        <FormError message={reports.error.message} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No reports yet.</p>
      ) : (
        <ul className="grid divide-y rounded-lg border">
          {rows.map((row) => (
            <li key={row.documentId}>
              <Link
                to={reportPath(base, row.documentId)}
                className="flex items-center gap-3 px-4 py-3 outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <FileTextIcon aria-hidden className="size-4 shrink-0 text-primary" />
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="truncate text-sm font-medium">{row.title}</span>
                  {row.date && <span className="text-xs text-muted-foreground">{row.date}</span>}
                </span>
                <span
                  className={cn(
                    'shrink-0 rounded-full px-2 py-0.5 text-xs tabular-nums',
                    row.complete ? 'bg-primary/10 text-primary' : 'bg-secondary text-secondary-foreground',
                  )}
                >
                  {row.progress}
                </span>
                <ChevronRightIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
