import type { VsmeExportFormat, VsmeReport } from '@impact/contracts';
import { vsmeReportToCsv } from './csv-writer.js';
import { vsmeExportFileName } from './file-name.js';
import { vsmeReportToJson } from './json-writer.js';
import { layoutVsmeReport, type ExportContext } from './layout.js';

const CONTENT_TYPES: Record<VsmeExportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/**
 * A VSME report as a file to download: Word (.docx) for the client to read, JSON and CSV for other tools.
 * Pure: it reads the report, the standard's version it follows and `context` (the datapoints a data
 * request still awaits), nothing else.
 */
export async function buildVsmeExport(
  report: VsmeReport,
  format: VsmeExportFormat,
  context: ExportContext = {},
): Promise<{ body: Buffer | string; contentType: string; fileName: string }> {
  const layout = layoutVsmeReport(report, context);
  const body =
    format === 'docx'
      ? // The Word writer (and docx behind it) loads on the first export: an idle server never needs it.
        await (await import('./docx-writer.js')).vsmeReportToDocx(layout)
      : format === 'json'
        ? vsmeReportToJson(layout, new Date().toISOString())
        : vsmeReportToCsv(layout);
  return {
    body,
    contentType: CONTENT_TYPES[format],
    fileName: vsmeExportFileName(report.client.Name, report.periodStart, report.periodEnd, format),
  };
}
