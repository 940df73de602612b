import type { VsmeExportFormat } from '@impact/contracts';
import { downloadFile } from '../../../lib/download-file';
import { reportPath } from './vsme-reports';

/** GET /vsme/reports/:documentId/export?format=…, saved under the server's file name or `{name}.{format}`. */
export function downloadVsmeExport(reportId: string, format: VsmeExportFormat, name: string): Promise<void> {
  const safeName = name.trim().replace(/[\\/:*?"<>|]+/g, '-');
  return downloadFile(`${reportPath(reportId)}/export?format=${format}`, () => `${safeName}.${format}`);
}
