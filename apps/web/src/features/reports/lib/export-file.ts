import { fileNameFromDisposition } from '../../../lib/download-file';

export type ExportFormat = 'docx' | 'pdf';

/** The name the server gave the file (Content-Disposition), else '{client} report.{format}' ('report.{format}' without a name). */
export function exportFileName(
  contentDisposition: string | null,
  clientName: string | null,
  format: ExportFormat,
): string {
  const given = fileNameFromDisposition(contentDisposition);
  if (given) return given;
  // Characters that are not allowed in file names on common systems become dashes.
  const name = clientName?.trim().replace(/[\\/:*?"<>|]+/g, '-');
  return name ? `${name} report.${format}` : `report.${format}`;
}
