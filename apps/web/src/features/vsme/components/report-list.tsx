import type { VsmeReportSummary } from '@impact/contracts';
import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/format-date';
import { MODULE_LABELS } from '../lib/labels';
import { periodLabel } from '../lib/period';
import { CompletenessBar } from './completeness-bar';

/** The client's VSME reports, newest period first: period, module and completeness, each a link. */
export function ReportList(props: { reports: VsmeReportSummary[]; basePath: string }) {
  const reports = props.reports.toSorted((a, b) => b.periodEnd.localeCompare(a.periodEnd));
  return (
    <ul aria-label="VSME reports" className="grid gap-3">
      {reports.map((report) => {
        const period = periodLabel({ start: report.periodStart, end: report.periodEnd });
        return (
          <li key={report.documentId}>
            <Link
              to={`${props.basePath}/${encodeURIComponent(report.documentId)}`}
              className="group grid gap-3 rounded-xl border bg-card p-5 shadow-sm outline-none transition-colors hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_auto] sm:items-center"
            >
              <span className="grid min-w-0 gap-1">
                <span className="font-semibold">{`VSME report ${period}`}</span>
                <span className="text-sm text-muted-foreground">
                  {MODULE_LABELS[report.module]} · updated {formatDay(report.updatedAt) ?? '—'}
                </span>
              </span>
              <CompletenessBar label={`Completeness of the ${period} report`} count={report.completeness} />
              <ChevronRightIcon aria-hidden className="hidden size-4 text-muted-foreground sm:block" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
