// The reports module's way in: pure functions from an ExportReport to file bytes and a download name.
import type { ExportReport } from './types.js';

export { exportFileName } from './file-name.js';
export { formatReportDate, sectionDisplayTitle } from './title.js';
export type { ExportReport, ExportSection, ExportSource } from './types.js';

// The Word and PDF writers (and docx, pdfkit and the fonts behind them) load on the first export, not at
// start: an idle server never needs them (docs/decisions/010-embedded-memory.md).

export async function reportToDocx(report: ExportReport): Promise<Buffer> {
  return (await import('./docx-writer.js')).reportToDocx(report);
}

export async function reportToPdf(report: ExportReport): Promise<Buffer> {
  return (await import('./pdf-writer.js')).reportToPdf(report);
}
