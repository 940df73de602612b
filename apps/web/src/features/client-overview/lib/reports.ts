import { REPORT_SECTION_TYPES } from '@impact/contracts';
import { formatDay } from '../../../lib/format-date';

/** A report as the client's list shows it (GET /reports … &populate=Sections). */
export interface ReportListItem {
  id: number;
  documentId: string;
  Title: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  Sections?: { Title: string; status?: string | null; Content?: string | null }[] | null;
}

/** Spec 02 §9: a full report has six sections. */
export const REPORT_SECTION_COUNT = REPORT_SECTION_TYPES.length;

/**
 * The router state with which 'New report' opens the report page: the page then asks for the first
 * section by itself (spec 02 §4, the report status 'creating'). The report page reads the same key.
 */
export const NEW_REPORT_STATE = { reportStatus: 'creating' } as const;

/** Only signed-in users add reports, and only to their own clients: samples are read-only. */
export const canCreateReports = (access: { isAuthenticated: boolean; isSample: boolean }) =>
  access.isAuthenticated && !access.isSample;

const isGenerated = (section: { status?: string | null; Content?: string | null }) =>
  section.status ? section.status === 'success' : Boolean(section.Content);

/** Newest first, each with its date and 'N / 6 sections'. */
export function reportRows(reports: readonly ReportListItem[], clientName: string) {
  return reports
    .toSorted((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id - a.id)
    .map((report) => {
      const done = new Set((report.Sections ?? []).filter(isGenerated).map((section) => section.Title)).size;
      return {
        documentId: report.documentId,
        title: `Report for ${report.Title || clientName}`,
        date: formatDay(report.createdAt ?? report.updatedAt),
        progress: `${Math.min(done, REPORT_SECTION_COUNT)} / ${REPORT_SECTION_COUNT} sections`,
        complete: done >= REPORT_SECTION_COUNT,
      };
    });
}

/** Where a report opens: under its client's path, as the spec's route has it. */
export const reportPath = (clientPathname: string, reportDocumentId: string) =>
  `${clientPathname}/report/${encodeURIComponent(reportDocumentId)}`;
