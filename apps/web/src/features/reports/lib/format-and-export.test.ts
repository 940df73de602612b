import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file';
import { formatTimestamp } from './format-timestamp';

describe('formatTimestamp', () => {
  it('shows date and time in US English', () => {
    const local = new Date(2026, 2, 1, 10, 5).toISOString();
    expect(formatTimestamp(local)).toBe('Mar 1, 2026, 10:05 AM');
  });

  it('is null for nothing or a non-date', () => {
    expect(formatTimestamp(null)).toBeNull();
    expect(formatTimestamp('soon')).toBeNull();
  });
});

describe('exportFileName', () => {
  it("prefers the server's encoded file name, then its plain one", () => {
    expect(exportFileName(`attachment; filename*=UTF-8''Caf%C3%A9%20report.pdf`, 'Acme', 'pdf')).toBe(
      'Café report.pdf',
    );
    expect(exportFileName('attachment; filename="acme-report.docx"', 'Acme', 'docx')).toBe(
      'acme-report.docx',
    );
  });

  it('falls back to the client name, made safe for a file system', () => {
    expect(exportFileName(null, 'Acme / Co', 'docx')).toBe('Acme - Co report.docx');
    expect(exportFileName('attachment', null, 'pdf')).toBe('report.pdf');
  });
});
