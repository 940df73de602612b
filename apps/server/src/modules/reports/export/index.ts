// The reports module's way in: pure functions from an ExportReport to file bytes and a download name.
export { reportToDocx } from './docx-writer.js';
export { exportFileName } from './file-name.js';
export { reportToPdf } from './pdf-writer.js';
export { formatReportDate, sectionDisplayTitle } from './title.js';
export type { ExportReport, ExportSection, ExportSource } from './types.js';
