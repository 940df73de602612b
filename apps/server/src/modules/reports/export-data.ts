import { sourceLocatorLabel } from '@impact/contracts';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { findReport } from '../../authz/reports.js';
import type { ExportSource } from './export/types.js';
import { toReportView } from './report-view.js';

/** What the Word and PDF export read (the export's ExportReport shape). */
export interface ReportExportData {
  /** The report's title (the client's name when the report was created). */
  title: string;
  clientName: string;
  organizationName: string;
  /** ISO date-time: when a section of the report last finished, else when the report was created. */
  date: string;
  /** The finished sections in report order, each with its snake_case type and markdown. */
  sections: { title: string; content: string }[];
  /** Exactly the sources the sections cite, by their report number [n]. */
  sources: ExportSource[];
}

/**
 * A report as the export renders it, for a user of its organization; another organization's report is
 * 'Report not found' (404), as everywhere else. Pending and failed sections are left out.
 */
export async function loadReportForExport(
  db: Database,
  user: Pick<AuthUser, 'id'>,
  reportId: string | number,
): Promise<ReportExportData> {
  const report = await toReportView(db, await findReport(db, user.id, reportId));
  const finished = report.Sections.filter((section) => section.status === 'success');
  const lastUpdated = finished
    .map((section) => section.LastUpdated)
    .filter((date): date is string => date !== null)
    .toSorted()
    .at(-1);
  return {
    title: report.Title,
    clientName: report.Client?.Name ?? report.Title,
    organizationName: report.Organization.Name,
    date: lastUpdated ?? report.createdAt,
    sections: finished.map((section) => ({ title: section.Title, content: section.Content })),
    sources: report.Sources.map((source) => {
      const where = source.quote ? sourceLocatorLabel(source.locator) : undefined;
      return {
        n: source.n,
        url: source.url,
        ...(source.title ? { title: source.title } : {}),
        ...(source.quote ? { quote: source.quote } : {}),
        ...(where ? { where } : {}),
      };
    }),
  };
}
