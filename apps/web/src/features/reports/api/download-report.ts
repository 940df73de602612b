import { downloadFile } from '../../../lib/download-file';
import { exportFileName, type ExportFormat } from '../lib/export-file';

/** GET /reports/{id}/export.docx or /export.pdf, saved under the server's name or the client's. */
export function downloadReport(
  reportId: string,
  format: ExportFormat,
  clientName: string | null,
): Promise<void> {
  return downloadFile(`/reports/${encodeURIComponent(reportId)}/export.${format}`, (disposition) =>
    exportFileName(disposition, clientName, format),
  );
}
