import type { ExportReport } from './types.js';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'company_snapshot' → 'Company Snapshot', as the report page shows section titles. */
export function sectionDisplayTitle(sectionType: string): string {
  return sectionType
    .split(/[_\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** '2026-11-21T09:30:00Z' → 'Nov 21, 2026'. UTC, so the day does not shift with the server's zone. */
export function formatReportDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : DATE_FORMAT.format(date);
}

/** The lines of the title page, shared by both writers so the two exports say the same thing. */
export interface TitlePage {
  label: string;
  clientName: string;
  /** The report's own title, only when it adds something (the stored title is often the client name). */
  subtitle: string | null;
  date: string;
  preparedBy: string | null;
}

export function titlePage(report: ExportReport): TitlePage {
  const label = 'Sustainability report';
  const clientName = report.clientName.trim();
  const title = report.title.trim();
  const redundant = [clientName, label].some((text) => text.toLowerCase() === title.toLowerCase());
  const organization = report.organizationName?.trim();
  return {
    label,
    clientName,
    subtitle: title.length > 0 && !redundant ? title : null,
    date: formatReportDate(report.date),
    preparedBy: organization ? `Prepared by ${organization}` : null,
  };
}
