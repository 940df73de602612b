import { useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/pages';
import type { ReportListItem } from '../lib/reports';

/**
 * GET /reports?filters[Client][documentId][$eq]={id}&populate=Sections: the client's reports, read
 * from data. Any failure reads 'Failed to fetch reports' (spec 02 §8).
 */
export async function fetchClientReports(clientDocumentId: string): Promise<ReportListItem[]> {
  const query = `filters[Client][documentId][$eq]=${encodeURIComponent(clientDocumentId)}&populate=Sections`;
  try {
    return await fetchAllPages(`/reports?${query}`, (c) => c.reportListResponseSchema);
  } catch {
    throw new Error('Failed to fetch reports');
  }
}

export function useClientReports(clientDocumentId: string) {
  return useQuery({
    // Under 'reports': the report page invalidates it after each section it generates.
    queryKey: ['reports', 'by-client', clientDocumentId],
    queryFn: () => fetchClientReports(clientDocumentId),
  });
}
