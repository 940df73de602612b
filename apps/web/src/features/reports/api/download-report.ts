import { errorMessageFrom, toApiPath } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';
import { exportFileName, type ExportFormat } from '../lib/export-file';

/**
 * GET /reports/{id}/export.docx or /export.pdf with the bearer token (a plain link would not carry
 * it): the file is fetched as a blob and saved through a temporary object URL.
 */
export async function downloadReport(
  reportId: string,
  format: ExportFormat,
  clientName: string | null,
): Promise<void> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(toApiPath(`/reports/${encodeURIComponent(reportId)}/export.${format}`), {
    headers,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new Error(
      response.status === 401 ? 'Authentication failed' : errorMessageFrom(text, response.status),
    );
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(response.headers.get('Content-Disposition'), clientName, format);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; give it a moment before letting go.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
