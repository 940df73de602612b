/**
 * The download name: 'Verdant Foods NV', '2026-11-21…' → 'Verdant-Foods-NV-report-2026-11-21.docx'.
 * ASCII only, because Content-Disposition's plain filename parameter cannot carry anything else safely.
 */
export function exportFileName(clientName: string, date: string, ext: 'docx' | 'pdf'): string {
  const client =
    clientName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'client';
  return `${client}-report-${isoDay(date)}.${ext}`;
}

function isoDay(date: string): string {
  const parsed = new Date(date);
  if (!Number.isNaN(parsed.getTime())) return parsed.toISOString().slice(0, 10);
  const day = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
  return day ?? 'undated';
}
