import { fileNamePart } from '../../../lib/file-name-part.js';

/** The download name: 'Verdant Foods NV', '2026-11-21…' → 'Verdant-Foods-NV-report-2026-11-21.docx'. */
export function exportFileName(clientName: string, date: string, ext: 'docx' | 'pdf'): string {
  return `${fileNamePart(clientName, 'client')}-report-${isoDay(date)}.${ext}`;
}

function isoDay(date: string): string {
  const parsed = new Date(date);
  if (!Number.isNaN(parsed.getTime())) return parsed.toISOString().slice(0, 10);
  const day = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
  return day ?? 'undated';
}
