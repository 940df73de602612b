import { vsmeReportSchema, type VsmeReport } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { fixtureVsmeReport } from './fixture-vsme-report.js';
import { buildVsmeExport } from './index.js';

async function fileNameFor(Name: string, periodEnd = '2025-12-31'): Promise<string> {
  const report: VsmeReport = { ...fixtureVsmeReport(), client: { documentId: 'c1', Name }, periodEnd };
  return (await buildVsmeExport(report, 'csv')).fileName;
}

describe('buildVsmeExport', () => {
  it('starts from a report the API could answer', () => {
    expect(vsmeReportSchema.safeParse(fixtureVsmeReport()).error).toBeUndefined();
  });

  it('answers each format with its content type and a file name from the client and the period', async () => {
    const report = fixtureVsmeReport();
    const docx = await buildVsmeExport(report, 'docx');
    expect(docx.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docx.fileName).toBe('Zaklad-Mleczarski-Lodz-Sp-z-o-o-VSME-2025-01-01-to-2025-12-31.docx');
    expect(Buffer.isBuffer(docx.body) && docx.body.subarray(0, 2).toString()).toBe('PK');

    const json = await buildVsmeExport(report, 'json');
    expect(json.contentType).toBe('application/json; charset=utf-8');
    expect(json.fileName).toBe('Zaklad-Mleczarski-Lodz-Sp-z-o-o-VSME-2025-01-01-to-2025-12-31.json');

    const csv = await buildVsmeExport(report, 'csv');
    expect(csv.contentType).toBe('text/csv; charset=utf-8');
    expect(csv.fileName).toBe('Zaklad-Mleczarski-Lodz-Sp-z-o-o-VSME-2025-01-01-to-2025-12-31.csv');
  });

  it('names files safely for every file system, whatever the client is called', async () => {
    expect(await fileNameFor('Øresund Bryggeri A/S: "Nord" <Ærø>')).toBe(
      'Oresund-Bryggeri-A-S-Nord-AEro-VSME-2025-01-01-to-2025-12-31.csv',
    );
    expect(await fileNameFor('Straße ../../etc/passwd\u0000')).toBe(
      'Strasse-etc-passwd-VSME-2025-01-01-to-2025-12-31.csv',
    );
    expect(await fileNameFor('北京乳业', '2026-06-30')).toBe('client-VSME-2025-01-01-to-2026-06-30.csv');
    expect(await fileNameFor('CON')).toBe('CON-VSME-2025-01-01-to-2025-12-31.csv');
  });
});
