import { describe, expect, it } from 'vitest';
import { canCreateReports, reportPath, reportRows, type ReportListItem } from './reports';

const report = (overrides: Partial<ReportListItem>): ReportListItem => ({
  id: 1,
  documentId: 'r1',
  Title: 'Acme',
  createdAt: '2026-03-01T10:00:00.000Z',
  Sections: [],
  ...overrides,
});

describe('reportRows', () => {
  it('lists the newest report first, with its date and sections done', () => {
    const rows = reportRows(
      [
        report({ id: 1, documentId: 'old', createdAt: '2026-01-05T10:00:00.000Z' }),
        report({
          id: 2,
          documentId: 'new',
          createdAt: '2026-03-01T10:00:00.000Z',
          Sections: [
            { Title: 'company_snapshot', status: 'success' },
            { Title: 'sustainability_posture', status: 'error' },
            { Title: 'strategic_positioning', status: 'pending' },
          ],
        }),
      ],
      'Acme',
    );
    expect(rows.map((row) => row.documentId)).toEqual(['new', 'old']);
    expect(rows[0]).toMatchObject({
      title: 'Report for Acme',
      date: 'Mar 1, 2026',
      progress: '1 / 6 sections',
    });
    expect(rows[1]?.progress).toBe('0 / 6 sections');
  });

  it('counts a section without a status by its content, once per type, at most six', () => {
    const sections = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'a'].map((Title) => ({ Title, Content: 'Text' }));
    const [row] = reportRows([report({ Sections: sections })], 'Acme');
    expect(row).toMatchObject({ progress: '6 / 6 sections', complete: true });
    expect(reportRows([report({ Sections: [{ Title: 'a', Content: '' }] })], 'Acme')[0]?.progress).toBe(
      '0 / 6 sections',
    );
  });

  it("falls back to the client's name and copes with missing fields", () => {
    const [row] = reportRows([report({ Title: null, createdAt: null, Sections: null })], 'Acme');
    expect(row).toMatchObject({ title: 'Report for Acme', date: null, progress: '0 / 6 sections' });
  });
});

describe('canCreateReports', () => {
  it('lets signed-in users add reports to their own clients, not to samples', () => {
    expect(canCreateReports({ isAuthenticated: true, isSample: false })).toBe(true);
    expect(canCreateReports({ isAuthenticated: true, isSample: true })).toBe(false);
    expect(canCreateReports({ isAuthenticated: false, isSample: false })).toBe(false);
  });
});

describe('reportPath', () => {
  it("opens under the client's path", () => {
    expect(reportPath('/client/Acme%20Co', 'abc123')).toBe('/client/Acme%20Co/report/abc123');
  });
});
