import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ReportListItem } from '../lib/reports';

/**
 * GET /reports?filters[Client][documentId][$eq]={id}&populate=Sections: the client's reports, read
 * from data. Any failure reads 'Failed to fetch reports' (spec 02 §8).
 */
export async function fetchClientReports(clientDocumentId: string): Promise<ReportListItem[]> {
  const query = `filters[Client][documentId][$eq]=${encodeURIComponent(clientDocumentId)}&populate=Sections`;
  try {
    const answer = await apiClient.get(`/reports?${query}`, (c) => c.reportListResponseSchema);
    return answer.data;
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
