export type ExportFormat = 'docx' | 'pdf';

/** The name the server gave the file (Content-Disposition), else '{client} report.{format}' ('report.{format}' without a name). */
export function exportFileName(
  contentDisposition: string | null,
  clientName: string | null,
  format: ExportFormat,
): string {
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition ?? '');
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition ?? '');
  if (plain?.[1]?.trim()) return plain[1].trim();
  // Characters that are not allowed in file names on common systems become dashes.
  const name = clientName?.trim().replace(/[\\/:*?"<>|]+/g, '-');
  return name ? `${name} report.${format}` : `report.${format}`;
}
