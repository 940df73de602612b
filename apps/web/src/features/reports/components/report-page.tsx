import { ArrowLeftIcon } from 'lucide-react';
import { useDeferredValue, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { clientPath } from '../../../lib/client-path';
import { useReport } from '../api/get-report';
import type { Report } from '../api/types';
import { useReportActions } from '../hooks/use-report-actions';
import { readReportStatus } from '../lib/report-status';
import {
  REPORT_SECTION_ORDER,
  generateNextButton,
  generationOrder,
  hasPendingSection,
  reportProgress,
  shouldAutoStart,
  sortSections,
} from '../lib/section-order';
import { GenerateAllButton, GenerateNextButton } from './generate-next-button';
import { ReportDownloads } from './report-downloads';
import { ReportProgress } from './report-progress';
import { ReportSectionCard } from './report-section-card';

/**
 * /client/:clientName/report/:reportDocumentId (and /report/:reportDocumentId): the report, its
 * progress, its sections one card each, and the button that generates the next one (spec 02 §2).
 */
export default function ReportPage() {
  const { reportDocumentId = '', clientName } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const actions = useReportActions(reportDocumentId);
  const report = useReport(reportDocumentId, { requesting: actions.requesting });
  // The sections render a step behind the answer, in a transition: React then builds them in short
  // slices and lets the browser breathe between, instead of one long task a phone needs seconds for.
  const shown = useDeferredValue(report.data);
  const name = report.data?.Title || clientName || null;

  // Spec 02 §4: a report opened by 'New report' asks for its first section by itself, once.
  const status = readReportStatus(location.state);
  const autoStarted = useRef(false);
  const { generate } = actions;
  const sectionCount = report.data?.Sections.length ?? 0;
  useEffect(() => {
    if (autoStarted.current || !shouldAutoStart({ status, loaded: report.isSuccess, sectionCount })) return;
    autoStarted.current = true;
    // Forget 'creating', so coming back to this page later does not start again.
    void navigate(location.pathname, { replace: true, state: null });
    void generate(REPORT_SECTION_ORDER[0]);
  }, [status, report.isSuccess, sectionCount, navigate, location.pathname, generate]);

  // Back to where the user came from; straight to the client (or the dashboard) on a fresh tab.
  const goBack = () => {
    const client = clientName || report.data?.Client?.Name;
    if (location.key !== 'default') void navigate(-1);
    else void navigate(client ? clientPath(client) : '/dashboard');
  };

  return (
    <div className="mx-auto grid w-full max-w-4xl content-start gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <div className="grid gap-3">
        <Button variant="ghost" size="sm" className="-ml-2 w-fit" onClick={goBack}>
          <ArrowLeftIcon aria-hidden />
          Back
        </Button>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words sm:text-3xl">
            {name ? `Report for ${name}` : 'Report'}
          </h1>
          {report.data && (
            <ReportDownloads
              reportId={reportDocumentId}
              clientName={name}
              disabled={
                reportProgress(report.data.Sections).completed === 0 ||
                hasPendingSection(report.data.Sections)
              }
            />
          )}
        </div>
      </div>
      {shown ? (
        <ReportBody reportId={reportDocumentId} report={shown} actions={actions} />
      ) : report.isPending || report.data ? (
        // As tall as the screen, like the page it stands for: the footer does not jump when it arrives.
        <div className="min-h-dvh">
          <p role="status" className="flex items-center gap-2 py-12 text-sm text-muted-foreground">
            <Spinner className="text-primary" />
            Loading report…
          </p>
        </div>
      ) : report.error instanceof ApiRequestError && report.error.status === 404 ? (
        <p className="pt-6 text-muted-foreground">Report not found.</p>
      ) : (
        <FormError message={report.error?.message || 'Failed to load the report'} />
      )}
    </div>
  );
}

function ReportBody(props: {
  reportId: string;
  report: Report;
  actions: ReturnType<typeof useReportActions>;
}) {
  const { report, actions } = props;
  const sections = sortSections(report.Sections);
  const progress = reportProgress(sections);
  // The client's onboarding scopes decide which sections come first.
  const order = generationOrder(report.ProposedSections);
  const button = generateNextButton(sections, order);
  const pending = hasPendingSection(sections);

  return (
    <>
      <ReportProgress {...progress} />
      {sections.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          No sections generated yet.
        </p>
      ) : (
        <div className="grid gap-6">
          {sections.map((section) => (
            <ReportSectionCard
              key={section.Title}
              reportId={props.reportId}
              section={section}
              busy={pending}
              regenerate={actions.regenerate}
              saveAndRegenerate={actions.saveAndRegenerate}
            />
          ))}
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <GenerateNextButton
          label={button.label}
          disabled={button.disabled || actions.generatingAll}
          pending={pending}
          onClick={() => button.next && void actions.generate(button.next)}
        />
        {button.next !== null && (
          <GenerateAllButton
            disabled={button.disabled || actions.generatingAll}
            running={actions.generatingAll}
            onClick={() => void actions.generateRemaining(order)}
          />
        )}
      </div>
    </>
  );
}
