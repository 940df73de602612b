import { describe, expect, it } from 'vitest';
import { exportFileName } from './file-name.js';
import { fixtureReport } from './fixture-report.js';
import { formatReportDate, sectionDisplayTitle, titlePage } from './title.js';

describe('title page and names', () => {
  it('title-cases snake_case section types', () => {
    expect(sectionDisplayTitle('company_snapshot')).toBe('Company Snapshot');
    expect(sectionDisplayTitle('source_list')).toBe('Source List');
  });

  it('formats the date in UTC', () => {
    expect(formatReportDate('2026-11-21T23:30:00.000Z')).toBe('Nov 21, 2026');
    expect(formatReportDate('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatReportDate('not a date')).toBe('not a date');
  });

  it('omits a report title that only repeats the client name', () => {
    expect(titlePage(fixtureReport)).toEqual({
      label: 'Sustainability report',
      clientName: 'Verdant Foods NV',
      subtitle: null,
      date: 'Nov 21, 2026',
      preparedBy: 'Prepared by Northwind Advisory',
    });
    const page = titlePage({ ...fixtureReport, title: 'Board briefing', organizationName: null });
    expect(page.subtitle).toBe('Board briefing');
    expect(page.preparedBy).toBeNull();
  });

  it('builds a safe ASCII file name', () => {
    expect(exportFileName('Verdant Foods NV', '2026-11-21T09:30:00Z', 'docx')).toBe(
      'Verdant-Foods-NV-report-2026-11-21.docx',
    );
    expect(exportFileName('Café Müller & Söhne GmbH / "Nord"', '2026-11-21', 'pdf')).toBe(
      'Cafe-Muller-Sohne-GmbH-Nord-report-2026-11-21.pdf',
    );
    expect(exportFileName('北京', 'garbage', 'pdf')).toBe('client-report-undated.pdf');
  });
});
